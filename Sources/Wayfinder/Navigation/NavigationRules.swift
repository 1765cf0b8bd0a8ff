/// The app-wide rules the transition function follows: tab re-selection, deep links, and
/// optionally the navigation a flow declares.
public struct NavigationRules<Route: Hashable & Sendable>: Sendable {
  /// Whether selecting the already selected tab pops it to its root (the platform default).
  public var reselectPopsToRoot: Bool
  /// How URLs opened with ``NavigationCommand/open(url:)`` resolve.
  public var deepLinks: DeepLinkRouter<Route>
  /// The navigation the flow declares, to which forward navigation is held: a push, path or
  /// present that no declared action does is refused with
  /// ``NavigationError/undeclaredNavigation(screen:command:nearest:)``. `nil` (the default)
  /// checks nothing and costs nothing.
  public var declaredEdges: DeclaredEdges<Route>?

  /// Creates rules.
  ///
  /// - Parameters:
  ///   - reselectPopsToRoot: Whether selecting the selected tab pops it to its root.
  ///   - deepLinks: How URLs resolve.
  ///   - declaredEdges: The navigation the flow declares, to hold forward navigation to; `nil`
  ///     for none.
  public init(
    reselectPopsToRoot: Bool = true, deepLinks: DeepLinkRouter<Route> = .init(),
    declaredEdges: DeclaredEdges<Route>? = nil
  ) {
    self.reselectPopsToRoot = reselectPopsToRoot
    self.deepLinks = deepLinks
    self.declaredEdges = declaredEdges
  }
}
