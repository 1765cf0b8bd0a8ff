/// The shape of an app's home: a tab bar, a single flow with no tab bar, or a split of columns.
public enum HomeLayout: String, Hashable, Sendable, Codable {
  /// A tab bar; each tab owns a flow with its own stack.
  case tabs
  /// One flow, shown without a tab bar.
  case flow
  /// Columns — a sidebar, an optional content column and a detail — each a flow with its own
  /// stack, shown side by side or collapsed into one stack by width (``NavigationSplit``).
  case split
}
