/// How far the engine's clocks reach: every time the engine keeps — a simulation's virtual
/// time (``InteractionSimulation/now``), the prompt clock that cooldowns, quotas and spacing are
/// counted on (``InteractionSimulation/promptNow``), the times of a ``PromptHistory`` — lies within
/// `-limit...limit`, and a saved state holds exactly this range.
///
/// The limit, 10¹² seconds (about 31,700 years), is past any real clock and past any wait a
/// person asks for, and far inside what a `Duration` holds (about 1.7 × 10²⁰ seconds), so
/// adding two times of the range never overflows.
///
/// What moves a clock keeps to the range in one of two ways:
/// - Time that input asks to pass (a `wait`, a trace's waits) is refused past the limit with
///   a ``ClockError``, before anything changes: ``InteractionSimulation/checkAdvance(by:)``.
/// - A deadline (a step's duration or timeout added to the time it started) saturates
///   (``deadline(after:from:)``): one past the limit is never reached, so holding it there
///   changes nothing a clock can see. ``InteractionSimulation/advance(by:in:)`` saturates too: time
///   stops at the limit.
public enum ClockRange {
  /// The latest time, in whole seconds: 10¹².
  public static let limitInSeconds: Int64 = 1_000_000_000_000

  /// The latest time a clock reaches, and the earliest negated.
  public static let limit = Duration.seconds(limitInSeconds)

  /// Whether `time` lies within `-limit...limit`.
  public static func contains(_ time: Duration) -> Bool {
    .zero - limit <= time && time <= limit
  }

  /// `time` held to `-limit...limit` (saturating).
  public static func clamped(_ time: Duration) -> Duration {
    min(max(time, .zero - limit), limit)
  }

  /// The deadline `duration` after `time`, never trapping (saturating): exact while both lie
  /// within ±10¹⁸ seconds (a million times the range), held there otherwise — past the
  /// limit, where no clock of the engine reaches, so the deadline never comes either way.
  public static func deadline(after duration: Duration, from time: Duration) -> Duration {
    // Each term within ±10¹⁸ s keeps the sum far inside Duration's ±1.7 × 10²⁰ s.
    let far = Duration.seconds(1_000_000_000_000_000_000)
    return min(max(time, .zero - far), far) + min(max(duration, .zero - far), far)
  }
}
