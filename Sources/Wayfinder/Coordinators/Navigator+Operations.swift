extension Navigator {
  /// Applies `commands` in order as one transition: observers are called once, a trace records
  /// one entry, and when one command is refused none is applied.
  ///
  /// ```swift
  /// try navigator.perform([.dismissAll, .popToRoot()])            // go home
  /// try navigator.perform([.selectTab("tab2"), .push(.detail)])   // switch tab, then push
  /// ```
  ///
  /// - Parameter commands: The commands, applied one after the other to the state the one
  ///   before left.
  /// - Returns: The one transition from the state before the first to the state after the last.
  /// - Throws: The first refusal; the state is then unchanged and observers are not called.
  @inlinable @discardableResult
  public func perform(
    _ commands: [NavigationCommand<Route>]
  ) throws(NavigationError) -> StateTransition<Route> {
    try send(.transaction(commands))
  }

  /// Goes back as a system back does: pops the stack on screen, or dismisses the top modal
  /// when its stack is at its root (``NavigationCommand/back``).
  ///
  /// - Throws: ``NavigationError/backVetoed(screen:reason:)`` when the screen holds back, or
  ///   what a pop or a dismiss throws.
  @inlinable @discardableResult
  public func back() throws(NavigationError) -> StateTransition<Route> {
    try send(.back)
  }

  /// Why ``back()`` would be refused now, or `nil` when it would go back: for a back button or
  /// a back gesture to show whether it can.
  public var backRefusal: NavigationError? { state.backRefusal(rules: rules) }
}
