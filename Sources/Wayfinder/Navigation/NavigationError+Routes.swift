extension NavigationError {
  /// ``cannotPopRoot(root:owner:)`` for a typed route, named as the engine names it:
  /// `.cannotPopRoot(AppRoute.tab1(.primary), owner: .tab("tab1"))`.
  public static func cannotPopRoot<Route>(_ root: Route, owner: StackOwner) -> Self {
    .cannotPopRoot(root: RouteDescription.of(root), owner: owner)
  }

  /// ``notOnStack(route:owner:)`` for a typed route.
  public static func notOnStack<Route>(_ route: Route, owner: StackOwner) -> Self {
    .notOnStack(route: RouteDescription.of(route), owner: owner)
  }

  /// ``notOnScreen(route:)`` for a typed route.
  public static func notOnScreen<Route>(_ route: Route) -> Self {
    .notOnScreen(route: RouteDescription.of(route))
  }
}
