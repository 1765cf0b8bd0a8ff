/// Time since the REPL started, on its clock, and a way to sleep until a moment of it.
struct ElapsedTime: Sendable {
  let elapsed: @Sendable () -> Duration
  let sleep: @Sendable (_ until: Duration) async throws -> Void

  init<C: Clock<Duration>>(_ clock: C) {
    let start = clock.now
    elapsed = { start.duration(to: clock.now) }
    sleep = { try await clock.sleep(until: start.advanced(by: $0), tolerance: nil) }
  }

  /// Returns at `moment`, or at once when it has come already (a test clock would otherwise
  /// wait for its next advance when `moment` is exactly now).
  func sleep(until moment: Duration) async throws {
    guard moment > elapsed() else { return }
    try await sleep(moment)
  }
}
