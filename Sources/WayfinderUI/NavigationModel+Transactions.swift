public import Wayfinder

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// Applies `commands` in order as one change: the views see the state before and the state
  /// after, never one in between, and when the engine refuses one command none is applied
  /// and the refusal is reported.
  ///
  /// ```swift
  /// model.perform([.dismissAll, .popToRoot()])                 // go home
  /// model.perform([.dismiss, .present(.screen(.share, id: "share"))])   // swap modals
  /// ```
  ///
  /// - Returns: Whether the engine applied them.
  @discardableResult
  public func perform(_ commands: [NavigationCommand<Route>]) -> Bool {
    send(.transaction(commands))
  }

  /// Goes back as a system back does: pops the stack on screen, or dismisses the top modal
  /// when its stack is at its root. A refusal (a screen holding back, a gate) is reported.
  ///
  /// - Returns: Whether the engine went back.
  @discardableResult
  public func back() -> Bool { send(.back) }

  /// Whether ``back()`` would go back now: bind a back button's visibility or a sheet's
  /// `interactiveDismissDisabled` to it. Reading it tracks ``state``.
  public var canGoBack: Bool { backRefusal == nil }

  /// Why ``back()`` would be refused now (a screen holding back says why), or `nil`.
  public var backRefusal: NavigationError? { state.backRefusal(rules: navigator.rules) }
}
