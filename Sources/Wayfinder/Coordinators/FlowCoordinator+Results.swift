extension FlowCoordinator {
  /// Ends this modal flow with `value`, from whichever of its screens is on top: the flow
  /// closes with every modal over it, and the call awaiting it gets `value`
  /// (``Navigator/finish(_:returning:)``).
  ///
  /// ```swift
  /// let addCard = FlowCoordinator<AppRoute, AppRoute>(navigator, on: .modal("addCard"))
  /// try addCard.finish(returning: Card(number: "4242"))
  /// ```
  ///
  /// - Throws: ``NavigationError/noModalPresented(action:)`` when this coordinator's stack is
  ///   a tab's, not a modal's; what ``Navigator/finish(_:returning:)`` throws.
  @discardableResult
  public func finish<Value: Sendable>(
    returning value: Value
  ) throws(NavigationError) -> StateTransition<Route> {
    guard case .modal(let id) = target else {
      throw .noModalPresented(action: "return a result from \(target)")
    }
    return try navigator.finish(id, returning: value)
  }
}
