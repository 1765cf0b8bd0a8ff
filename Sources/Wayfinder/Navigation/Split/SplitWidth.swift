/// How much room a split home has: its columns side by side, or collapsed into one stack.
///
/// The same state is valid in both widths: changing the width changes how the columns are
/// shown, never what is selected in them or the order Back walks them.
public enum SplitWidth: String, Hashable, Sendable, Codable, CustomStringConvertible {
  /// One column's room (a phone, a narrow window): the columns show as one stack — the
  /// sidebar's screens, then the content's, then the detail's — as a collapsed
  /// `NavigationSplitView` shows them.
  case compact
  /// Room for the columns side by side.
  case regular

  /// `compact` or `regular`.
  public var description: String { rawValue }
}
