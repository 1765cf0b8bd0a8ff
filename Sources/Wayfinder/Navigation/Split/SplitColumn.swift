/// A column of a split home, in the order the columns stand side by side and the order Back
/// walks back through them.
public enum SplitColumn: String, Hashable, Sendable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// The leading column: its own flow, always shown, whose root never changes by selection.
  case sidebar
  /// The middle column of a three-column split: its root is what the sidebar selected.
  case content
  /// The trailing column: its root is what the column before it selected.
  case detail

  /// `sidebar`, `content` or `detail`.
  public var description: String { rawValue }
}
