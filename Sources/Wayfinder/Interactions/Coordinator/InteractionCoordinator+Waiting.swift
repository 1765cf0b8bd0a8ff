/// Waiting for the coordinator to get somewhere: a step's status, the end of what is under way.
///
/// Both waits are resumed by the coordinator itself, at the end of the turn in which the
/// condition became true — never by polling — so by the time a wait returns, every event of
/// that turn has reached the observers and every transition is on the navigator:
///
/// ```swift
/// let launch = InteractionCoordinator(navigator: navigator, clock: clock)   // a test clock
/// try await launch.run([
///   .splash("splash", screen: .splash, duration: .milliseconds(500)),
///   .modal("passcode", screen: .passcode),
/// ])
/// try await launch.waitUntil { $0.status(of: "passcode") == .running }
/// // the passcode modal is up and `step.start passcode` has been observed
/// await clock.advance(by: .milliseconds(500))
/// try await launch.waitUntilIdle()                // what the advance set off has settled
/// ```
extension InteractionCoordinator {
  /// Waits until `condition` holds of the coordinator, and returns at once when it already
  /// does.
  ///
  /// The condition runs on the coordinator — read ``status(of:)``, ``presentedStep``,
  /// ``facts``, ``isIdle`` synchronously — after every request, step return, timer and
  /// condition check the coordinator handles; keep it short. It is not evaluated again when
  /// something else changes: a condition on the navigator alone may be missed.
  ///
  /// ```swift
  /// try await launch.waitUntil { $0.status(of: "passcode") == .running }
  /// ```
  ///
  /// - Parameter condition: What to wait for.
  /// - Throws: `CancellationError` when the waiting task is cancelled first (a test's time
  ///   limit ran out, say); a wait never outlives its task.
  public func waitUntil(
    _ condition: @escaping @Sendable (isolated InteractionCoordinator) -> Bool
  ) async throws(CancellationError) {
    let id = activity.makeWaiterID()
    let activity = activity
    let held = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // Added before the first evaluation, so work that goes to sleep meanwhile knows that
        // someone waits and asks the coordinator to look again.
        guard activity.add(id, condition, continuation) else {
          continuation.resume(returning: false)
          return
        }
        if condition(self) { activity.resume(id, held: true) }
      }
    } onCancel: {
      activity.cancel(id)
    }
    if !held { throw CancellationError() }
  }

  /// Waits until nothing is under way: no work running, no main-actor condition check or
  /// removed modal waiting to be handled, and every splash, step timer and sleeping work due
  /// only after the clock's now.
  ///
  /// With a test clock this is the moment to look at the screen, or to advance the clock:
  /// what the last call or the last advance set off has happened, and nothing more will until
  /// time moves or someone calls in. A modal waiting for the user, a hand-shake waiting for
  /// the host and a suspended sequence count as idle.
  ///
  /// Work counts as asleep only while it sleeps through its ``StepContext``; work awaiting
  /// anything else (a network call, `Task.sleep`) is running until it returns.
  ///
  /// - Throws: `CancellationError` when the waiting task is cancelled first.
  public func waitUntilIdle() async throws(CancellationError) {
    try await waitUntil { $0.isIdle }
  }

  /// Whether nothing is under way; see ``waitUntilIdle()``.
  public var isIdle: Bool { activity.isIdle }

  /// Resumes the waiters whose condition now holds. The coordinator calls it at the end of
  /// every turn that may have changed its state.
  func settleWaiters() {
    for waiter in activity.waiters where waiter.condition(self) {
      activity.resume(waiter.id, held: true)
    }
  }

  /// What `step`'s work, run `generation`, calls before it sleeps on the launch clock: the
  /// coordinator then counts it as asleep, and looks at its waiters again if anyone waits.
  nonisolated func sleepReport(
    _ step: StepID, generation: UInt64
  ) -> @Sendable (Duration) async -> Void {
    let run = InteractionActivity<Route>.Run(step: step, generation: generation)
    return { [weak self, activity] deadline in
      guard activity.sleeps(run, until: deadline), let self else { return }
      await self.settleWaiters()
    }
  }
}
