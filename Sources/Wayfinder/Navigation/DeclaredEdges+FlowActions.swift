extension DeclaredEdges where Route: FlowRoute {
  /// The navigation an app's actions declare: from each screen, the actions that push a
  /// screen (or put one on the stack another way), replace the path, present a modal or
  /// select a screen in a column of a split, in
  /// order, a transaction once per such step; a screen without such an action declares none. An action with a `when:` condition is an edge too: the flow declares it.
  /// The flow loader and generated Swift both derive their edges this way. O(actions).
  ///
  /// - Parameter flowActions: Each screen's actions by screen identifier, as
  ///   ``FlowProgram/actions`` holds them.
  public init(flowActions: [String: [FlowAction]]) {
    var actions: [String: [DeclaredAction]] = [:]
    for (screen, list) in flowActions {
      let declared = list.flatMap { action in
        Self.destinations(of: action.navigation).map { DeclaredAction(action.label, $0) }
      }
      if !declared.isEmpty { actions[screen] = declared }
    }
    self.init(actions: actions) { $0.screenRoute.screen }
  }

  /// Where `navigation` leads forward: a screen pushed (by `push`, `setRoot`, `replaceTop`,
  /// `pushNew` or `bringToFront`, which the rules check as pushes), a path replaced, a modal
  /// presented, a screen selected in a column of a split; each step's of a transaction, in
  /// order.
  private static func destinations(
    of navigation: FlowAction.Navigation
  ) -> [DeclaredAction.Destination] {
    switch navigation {
    case .push(let route), .setRoot(let route), .replaceTop(let route), .pushNew(let route),
      .bringToFront(let route):
      [.screen(route.screen)]
    case .replace(let routes): [.path(routes.map { $0.screen })]
    case .present(let modal, _, _, _, _, _): [.modal(modal)]
    case .select(let route, let column): [.selection(route.screen, in: column)]
    case .transaction(let steps): steps.flatMap(destinations)
    case .none, .pop, .popTo, .popToRoot, .dismiss, .switchTab, .open, .back, .dismissAll,
      .deselect:
      []
    }
  }
}
