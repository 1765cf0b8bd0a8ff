/// The rule of ``NavigationRules/declaredEdges``: forward navigation must be declared by the flow.
///
/// Each check runs before its command changes anything and costs O(actions on the screen) per
/// route it checks. Like the transition function, the checks are inlinable so that callers
/// specialise them for their own route type; building the refusal, which looks for the nearest
/// declared action, is not, as it runs only when a command is refused.
extension DeclaredEdges {
  /// Whether screen `from` declares an action pushing screen `to`.
  @inlinable
  func declaresPush(from: String, to: String) -> Bool {
    guard let declared = actions[from] else { return false }
    for action in declared {
      if case .screen(let id) = action.destination, id == to { return true }
    }
    return false
  }

  /// Checks that `route` may be pushed onto a stack whose top is `top`.
  @inlinable
  func checkPush(_ route: Route, onto top: Route) throws(NavigationError) {
    let from = screen(top)
    let to = screen(route)
    guard declaresPush(from: from, to: to) else { throw refusal(on: from, doing: .screen(to)) }
  }

  /// Checks that `routes` may be pushed in order onto a stack whose top is `top`: each one
  /// follows the one before it.
  @inlinable
  func checkPushes(_ routes: [Route], onto top: Route) throws(NavigationError) {
    var from = screen(top)
    for route in routes {
      let to = screen(route)
      guard declaresPush(from: from, to: to) else { throw refusal(on: from, doing: .screen(to)) }
      from = to
    }
  }

  /// Checks that the path of `stack` may become `newPath`.
  ///
  /// The longest common prefix of the two paths stays; every route after it must be declared
  /// from its predecessor (the root or the route before it), unless the whole new path is a
  /// `replace` the stack's top declares. A path that only gets shorter (a pop, as a back
  /// gesture does) is always allowed.
  @inlinable
  func checkPath(_ newPath: [Route], replacing stack: PathStack<Route>) throws(NavigationError) {
    let old = stack.path
    var kept = 0
    let common = min(old.count, newPath.count)
    while kept < common, old[kept] == newPath[kept] { kept += 1 }
    if kept == newPath.count { return }
    var from = screen(kept == 0 ? stack.root : newPath[kept - 1])
    var undeclared: (from: String, to: String)?
    for route in newPath[kept...] {
      let to = screen(route)
      guard declaresPush(from: from, to: to) else {
        undeclared = (from, to)
        break
      }
      from = to
    }
    guard let undeclared else { return }
    let top = screen(stack.top)
    if declaresReplace(from: top, with: newPath) { return }
    throw pathRefusal(
      top: top, newPath: newPath, extendsPath: kept == old.count, step: undeclared)
  }

  /// Whether screen `from` declares an action replacing the path with the screens of `path`.
  @inlinable
  func declaresReplace(from: String, with path: [Route]) -> Bool {
    guard let declared = actions[from] else { return false }
    for action in declared {
      guard case .path(let ids) = action.destination, ids.count == path.count else { continue }
      if zip(ids, path).allSatisfy({ $0 == screen($1) }) { return true }
    }
    return false
  }

  /// Checks that modal `id` may be presented over the screen `top`.
  @inlinable
  func checkPresent(_ id: ModalID, over top: Route) throws(NavigationError) {
    let from = screen(top)
    if let declared = actions[from] {
      for action in declared {
        if case .modal(let presented) = action.destination, presented == id { return }
      }
    }
    throw refusal(on: from, doing: .modal(id))
  }

  /// Checks that `route` may be selected in `column` of a split home from the screen `top`,
  /// the top of the column before it: a list that declares choosing it.
  @inlinable
  func checkSelect(_ route: Route, in column: SplitColumn, from top: Route) throws(NavigationError)
  {
    let from = screen(top)
    let to = screen(route)
    if let declared = actions[from] {
      for action in declared {
        if case .selection(let id, let selected) = action.destination, id == to, selected == column
        {
          return
        }
      }
    }
    throw refusal(on: from, doing: .selection(to, in: column))
  }

  /// The error for `screen` not declaring `requested`.
  @usableFromInline
  func refusal(on screen: String, doing requested: DeclaredAction.Destination) -> NavigationError {
    let nearest = Self.nearest(to: requested, among: actions(on: screen))
    if case .modal(let id) = requested, !presents(id) {
      return .undeclaredModal(id, screen: screen, nearest: nearest)
    }
    return .undeclaredNavigation(screen: screen, command: requested.description, nearest: nearest)
  }

  /// The error for a path that is neither walked through declared pushes nor declared as a
  /// replace: a path that only grows is refused as the push it does; a path that replaces
  /// screens, on a screen that declares replacing its path, as a replace; otherwise as the
  /// first push that is not declared.
  @usableFromInline
  func pathRefusal(
    top: String, newPath: [Route], extendsPath: Bool, step: (from: String, to: String)
  ) -> NavigationError {
    let replaces = actions(on: top).contains {
      if case .path = $0.destination { true } else { false }
    }
    if !extendsPath, replaces {
      return refusal(on: top, doing: .path(newPath.map(screen)))
    }
    return refusal(on: step.from, doing: .screen(step.to))
  }

  /// The declared action closest to `requested`: the one whose destination's name is nearest by
  /// edit distance, among actions of the same kind when there are any (a push prefers pushes).
  /// Ties go to the earlier action; `nil` when there is no action.
  static func nearest(
    to requested: DeclaredAction.Destination, among declared: [DeclaredAction]
  ) -> DeclaredAction? {
    let sameKind = declared.filter { $0.destination.kind == requested.kind }
    let name = Array(requested.name.lowercased().unicodeScalars)
    var best: (action: DeclaredAction, distance: Int)?
    for action in sameKind.isEmpty ? declared : sameKind {
      let distance = Suggestions.editDistance(
        name, Array(action.destination.name.lowercased().unicodeScalars))
      if distance < (best?.distance ?? .max) { best = (action, distance) }
    }
    return best?.action
  }
}

extension DeclaredAction.Destination {
  /// What kind of navigation the destination is: 0 push, 1 replace, 2 present, 3 select.
  var kind: Int {
    switch self {
    case .screen: 0
    case .path: 1
    case .modal: 2
    case .selection: 3
    }
  }

  /// The name edit distances compare: a screen id, the path's ids joined, a modal id.
  var name: String {
    switch self {
    case .screen(let id): id
    case .path(let ids): ids.joined(separator: ", ")
    case .modal(let id): id.rawValue
    case .selection(let id, _): id
    }
  }
}

extension NavigationState {
  /// ``visibleRoute``, specialised with the checks: the top of the topmost modal's stack, the
  /// launch screen while launching, or the top of the selected tab's stack.
  @inlinable
  var routeOnScreen: Route? {
    if let modal = modals.last { return modal.stack.top }
    if case .launching(let screen) = phase { return screen }
    guard let index = home.tabs.firstIndex(where: { $0.id == home.selectedTab }) else { return nil }
    return home.tabs[index].stack.top
  }
}
