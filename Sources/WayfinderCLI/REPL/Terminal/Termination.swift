#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif
import Dispatch
import Wayfinder

/// Ends `wayfinder run` on SIGTERM, SIGHUP and SIGQUIT at once, with status 128 + the signal's
/// number, even while the main thread is busy with a long command or render, or waits to
/// write.
///
/// The handlers are in place when `init` returns (``SignalSources``), and run on a queue of
/// their own, never waiting for the main thread: the state is saved after every change before
/// the screen is drawn, so they only wait for a save in progress to end
/// (``StateKeeper/finish()``, which stops a save waiting for a pipe and waits for no save
/// longer than a deadline), restore the terminal, and exit. A command that was running when
/// the signal came is not applied.
///
/// SIGQUIT (Ctrl-\) is a request to quit, not a crash: it ends the session as SIGTERM does,
/// state saved, with status 131, rather than the runtime's crash report.
///
/// Install it before anything that may wait — taking a state file's lock with `--wait` — and
/// hand it the state keeper once there is one (``keep(_:)``): a signal while waiting then ends
/// the process the same way, with 128 + N, rather than by the signal's default action.
@MainActor
final class Termination {
  /// Kept so the handlers stay installed.
  private let sources: [any DispatchSourceSignal]
  /// Where the state is saved, once it is known; read by the handlers on their own queue.
  private let keeper: Locked<StateKeeper?>

  /// Installs the handlers; they stay for as long as the process runs.
  ///
  /// - Parameters:
  ///   - keeper: Where the state is saved, if anywhere and already known.
  ///   - restoreTerminal: Puts the terminal back as it was; callable from any thread.
  init(keeper: StateKeeper?, restoreTerminal: @escaping @Sendable () -> Void) {
    let kept = Locked(keeper)
    self.keeper = kept
    sources = SignalSources.install(
      [SIGTERM, SIGHUP, SIGQUIT], on: DispatchQueue(label: "wayfinder.termination")
    ) { number in
      Self.end(on: number, keeper: kept.withLock { $0 }, restoreTerminal: restoreTerminal)
    }
  }

  /// Makes `keeper` the one a signal waits for from now on.
  func keep(_ keeper: StateKeeper?) {
    self.keeper.withLock { $0 = keeper }
  }

  /// Makes SIGQUIT end the process with status 131 (128 + 3), as SIGTERM ends it with 143,
  /// instead of the runtime's crash report: for the commands that install no ``Termination``.
  nonisolated static func endOnQuit() {
    signal(SIGQUIT) { number in _exit(128 + number) }
  }

  /// What a signal does. Not isolated to the main actor, which may be busy when it comes.
  private nonisolated static func end(
    on number: Int32, keeper: StateKeeper?, restoreTerminal: @Sendable () -> Void
  ) {
    keeper?.finish()
    restoreTerminal()
    _exit(ExitStatus.signal(number))
  }
}
