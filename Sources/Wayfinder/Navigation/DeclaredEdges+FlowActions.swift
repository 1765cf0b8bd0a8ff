extension DeclaredEdges where Route: FlowRoute {
  /// The navigation an app's actions declare: from each screen, the actions that push a
  /// screen, replace the path or present a modal, in order; a screen without such an action
  /// declares none. An action with a `when:` condition is an edge too: the flow declares it.
  /// The flow loader and generated Swift both derive their edges this way. O(actions).
  ///
  /// - Parameter flowActions: Each screen's actions by screen identifier, as
  ///   ``FlowProgram/actions`` holds them.
  public init(flowActions: [String: [FlowAction]]) {
    var actions: [String: [DeclaredAction]] = [:]
    for (screen, list) in flowActions {
      let declared = list.compactMap { action -> DeclaredAction? in
        switch action.navigation {
        case .push(let route): DeclaredAction(action.label, .screen(route.screen))
        case .replace(let routes): DeclaredAction(action.label, .path(routes.map { $0.screen }))
        case .present(let modal, _, _, _): DeclaredAction(action.label, .modal(modal))
        case .none, .pop, .popTo, .popToRoot, .dismiss, .switchTab, .open: nil
        }
      }
      if !declared.isEmpty { actions[screen] = declared }
    }
    self.init(actions: actions) { $0.screenRoute.screen }
  }
}
