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
    var actions: [String: [DeclaredAction]] = [:]
    for (id, screen) in screens {
      let declared = screen.actions.compactMap { action -> DeclaredAction? in
        switch action.effect {
        case .push(let route): DeclaredAction(action.label, .screen(route.screen))
        case .replace(let routes): DeclaredAction(action.label, .path(routes.map(\.screen)))
        case .present(let modal, _, _): DeclaredAction(action.label, .modal(modal))
        case .none, .pop, .popTo, .popToRoot, .dismiss, .switchTab, .open: nil
        }
      }
      if !declared.isEmpty { actions[id] = declared }
    }
    return DeclaredEdges(actions: actions) { $0.screen }
  }
}
