public import Wayfinder

extension ActionDefinition {
  /// The action as the runtime performs it: the one mapping from a flow file's action to the
  /// core's `FlowAction`, used by sessions and by generated Swift alike. O(size of the action).
  ///
  /// - Parameter definition: The app, which says whether a presented modal has a stack.
  /// - Returns: The core action.
  public func flowAction(in definition: FlowDefinition) -> FlowAction {
    FlowAction(
      label, navigation(in: definition), sets: sets, finishesStep: finishesStep,
      runs: runs.map { StepID($0) }, forwardedArguments: forwardedArguments,
      condition: condition, role: role,
      resultReceiver: resultFact.flatMap { name in
        definition.fact(name).map { ResultReceiver.fact(name, type: $0.type) }
      },
      returns: returns)
  }

  private func navigation(in definition: FlowDefinition) -> FlowAction.Navigation {
    Self.navigation(of: effect, in: definition)
  }

  private static func navigation(
    of effect: Effect, in definition: FlowDefinition
  ) -> FlowAction.Navigation {
    switch effect {
    case .none: .none
    case .push(let route): .push(route)
    case .pop(let count): .pop(count: count)
    case .popTo(let screen): .popTo(screen: screen)
    case .popToRoot: .popToRoot
    case .replace(let routes): .replace(routes)
    case .present(let id, let root, let style):
      // The modal's detents, unless the action shows it as a full-screen cover.
      .present(
        id, root: root, style: style, hasNavigation: definition.modal(id)?.isFlow ?? false,
        detents: definition.modal(id)?.detents(for: style) ?? [],
        detent: definition.modal(id)?.selectedDetent)
    case .dismiss: .dismiss
    case .switchTab(let tab): .switchTab(tab)
    case .open(let url): .open(url: url)
    case .back: .back
    case .dismissAll: .dismissAll
    case .setRoot(let route): .setRoot(route)
    case .replaceTop(let route): .replaceTop(route)
    case .pushNew(let route): .pushNew(route)
    case .bringToFront(let route): .bringToFront(route)
    case .select(let route, let column): .select(route, in: column)
    case .deselect(let column): .deselect(column)
    case .transaction(let steps): .transaction(steps.map { navigation(of: $0, in: definition) })
    }
  }
}
