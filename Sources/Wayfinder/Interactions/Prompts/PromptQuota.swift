/// At most ``count`` showings of a step in any window of ``window``: `quota: { count: 3, per:
/// 365d }` in a flow file.
public struct PromptQuota: Hashable, Sendable, CustomStringConvertible {
  /// How many showings a window may hold; at least 1.
  public var count: Int
  /// The window's length.
  public var window: Duration

  /// Creates a quota of `count` showings per `window`.
  public init(_ count: Int, per window: Duration) {
    self.count = count
    self.window = window
  }

  /// `3 in 365 days`.
  public var description: String { "\(count) in \(PromptBlock.spelled(window))" }
}
