/// Why time may not pass: it would take a clock past ``ClockRange/limit``. Nothing changes
/// when it is refused.
public enum ClockError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Letting `duration` pass would take a clock past ``ClockRange/limit``; at most `left` may
  /// pass.
  case pastLimit(duration: Duration, left: Duration)

  /// A sentence saying how much was asked and how much may pass.
  public var description: String {
    switch self {
    case .pastLimit(let duration, let left):
      "Letting \(Self.amount(duration)) pass would take the clock past its limit, "
        + "\(ClockRange.limitInSeconds)s (about 31,700 years); at most "
        + "\(Self.roundedDown(left)) may pass. Start from a fresh state for more time."
    }
  }

  /// `duration` in its two largest units (`3650d`), or `more than 1000000000000s` past the
  /// limit: a `Duration` past ±9.2 × 10¹⁸ s has no whole seconds to print.
  package static func amount(_ duration: Duration) -> String {
    duration > ClockRange.limit
      ? "more than \(ClockRange.limitInSeconds)s" : PromptBlock.compact(duration)
  }

  /// `left` in its two largest units, rounded down to the second so that it never says more
  /// may pass than may: `2d 3h`, `0s`.
  package static func roundedDown(_ left: Duration) -> String {
    PromptBlock.compact(.seconds(max(min(left, ClockRange.limit).components.seconds, 0)))
  }
}
