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
  /// | `dismiss`, `dismissModal`, `dismissAll`, `returnFrom` | the modal (and those over it) went, no other |
  /// | `replaceTop` | the route is on top, at the same depth, over the same screens |
  /// | `popFrom` | the stack is the screens below the position |
  /// | `pushNew`, `bringToFront` | the route is on top |
  ///
  /// And no command removes the modal of an interaction the user may not dismiss (a gate, or a
  /// required step): only the sequence ends those.
  ///
  /// A stack is compared where the command changed it — its depth, its top, and the screen
  /// below what it pushed or popped — not screen by screen, so a check costs O(tabs + modals +
  /// the routes the command names), not O(depth). Exploration checks every command's
  /// transition with it.
  @inlinable
  package func contractViolations() -> [String] {
    guard case .command(let command) = cause else { return [] }
    var problems: [String] = []
    for mark in removedInteractions where mark.role != .dismissible {
      problems.append("\(command): it removed the modal of step '\(mark.step)'")
    }
    return problems + promise(of: command)
  }

  @inlinable
  func promise(of command: NavigationCommand<Route>) -> [String] {
    switch command {
    case .push(let route, let target):
      return promise(of: command, on: target) { after, before in
        after.count == before.count + 1 && after.top == route
          && Self.keeps(before.count - 1, of: before, in: after)
      }
    case .pushAll(let routes, let target):
      return promise(of: command, on: target) { after, before in
        after.count == before.count + routes.count
          && after.routesFromTop.prefix(routes.count).elementsEqual(routes.reversed())
          && Self.keeps(before.count - 1, of: before, in: after)
      }
    case .pop(let count, let target):
      guard before.home.selectedTab == after.home.selectedTab else { return [] }
      return promise(of: command, on: target) { after, before in
        after.count == before.count - count
          && Self.keeps(after.count - 1, of: before, in: after)
      }
    case .popTo(let route, let target):
      return promise(of: command, on: target) { after, before in
        after.top == route && after.count <= before.count
          && Self.keeps(after.count - 1, of: before, in: after)
      }
    case .popToRoot(let target):
      return promise(of: command, on: target) { after, _ in !after.canGoBack }
    case .setPath(let routes, let target):
      return promise(of: command, on: target) { after, _ in
        after.count - 1 == routes.count
          && after.routesFromTop.prefix(routes.count).elementsEqual(routes.reversed())
      }
    case .selectTab(let id):
      return selection(of: id, command)
    case .present(let modal):
      let kept =
        after.modals.count == before.modals.count + 1 && after.modals.last?.id == modal.id
        && Self.sameIDs(after.modals.dropLast(), before.modals[...])
      return kept
        ? [] : ["\(command): the modals up are \(ids(after)), not \(ids(before)) + '\(modal.id)'"]
    case .dismiss:
      return dismissal(keeping: max(0, before.modals.count - 1), command)
    case .dismissModal(let id), .returnFrom(let id):
      return dismissal(keeping: before.modals.firstIndex { $0.id == id } ?? 0, command)
    case .dismissAll:
      return dismissal(keeping: 0, command)
    case .replaceTop(let route, let target):
      return promise(of: command, on: target, rooted: false) { after, before in
        after.count == before.count && after.top == route
          && Self.keeps(before.count - 2, of: before, in: after)
      }
    case .popFrom(_, let position, let target):
      return promise(of: command, on: target) { after, before in
        after.count == position + 1 && Self.keeps(position, of: before, in: after)
      }
    case .pushNew(let route, let target), .bringToFront(let route, let target):
      return promise(of: command, on: target) { after, _ in after.top == route }
    case .selectDetent(let detent, _):
      let rests =
        after.modals.last?.selectedDetent == detent
        && Self.sameIDs(after.modals[...], before.modals[...])
      return rests ? [] : ["\(command): the top modal of \(ids(after)) does not rest there"]
    case .select(let route, let column):
      return after.selection(in: column) == route && after[column: column]?.canGoBack == false
        && Self.sameIDs(after.modals[...], before.modals[...])
        ? []
        : [
          "\(command): the \(column) column shows \(after[column: column].map(describe) ?? "nothing")"
        ]
    case .deselect(let column):
      return after[column: column] == nil
        && after.home.tabs.elementsEqual(before.home.tabs.prefix(after.home.tabs.count))
        ? [] : ["\(command): the \(column) column or those before it changed"]
    case .setWidth(let width):
      return after.splitWidth == width && after.home.tabs == before.home.tabs
        && after.modals == before.modals
        ? [] : ["\(command): the columns or the modals changed with the width"]
    case .open, .showLaunchScreen, .finishLaunch, .setRoot, .back, .presentOrReveal, .addTab,
      .removeTab, .transaction, .beginBack, .completeBack, .cancelBack:
      // What these do depends on the rules or on what each step found; the property tests of
      // the operations hold them to a model instead.
      return []
    }
  }

  /// Whether the stack `target` names, after and before, keeps `kept` and its root.
  @inlinable
  func promise(
    of command: NavigationCommand<Route>, on target: StackTarget, rooted: Bool = true,
    _ kept: (_ after: PathStack<Route>, _ before: PathStack<Route>) -> Bool
  ) -> [String] {
    guard let old = stack(target, in: before), let new = stack(target, in: after) else {
      return ["\(command): the stack it acted on is gone"]
    }
    guard new.root == old.root || !rooted || old.count == 1, kept(new, old) else {
      return ["\(command): the stack went from \(describe(old)) to \(describe(new))"]
    }
    return []
  }

  /// Whether `new` keeps the first `count` screens of `old`'s path, judged by the last of them.
  /// O(screens above them in either stack): O(change) for a command's before and after.
  @inlinable
  static func keeps(
    _ count: Int, of old: PathStack<Route>, in new: PathStack<Route>
  ) -> Bool {
    guard count > 0 else { return true }
    guard let kept = new.pushed.node(counting: count), let was = old.pushed.node(counting: count)
    else { return false }
    return kept.route == was.route
  }

  /// Whether two stacks look the same: root, depth and top. O(1).
  @inlinable
  static func alike(_ new: PathStack<Route>, _ old: PathStack<Route>) -> Bool {
    new.root == old.root && new.count == old.count && new.top == old.top
  }

  /// Whether two runs of modals are the same modals, by identifier. O(modals).
  @inlinable
  static func sameIDs(
    _ new: ArraySlice<Modal<Route>>, _ old: ArraySlice<Modal<Route>>
  ) -> Bool {
    new.count == old.count && zip(new, old).allSatisfy { $0.id == $1.id }
  }

  @inlinable
  func selection(of id: TabID, _ command: NavigationCommand<Route>) -> [String] {
    var problems: [String] = []
    if after.home.selectedTab != id {
      problems.append("\(command): tab '\(after.home.selectedTab)' is selected")
    }
    // Tabs never move, so each is compared with itself by position. O(tabs).
    for (tab, new) in zip(before.home.tabs, after.home.tabs.lazy.map { $0.stack }) {
      let kept =
        Self.alike(new, tab.stack)
        || (tab.id == id && !new.canGoBack && new.root == tab.stack.root)
      if !kept {
        problems.append(
          "\(command): tab '\(tab.id)' went from \(describe(tab.stack)) to \(describe(new))")
      }
    }
    return problems
  }

  @inlinable
  func dismissal(keeping count: Int, _ command: NavigationCommand<Route>) -> [String] {
    Self.sameIDs(after.modals[...], before.modals.prefix(count))
      ? [] : ["\(command): the modals up went from \(ids(before)) to \(ids(after))"]
  }

  /// The stack `target` names in `state`: as the transition function finds it.
  @inlinable
  func stack(_ target: StackTarget, in state: NavigationState<Route>) -> PathStack<Route>? {
    switch target {
    case .visible: state.modals.last?.stack ?? state.home.selectedStack
    case .tab(let id): state.home[id]
    case .modal(let id): state.modals.first { $0.id == id }?.stack
    case .column(let column): state[column: column]
    }
  }

  @usableFromInline
  func describe(_ stack: PathStack<Route>) -> String {
    "[" + stack.routes.map { "'\(RouteDescription.of($0))'" }.joined(separator: ", ") + "]"
  }

  @usableFromInline
  func ids(_ state: NavigationState<Route>) -> [String] { state.modals.map { $0.id.rawValue } }
}
