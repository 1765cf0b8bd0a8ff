/// When each prompt of the launch sequence showed, bounded to what the rules need: the last
/// showing of every step, and for a step with a quota its last `count` showings.
///
/// Times are the host's prompt time, a `Duration` since an epoch the host keeps
/// across relaunches (the coordinator's `promptClock`, the simulation's virtual clock plus its
/// origin). The core never reads a clock itself. Saved with the facts, a history makes a
/// relaunch or a restored state obey cooldowns and quotas.
public struct PromptHistory: Hashable, Sendable {
  /// Each step's showing times, oldest first.
  public private(set) var showings: [StepID: [Duration]]

  /// A history holding `showings` (each list sorted oldest first by the initializer).
  public init(_ showings: [StepID: [Duration]] = [:]) {
    self.showings = showings.filter { !$0.value.isEmpty }.mapValues { $0.sorted() }
  }

  /// Whether nothing has shown.
  public var isEmpty: Bool { showings.isEmpty }

  /// When `step` last showed. O(1).
  public func lastShowing(of step: StepID) -> Duration? { showings[step]?.last }

  /// When a prompt other than `step` last showed. O(steps in the history).
  public func lastShowing(otherThan step: StepID) -> Duration? {
    showings.lazy.filter { $0.key != step }.compactMap { $0.value.last }.max()
  }

  /// How many times `step` showed in the `window` up to `now` (`now - window`, `now`].
  /// O(kept showings of the step).
  public func count(of step: StepID, within window: Duration, before now: Duration) -> Int {
    showings[step]?.count(where: { now - $0 < window }) ?? 0
  }

  /// Records that `step` showed at `now`, keeping its last `keeping` showings (at least one).
  /// O(keeping).
  public mutating func record(_ step: StepID, at now: Duration, keeping: Int = 1) {
    var times = showings[step] ?? []
    if let last = times.last, now < last {
      // A clock set back: keep the list sorted.
      times.insert(now, at: times.firstIndex(where: { $0 > now }) ?? times.endIndex)
    } else {
      times.append(now)
    }
    let limit = max(keeping, 1)
    if times.count > limit { times.removeFirst(times.count - limit) }
    showings[step] = times
  }
}
