internal import Wayfinder

extension FlowValidator {
  /// Checks what an action's navigation names — screens, modals, tabs, deep links, arguments —
  /// and completes it (widened arguments, a `present:`'s declared style), each step of a `do:`
  /// list at its own place. A move onto the stack of a single-screen modal is reported while
  /// the action still acts on its own screen: not after a finish that closes its modal, nor
  /// after a step that changes what is presented.
  mutating func checkNavigation(
    of action: inout ActionDefinition, on screen: ScreenDefinition, _ finish: FinishContext
  ) {
    var onOwnScreen = true
    if case .modal(let modal) = screen.owner, finish.navigatesUnder(action, on: modal) {
      onOwnScreen = false
    }
    guard case .transaction(let steps) = action.effect else {
      action.effect = checked(
        action.effect, at: action.place, routes: 0, onOwnScreen: onOwnScreen, of: &action,
        on: screen)
      return
    }
    var checkedSteps = steps
    var routes = 0
    for (position, step) in steps.enumerated() {
      let place =
        action.stepPlaces.indices.contains(position) ? action.stepPlaces[position] : action.place
      checkedSteps[position] = checked(
        step, at: place, routes: routes, onOwnScreen: onOwnScreen, of: &action, on: screen)
      routes += step.routeCount
      if step.changesPresentation { onOwnScreen = false }
    }
    action.effect = .transaction(checkedSteps)
  }

  /// `effect` checked and completed; `routes` is how many routes the steps before it name,
  /// from which its forwarded arguments count.
  private mutating func checked(
    _ effect: ActionDefinition.Effect, at place: ActionDefinition.Place, routes: Int,
    onOwnScreen: Bool, of action: inout ActionDefinition, on screen: ScreenDefinition
  ) -> ActionDefinition.Effect {
    let at = place.target
    func route(_ route: ScreenRoute, _ index: Int = 0) -> ScreenRoute? {
      checkRoute(route, index: routes + index, at: at, place: place, for: &action, on: screen)
    }
    switch effect {
    case .none, .pop, .popToRoot, .dismiss, .back, .dismissAll, .transaction: return effect
    case .push(let target):
      if onOwnScreen, let modal = singleScreenModal(of: screen) {
        bag.report(.pushInSingleScreenModal(modal.rawValue), at: at)
      }
      return route(target).map(ActionDefinition.Effect.push) ?? effect
    case .setRoot(let target), .replaceTop(let target), .pushNew(let target),
      .bringToFront(let target):
      if onOwnScreen, let modal = singleScreenModal(of: screen), let key = effect.key {
        bag.report(.noStackForMove(key: key, modal: modal.rawValue), at: place.key)
      }
      guard let checked = route(target) else { return effect }
      return effect.replacingRoute(with: checked)
    case .popTo(let target):
      if definition.screens[target] == nil {
        unknown("screen", target, at: at, among: screenIDs)
      }
      return effect
    case .replace(let targets):
      return .replace(targets.enumerated().map { route($1, $0) ?? $1 })
    case .present(let modalID, let root, let style):
      guard let modal = definition.modal(modalID) else {
        unknown("modal", modalID.rawValue, at: at, among: definition.modals.map(\.id.rawValue))
        return effect
      }
      // An action that does not say `style:` presents the modal as the modal declares.
      let presented = place.declaresStyle ? style : modal.style
      if place.declaresStyle, presented.isDialog, modal.isFlow {
        bag.report(.dialogFlow(modalID.rawValue, kind: presented.displayName), at: at)
      }
      let checked = route(ScreenRoute(modal.root, arguments: root.arguments)) ?? root
      return .present(modalID, root: checked, style: presented)
    case .select(let target, let column):
      checkColumn(column, key: "select", at: place)
      return route(target).map { .select($0, in: column) } ?? effect
    case .deselect(let column):
      checkColumn(column, key: "deselect", at: place)
      return effect
    case .switchTab(let tab):
      if definition.home.split != nil {
        bag.report(.split(.switchTab(tab.rawValue)), at: at)
        return effect
      }
      let tabNames = definition.home.tabIDs.map(\.rawValue)
      if !tabNames.contains(tab.rawValue) {
        unknown("tab", tab.rawValue, at: at, among: tabNames)
      }
      return effect
    case .open(let url):
      let matches = definition.deepLinks.contains {
        if case .matched = $0.pattern.match(url) { return true }
        return false
      }
      // A link whose pattern did not parse may be the one meant: that error says enough.
      let scheme = url.firstRange(of: "://").map { url[..<$0.lowerBound].lowercased() }
      if !matches, !(rejected["deepLinkScheme"]?.contains(scheme ?? "") ?? false) {
        bag.report(.noDeepLinkMatch(url), at: at)
      }
      return effect
    }
  }

