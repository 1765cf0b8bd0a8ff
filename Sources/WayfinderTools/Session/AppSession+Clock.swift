import Wayfinder

extension AppSession {
  /// How much more time may pass before a clock of the session — its own (``time``), the
  /// launch's or the prompt clock (``promptTime``) — reaches ``ClockRange/limit``, the latest
  /// time a saved state holds. O(1).
  public var timeLeft: Duration {
    // Every wait is checked, so `time` is within the range (or, after a relaunch from a prompt
    // clock before zero, a launch's step durations past it): nothing here overflows.
    min(launch.timeLeft, max(ClockRange.limit - time, .zero))
  }

  /// Refuses a wait of `duration` that would take a clock of the session past
  /// ``ClockRange/limit``: refused, not cut short, so that what the session saves is what its
  /// next start reads, and a trace's waits never add up past what a `Duration` holds.
  ///
  /// - Throws: ``SessionError/clock(_:)``; nothing changes.
  func checkClock(advancingBy duration: Duration) throws(SessionError) {
    do throws(ClockError) {
      try launch.checkAdvance(by: duration)
    } catch {
      throw .clock(error)
    }
    let left = timeLeft
    guard duration <= left else { throw .clock(.pastLimit(duration: duration, left: left)) }
  }
}
