/// The coordinator's clock reduced to what launch needs: the time elapsed since the coordinator
/// was created, and sleeping until a given elapsed time.
///
/// Deadlines are absolute (an elapsed time, not "from now"), so a sleep that starts late still
/// ends when it should: with a test clock, advancing time before a step has registered its sleep
/// does not make the step wait for a further advance.
package struct InteractionTimebase: Sendable {
  /// The time elapsed since the origin.
  package let now: @Sendable () -> Duration
  /// Suspends until `deadline` has elapsed since the origin; returns at once if it already has.
  /// Throws `CancellationError` when the calling task is cancelled.
  let sleepUntil: @Sendable (_ deadline: Duration) async throws -> Void

  package init(_ clock: any Clock<Duration>) {
    self = Self.make(clock)
  }

  private init(
    now: @escaping @Sendable () -> Duration,
    sleepUntil: @escaping @Sendable (Duration) async throws -> Void
  ) {
    self.now = now
    self.sleepUntil = sleepUntil
  }

  private static func make<C: Clock<Duration>>(_ clock: C) -> Self {
    let origin = clock.now
    return Self(
      now: { origin.duration(to: clock.now) },
      sleepUntil: { deadline in
        let instant = origin.advanced(by: deadline)
        try Task.checkCancellation()
        if clock.now >= instant { return }
        try await clock.sleep(until: instant, tolerance: nil)
      }
    )
  }
}

extension Duration {
  /// The duration in seconds, as a floating-point number (for traces).
  var inSeconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
