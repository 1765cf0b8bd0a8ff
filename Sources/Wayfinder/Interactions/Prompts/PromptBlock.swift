/// Why a step may not show now: the answer of
/// ``PromptPolicy/blocker(for:in:at:launchedFrom:)``, kept by the sequence for the step it
/// skipped and printed by the REPL's status box.
public enum PromptBlock: Hashable, Sendable, CustomStringConvertible {
  /// The step showed less than its cooldown ago; it may show again in `left`.
  case cooldown(left: Duration)
  /// The step showed `shown` times in the quota's window, its limit.
  case quota(shown: Int, PromptQuota)
  /// Another prompt showed less than the step's spacing ago; it may show in `left`.
  case spacing(left: Duration)
  /// The app was launched from `source`, where the step does not run.
  case source(LaunchSource)

  /// The reason the step is skipped with.
  public var skipReason: InteractionEvent.SkipReason {
    switch self {
    case .cooldown: .cooldown
    case .quota: .quota
    case .spacing: .spacing
    case .source: .source
    }
  }

  /// `cooldown: 20h left`, `quota: 3 of 3 in 365 days`, `spacing: 9m 30s left`,
  /// `not on link launches`.
  public var description: String {
    switch self {
    case .cooldown(let left): "cooldown: \(Self.compact(left)) left"
    case .quota(let shown, let quota):
      "quota: \(shown) of \(quota.count) in \(Self.spelled(quota.window))"
    case .spacing(let left): "spacing: \(Self.compact(left)) left"
    case .source(let source): "not on \(source) launches"
    }
  }

  /// A duration in its two largest units, rounded up to the second: `20h`, `19h 59m`, `3d 4h`,
  /// `45s`.
  package static func compact(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let total = max(seconds + (attoseconds > 0 ? 1 : 0), 0)
    let units: [(size: Int64, name: String)] = [(86_400, "d"), (3_600, "h"), (60, "m"), (1, "s")]
    for (index, unit) in units.enumerated() where total >= unit.size {
      var text = "\(total / unit.size)\(unit.name)"
      if index + 1 < units.count {
        let next = units[index + 1]
        let rest = total % unit.size / next.size
        if rest > 0 { text += " \(rest)\(next.name)" }
      }
      return text
    }
    return "0s"
  }

  /// A window spelled out in its largest whole unit: `365 days`, `1 day`, `12 hours`,
  /// `90 minutes`, `30 seconds`.
  package static func spelled(_ duration: Duration) -> String {
    let seconds = duration.components.seconds
    let units: [(Int64, String)] = [(86_400, "day"), (3_600, "hour"), (60, "minute")]
    for (size, name) in units where seconds >= size && seconds % size == 0 {
      let count = seconds / size
      return "\(count) \(name)\(count == 1 ? "" : "s")"
    }
    return "\(seconds) second\(seconds == 1 ? "" : "s")"
  }
}
