/// The app-wide rules the transition function follows: tab re-selection and deep links.
public struct NavigationRules<Route: Hashable & Sendable>: Sendable {
  /// Whether selecting the already selected tab pops it to its root (the platform default).
  public var reselectPopsToRoot: Bool
  /// How URLs opened with ``NavigationCommand/open(url:)`` resolve.
  public var deepLinks: DeepLinkRouter<Route>

  /// Creates rules.
  public init(reselectPopsToRoot: Bool = true, deepLinks: DeepLinkRouter<Route> = .init()) {
    self.reselectPopsToRoot = reselectPopsToRoot
    self.deepLinks = deepLinks
  }
}