  /// Reports a column `select` or `deselect` (`key`) cannot act on: any, on a home that is no
  /// split; the sidebar, whose root is never selected; the content column of a split of two.
  private mutating func checkColumn(
    _ column: SplitColumn, key: String, at place: ActionDefinition.Place
  ) {
    let at = place.column ?? place.target
    guard let split = definition.home.split else {
      let home = definition.home.layout == .tabs ? "a tab bar" : "a single flow"
      bag.report(.split(.noSplit(key: key, home: home)), at: place.key)
      return
    }
    if column == .sidebar {
      bag.report(.split(.sidebar(key: key)), at: at)
    } else if split.flow(of: column) == nil,
      rejected["splitColumn"]?.contains(column.rawValue) != true
    {
      bag.report(.split(.noContentColumn(key: key)), at: at)
    }
  }

  /// The modal `screen` is in when that modal shows a single screen with no stack.
  private func singleScreenModal(of screen: ScreenDefinition) -> ModalID? {
    guard case .modal(let modal) = screen.owner, definition.modal(modal)?.isFlow == false else {
      return nil
    }
    return modal
  }
}

extension ActionDefinition.Effect {
  /// How many routes the effect names, as `FlowAction.Navigation.routes` counts them.
  var routeCount: Int {
    switch self {
    case .push, .setRoot, .replaceTop, .pushNew, .bringToFront, .present, .select: 1
    case .replace(let routes): routes.count
    case .transaction(let steps): steps.reduce(0) { $0 + $1.routeCount }
    case .none, .pop, .popTo, .popToRoot, .dismiss, .switchTab, .open, .back, .dismissAll,
      .deselect:
      0
    }
  }

  /// Whether the effect may change what is presented, so that the steps after it act on
  /// another stack than the screen's own.
  var changesPresentation: Bool {
    switch self {
    case .present, .dismiss, .dismissAll, .back, .switchTab, .open, .transaction, .select,
      .deselect:
      true
    case .none, .push, .pop, .popTo, .popToRoot, .replace, .setRoot, .replaceTop, .pushNew,
      .bringToFront:
      false
    }
  }

  /// The effect's steps: a `do:` list's, or the effect alone.
  var steps: [Self] {
    if case .transaction(let steps) = self { steps } else { [self] }
  }

  /// The screens the effect puts on a stack, bottom first.
  package var stackedScreens: [String] {
    switch self {
    case .push(let route), .setRoot(let route), .replaceTop(let route), .pushNew(let route),
      .bringToFront(let route):
      [route.screen]
    case .replace(let routes): routes.map(\.screen)
    case .transaction(let steps): steps.flatMap(\.stackedScreens)
    case .none, .pop, .popTo, .popToRoot, .present, .dismiss, .switchTab, .open, .back,
      .dismissAll, .select, .deselect:
      []
    }
  }

  /// Whether the effect takes the user out of the modal its screen is in: a dismissal, a tab,
  /// or `back` on the modal's root.
  func leavesModal(onItsRoot: Bool) -> Bool {
    switch self {
    case .dismiss, .dismissAll, .switchTab: true
    case .back: onItsRoot
    case .transaction(let steps): steps.contains { $0.leavesModal(onItsRoot: onItsRoot) }
    default: false
    }
  }

  /// The effect with the one route it names replaced by `route`.
  func replacingRoute(with route: ScreenRoute) -> Self {
    switch self {
    case .push: .push(route)
    case .setRoot: .setRoot(route)
    case .replaceTop: .replaceTop(route)
    case .pushNew: .pushNew(route)
    case .bringToFront: .bringToFront(route)
    case .select(_, let column): .select(route, in: column)
    default: self
    }
  }
}
