public import Wayfinder

extension FlowDefinition {
  /// The navigation this app declares, for holding Swift navigation to it with
  /// `NavigationRules.declaredEdges`.
  ///
  /// Every screen's actions that navigate forward, in declaration order: `push:` leads to a
  /// screen, `replace:` to a path, `present:` to a modal. Actions with other effects are not
  /// edges, and screens with no such action are left out. An action with a `when:` condition
  /// is an edge too: the flow declares it, and whether it is available is the session's
  /// concern.
  ///
  /// ```swift
  /// var rules = app.navigationRules()
  /// rules.declaredEdges = app.declaredEdges()
  /// try state.apply(.push("tertiary"), rules: rules)   // throws unless the top screen
  ///                                                     // declares `push: tertiary`
  /// ```
  public func declaredEdges() -> DeclaredEdges<ScreenRoute> {
    DeclaredEdges(flowActions: screens.mapValues { $0.actions.map { $0.flowAction(in: self) } })
  }
}
