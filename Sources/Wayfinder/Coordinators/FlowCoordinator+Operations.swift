extension FlowCoordinator {
  /// Replaces the flow's root with `page`, and its path with `path`: after a login, the
  /// account screen becomes the root.
  @discardableResult
  public func setRoot(_ page: Page, path: [Page] = []) throws(NavigationError) -> StateTransition<
    Route
  > {
    try navigator.send(.setRoot(route(for: page), path: path.map(route(for:)), on: target))
  }

  /// Replaces the page on top (the root when nothing is pushed) with `page`.
  @discardableResult
  public func replaceTop(with page: Page) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.replaceTop(route(for: page), on: target))
  }

  /// Pops `page`, standing at `position` of the path (0 is the first pushed), and every page
  /// above it.
  ///
  /// - Throws: ``NavigationError/screenMoved(route:position:owner:)`` when `page` is no longer
  ///   there.
  @discardableResult
  public func pop(from page: Page, at position: Int) throws(NavigationError) -> StateTransition<
    Route
  > {
    try navigator.send(.popFrom(route(for: page), at: position, on: target))
  }

  /// Pushes `page` unless it is on top already, when nothing changes.
  @discardableResult
  public func pushNew(_ page: Page) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.pushNew(route(for: page), on: target))
  }

  /// Brings `page` to the top: moved from the path when it is there, pushed when it is not.
  @discardableResult
  public func bringToFront(_ page: Page) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.bringToFront(route(for: page), on: target))
  }
}
