/// The shape of an app's home: a tab bar, or a single flow with no tab bar.
public enum HomeLayout: String, Hashable, Sendable, Codable {
  /// A tab bar; each tab owns a flow with its own stack.
  case tabs
  /// One flow, shown without a tab bar.
  case flow
}
