extension ScreenCoordinator {
  /// Presents `modal` over this screen and waits until it ends: the value it returns, or `nil`
  /// when it goes any other way, exactly once (``Navigator/presentForResult(_:of:)``).
  ///
  /// ```swift
  /// let payment = tabs.flow("ride").screen(.payment)
  /// if let card = try await payment.presentForResult(.flow(.addCard, id: "addCard"), of: Card.self) {
  ///   select(card)
  /// }
  /// ```
  ///
  /// - Throws: ``NavigationError/notOnScreen(route:)`` when the screen is not on top, or what
  ///   presenting throws; nothing is presented then.
  public func presentForResult<Value: Sendable>(
    _ modal: Modal<Route>, of type: Value.Type = Value.self
  ) async throws(NavigationError) -> Value? {
    let route = self.route
    let context = self.context
    return try await navigator.presentForResult(modal, of: type) {
      state, modal throws(NavigationError) in
      guard Self.isOnScreen(route, in: context, state: state) else {
        throw .notOnScreen(route: RouteDescription.of(route))
      }
      return .present(modal)
    }
  }
}
