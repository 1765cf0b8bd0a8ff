#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif
internal import Dispatch

/// Signals handled on a dispatch queue, and handled for certain once ``install(_:on:handler:)``
/// returns.
///
/// A dispatch signal source needs its signal ignored (`SIG_IGN`), so that the signal never
/// takes its default action; libdispatch takes the signal over with its own `sigaction` only
/// when the source's registration reaches its manager thread, after `resume()` has returned.
/// A signal that comes in between is ignored, and lost: a `wayfinder` that had just started
/// Graphviz kept running on a SIGTERM that came that early. So `install` waits for every
/// source's registration handler before it returns.
enum SignalSources {
  /// The longest `install` waits for the sources to be registered: long enough for a machine
  /// under heavy load (two seconds were not: a busy test run lost the signal), short enough
  /// that a broken dispatch cannot hang the command for good.
  static let registrationDeadline: DispatchTimeInterval = .seconds(30)

  /// Handles `signals` on `queue` with `handler`, given the signal's number, from the moment
  /// this returns. Keep the sources for as long as the signals are to be handled.
  ///
  /// - Parameters:
  ///   - signals: The signals' numbers.
  ///   - queue: A queue other than the caller's, where `handler` runs.
  ///   - handler: What a signal does.
  /// - Returns: The sources, resumed and registered.
  static func install(
    _ signals: [Int32], on queue: DispatchQueue,
    handler: @escaping @Sendable (Int32) -> Void
  ) -> [any DispatchSourceSignal] {
    let registered = DispatchSemaphore(value: 0)
    let sources = signals.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { handler(number) }
      source.setRegistrationHandler { registered.signal() }
      source.resume()
      return source
    }
    let deadline = DispatchTime.now() + registrationDeadline
    for _ in sources where registered.wait(timeout: deadline) == .timedOut { break }
    return sources
  }
}
