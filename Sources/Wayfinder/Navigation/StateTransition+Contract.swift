extension StateTransition {
  /// The ways this transition breaks what its command promises, whatever the state and the
  /// rules; empty when it keeps the promise (or when nothing can be said without the rules: a
  /// deep link, the launch's own commands, a change of the interaction sequence):
  ///
  /// | Command | Promise |
  /// |---|---|
  /// | `push`, `pushAll` | the stack gains the routes on top |
  /// | `pop(count:)` | the stack loses `count` screens (unless Back left a deep link for its tab) |
  /// | `popTo` | the route ends on top, and only screens above it went |
  /// | `popToRoot` | only the root is left |
  /// | `setPath` | the path is the routes |
  /// | `selectTab` | the tab is selected, every other tab's stack is as it was |
  /// | `present` | the modal goes on top of those up |
  /// | `dismiss`, `dismissModal`, `dismissAll` | the modal (and those over it) went, no other |
  ///
  /// And no command removes the modal of an interaction the user may not dismiss (a gate, or a
  /// required step): only the sequence ends those.
  ///
  /// Exploration checks every command's transition with it. O(depth + tabs + modals).
  package func contractViolations() -> [String] {
    guard case .command(let command) = cause else { return [] }
    let name = command.description
    let removed = removedInteractions.filter { $0.role != .dismissible }
    return removed.map { "\(name): it removed the modal of step '\($0.step)'" }
      + promise(of: command, name)
  }

  private func promise(of command: NavigationCommand<Route>, _ name: String) -> [String] {
    switch command {
    case .push(let route, let target):
      return promise(name, on: target) { $0.path == $1.path + [route] }
    case .pushAll(let routes, let target):
      return promise(name, on: target) { $0.path == $1.path + routes }
    case .pop(let count, let target):
      guard before.home.selectedTab == after.home.selectedTab else { return [] }
      return promise(name, on: target) { $0.path == Array($1.path.dropLast(count)) }
    case .popTo(let route, let target):
      return promise(name, on: target) { after, before in
        after.top == route && before.path.starts(with: after.path)
      }
    case .popToRoot(let target):
      return promise(name, on: target) { after, _ in after.path.isEmpty }
    case .setPath(let routes, let target):
      return promise(name, on: target) { after, _ in after.path == routes }
    case .selectTab(let id):
      return selection(of: id, name)
    case .present(let modal):
      let kept = after.modals.dropLast() == before.modals[...]
      return kept && after.modals.last?.id == modal.id
        ? [] : ["\(name): the modals up are \(ids(after)), not \(ids(before)) + '\(modal.id)'"]
    case .dismiss:
      return dismissal(keeping: max(0, before.modals.count - 1), name)
    case .dismissModal(let id):
      return dismissal(keeping: before.modals.firstIndex { $0.id == id } ?? 0, name)
    case .dismissAll:
      return dismissal(keeping: 0, name)
    case .open, .showLaunchScreen, .finishLaunch:
      return []
    }
  }

  /// Whether the stack `target` names, after and before, keeps `kept`; the modals must stay.
  private func promise(
    _ name: String, on target: StackTarget,
    _ kept: (_ after: PathStack<Route>, _ before: PathStack<Route>) -> Bool
  ) -> [String] {
    guard let old = stack(target, in: before), let new = stack(target, in: after) else {
      return ["\(name): the stack it acted on is gone"]
    }
    guard new.root == old.root, kept(new, old) else {
      return ["\(name): the stack went from \(describe(old)) to \(describe(new))"]
    }
    return []
  }

  private func selection(of id: TabID, _ name: String) -> [String] {
    var problems: [String] = []
    if after.home.selectedTab != id {
      problems.append("\(name): tab '\(after.home.selectedTab)' is selected")
    }
    for tab in before.home.tabs {
      guard let new = after.home[tab.id] else { continue }
      let kept =
        new == tab.stack || (tab.id == id && new.path.isEmpty && new.root == tab.stack.root)
      if !kept {
        problems.append(
          "\(name): tab '\(tab.id)' went from \(describe(tab.stack)) to \(describe(new))")
      }
    }
    return problems
  }

  private func dismissal(keeping count: Int, _ name: String) -> [String] {
    after.modals == Array(before.modals.prefix(count))
      ? [] : ["\(name): the modals up went from \(ids(before)) to \(ids(after))"]
  }

  /// The stack `target` names in `state`: as the transition function finds it.
  private func stack(_ target: StackTarget, in state: NavigationState<Route>) -> PathStack<Route>? {
    switch target {
    case .visible: state.modals.last?.stack ?? state.home.selectedStack
    case .tab(let id): state.home[id]
    case .modal(let id): state.modals.first { $0.id == id }?.stack
    }
  }

  private func describe(_ stack: PathStack<Route>) -> String {
    "[" + stack.routes.map { "'\(RouteDescription.of($0))'" }.joined(separator: ", ") + "]"
  }

  private func ids(_ state: NavigationState<Route>) -> [String] { state.modals.map(\.id.rawValue) }
}
