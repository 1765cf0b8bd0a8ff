/// What a background step's work receives: the facts when it started and the launch clock.
///
/// Work should sleep through the context rather than `Task.sleep`, so that tests driving the
/// coordinator with a test clock control it:
///
/// ```swift
/// .background("fetchConfig") { [api] context in
///   let config = try await api.fetchConfig()            // api injected by the caller
///   return ["configLoaded": .bool(true), "theme": .string(config.theme)]
/// }
/// ```
///
/// Work is cancelled cooperatively: when its step is cancelled or times out under
/// ``StepTimeout/Policy/skip``, the task running it is cancelled, and the step ends once the
/// work returns or throws.
public struct StepContext: Sendable {
  /// The step this work belongs to.
  public let step: StepID
  /// The facts as they were when the step started.
  public let facts: Facts
  /// When the step started, as time elapsed on the coordinator's clock since it was created.
  public let startedAt: Duration
  let timebase: InteractionTimebase
  /// Told the deadline before every sleep, so the coordinator knows the work waits on the
  /// clock (see `InteractionCoordinator.waitUntilIdle()`).
  let willSleep: @Sendable (_ deadline: Duration) async -> Void

  init(
    step: StepID, facts: Facts, startedAt: Duration, timebase: InteractionTimebase,
    willSleep: @escaping @Sendable (_ deadline: Duration) async -> Void = { _ in }
  ) {
    self.step = step
    self.facts = facts
    self.startedAt = startedAt
    self.timebase = timebase
    self.willSleep = willSleep
  }

  /// The time since the step started.
  public var elapsed: Duration { timebase.now() - startedAt }

  /// Suspends for `duration` from now, on the coordinator's clock.
  ///
  /// - Throws: `CancellationError` when the step is cancelled meanwhile.
  public func sleep(for duration: Duration) async throws {
    // Saturating: a sleep that ends past the clock's limit never ends (until cancelled).
    try await sleep(until: ClockRange.deadline(after: duration, from: timebase.now()))
  }

  /// Suspends until `duration` has passed since the step started, on the coordinator's clock.
  ///
  /// This is how work "lasting" a duration is written: unlike ``sleep(for:)`` it does not
  /// depend on when the work got to run, so a test clock advanced by exactly that duration
  /// always ends it.
  ///
  /// - Throws: `CancellationError` when the step is cancelled meanwhile.
  public func sleep(untilElapsed duration: Duration) async throws {
    try await sleep(until: ClockRange.deadline(after: duration, from: startedAt))
  }

  private func sleep(until deadline: Duration) async throws {
    await willSleep(deadline)
    try await timebase.sleepUntil(deadline)
  }
}
