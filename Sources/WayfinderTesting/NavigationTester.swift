/// Asserts navigation transitions in tests; the tester arrives with its own change.
public struct NavigationTesterPlaceholder: Sendable {
  /// Creates a placeholder.
  public init() {}
}
