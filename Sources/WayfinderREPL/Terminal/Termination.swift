#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif
import Dispatch

/// Ends `wayfinder run` on SIGTERM and SIGHUP at once, with status 128 + the signal's number,
/// even while the main thread is busy with a long command or render.
///
/// The handlers run on a queue of their own, never waiting for the main thread: the state is
/// saved after every change before the screen is drawn, so they only wait for a save in
/// progress to end (``StateKeeper/finish()``), restore the terminal, and exit. A command that
/// was running when the signal came is not applied.
@MainActor
package final class Termination {
  /// Kept so the handlers stay installed.
  private let sources: [any DispatchSourceSignal]

  /// Installs the handlers; they stay for as long as the process runs.
  ///
  /// - Parameters:
  ///   - keeper: Where the state is saved, if anywhere.
  ///   - restoreTerminal: Puts the terminal back as it was; callable from any thread.
  package init(keeper: StateKeeper?, restoreTerminal: @escaping @Sendable () -> Void) {
    let queue = DispatchQueue(label: "wayfinder.termination")
    sources = [SIGTERM, SIGHUP].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler(
        handler: Self.handler(for: number, keeper: keeper, restoreTerminal: restoreTerminal))
      source.resume()
      return source
    }
  }

  /// What a signal does. Not isolated to the main actor, which may be busy when it comes.
  private nonisolated static func handler(
    for number: Int32, keeper: StateKeeper?, restoreTerminal: @escaping @Sendable () -> Void
  ) -> @Sendable () -> Void {
    {
      keeper?.finish()
      restoreTerminal()
      _exit(ExitStatus.signal(number))
    }
  }
}
