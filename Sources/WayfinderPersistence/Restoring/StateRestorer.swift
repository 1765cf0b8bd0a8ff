internal import Wayfinder

/// Rebuilds a saved navigation state on the app as it is now, keeping what still fits and
/// collecting a warning for each thing it drops. See ``SavedState/restore(for:)`` and, in
/// `WayfinderTools`, `SavedState.restore(against:)`.
///
/// A restored state is held to what live navigation could have produced: the app still has
/// its routes, each stack starts at its root, and — as far as `Context` can tell — a screen
/// sits above a root only if the app's actions or deep links can put it there
/// (``StackMembership``), so a modal's screen, a launch screen or another tab's screen in a
/// tab's stack drops back with a warning. The rules are here, once; `Context` only says what
/// the app has.
struct StateRestorer<Context: RestoreContext> {
  typealias Route = Context.Route

  private(set) var context: Context
  var warnings: [RestoreWarning]

  init(_ context: Context, warnings: [RestoreWarning]) {
    self.context = context
    self.warnings = warnings
  }

  /// The navigation state `saved` becomes in the app as it is now.
  mutating func restore(
    _ saved: SavedNavigation
  ) throws(NavigationError) -> NavigationState<Route> {
    var phase: LaunchPhase<Route> = .home
    if saved.phase == .launching {
      phase = .launching(screen: saved.launchScreen.flatMap { launchScreen($0) })
    }
    var state = try home(saved, phase: phase)
    state.modals = modals(saved.modals)
    state.interactionsPending = saved.interactionsPending ?? false
    if let link = saved.pendingDeepLink {
      // The core's rule: a link waits only while the launch or an interaction holds it.
      if state.holdsDeepLinks {
        state.pendingDeepLink = deepLink(link)
      } else {
        warnings.append(.deepLinkDropped(url: link.url, problem: .deepLinkPendingOnHome))
      }
    }
    // Where Back returns is kept only while it still fits the restored stacks; it is a
    // convenience, not something to warn about.
    state.deepLinkReturn = saved.deepLinkReturn
    if !state.invariantViolations().isEmpty { state.deepLinkReturn = nil }
    if let problem = state.invariantViolations().first {
      warnings.append(.stateRebuilt(problem))
      return try context.freshHome()
    }
    return state
  }

  /// Home with the app's tabs, in its order, each keeping what fits of its saved stack; a
  /// split's columns (``splitHome(_:split:phase:)``).
  private mutating func home(
    _ saved: SavedNavigation, phase: LaunchPhase<Route>
  ) throws(NavigationError) -> NavigationState<Route> {
    if let split = context.split { return try splitHome(saved, split: split, phase: phase) }
    let roots = context.roots
    let tabIDs = roots.map(\.id)
    let selectedExists = tabIDs.contains(saved.selectedTab)
    let selected = selectedExists ? saved.selectedTab : tabIDs.first
    var savedStacks: [TabID: SavedNavigation.Stack] = [:]
    var reportedSelection = selectedExists
    for stack in saved.tabs {
      if savedStacks[stack.id] != nil {
        warnings.append(.tabDropped(stack.id, problem: .duplicateTab(stack.id), selected: nil))
      } else if tabIDs.contains(stack.id) {
        savedStacks[stack.id] = stack
      } else {
        let replacement = stack.id == saved.selectedTab ? selected : nil
        if replacement != nil { reportedSelection = true }
        savedStacks[stack.id] = stack
        warnings.append(
          .tabDropped(stack.id, problem: .unknownTab(stack.id), selected: replacement))
      }
    }
    if !reportedSelection {
      warnings.append(
        .tabDropped(saved.selectedTab, problem: .unknownTab(saved.selectedTab), selected: selected))
    }
    var tabs: [NavigationTab<Route>] = []
    for (id, root) in roots {
      let owner: StackOwner = context.layout == .tabs ? .tab(id) : .flow(id)
      let stack = savedStacks[id].map {
        stackFitting(root: $0.root, path: $0.path, expected: root, owner: owner, tab: id)
      }
      tabs.append(NavigationTab(id, root: root, path: stack?.path ?? []))
    }
    guard context.layout == .flow, let flow = tabs.first else {
      return try NavigationState(tabs: tabs, selectedTab: selected, phase: phase)
    }
    return NavigationState(
      flow: flow.id, root: flow.stack.root, path: flow.stack.path, phase: phase)
  }

  /// The saved stack cut to what fits: the whole stack back at `expected` when its root does not
  /// fit, otherwise the path up to its first route that does not, or that navigation could not
  /// have put on this stack (of `tab`, or of a modal when `nil`). O(path length) after the
  /// root's ``StackMembership`` set is known.
  mutating func stackFitting(
    root: ScreenRoute, path: [ScreenRoute], expected: Route, owner: StackOwner, tab: TabID?
  ) -> PathStack<Route> {
    switch context.route(root) {
    case .failure(let problem):
      warnings.append(.stackTruncated(owner, problem: problem, top: expected.screenRoute))
      return PathStack(root: expected, owner: owner)
    case .success(let checked) where checked != expected:
      warnings.append(
        .stackTruncated(
          owner, problem: .notRoot(root.description, owner: owner), top: expected.screenRoute))
      return PathStack(root: expected, owner: owner)
    case .success:
      break
    }
    var stack = PathStack(root: expected, owner: owner)
    let rootScreen = expected.screenRoute.screen
    for route in path {
      switch context.route(route) {
      case .success(let checked)
      where !context.allows(checked.screenRoute.screen, above: rootScreen, tab: tab):
        warnings.append(
          .stackTruncated(
            owner, problem: .notOnStack(checked.screenRoute.screen, owner: owner),
            top: stack.top.screenRoute))
        return stack
      case .success(let checked):
        stack.push(checked)
      case .failure(let problem):
        warnings.append(.stackTruncated(owner, problem: problem, top: stack.top.screenRoute))
        return stack
      }
    }
    return stack
  }

  /// The saved modals, bottom first, up to the first one that no longer fits; that one and those
  /// above it are dismissed.
  private mutating func modals(_ saved: [SavedNavigation.Modal]) -> [Modal<Route>] {
    var kept: [Modal<Route>] = []
    for (index, modal) in saved.enumerated() {
      // An app's alert is a question of the moment: it is not restored (a step's comes back).
      if modal.interaction == nil, modal.style.isDialog {
        warnings.append(.dialogDropped(modal.id, style: modal.style))
        continue
      }
      let problem: RestoreProblem
      if kept.contains(where: { $0.id == modal.id }) {
        problem = .duplicateModal(modal.id)
      } else if let step = modal.interaction?.step,
        let up = kept.lazy.compactMap(\.interaction).first
      {
        problem = .secondInteraction(step, over: up.step)
      } else {
        switch self.modal(modal, strict: false) {
        case .success(var restored):
          if let result = modal.result {
            restored.resultReceiver = .fact(result.fact, type: result.type)
          }
          kept.append(restored)
          continue
        case .failure(let failure):
          problem = failure
        }
      }
      let above = saved[(index + 1)...].map(\.id)
      warnings.append(.modalDismissed(modal.id, problem: problem, alsoDismissed: above))
      break
    }
    return kept
  }

  /// The modal as the app now has it, or the problem that dismisses it. A `strict` check (of a
  /// deep link's modal, which no interaction presents) fails on any route that does not fit
  /// instead of cutting the modal's path there.
  private mutating func modal(
    _ saved: SavedNavigation.Modal, strict: Bool
  ) -> Result<Modal<Route>, RestoreProblem> {
    if !strict, let interaction = saved.interaction {
      return self.interaction(saved, presentedBy: interaction)
    }
    let shape: ModalShape
    switch context.modal(saved.id, savedAsFlow: saved.flow) {
    case .failure(let problem): return .failure(problem)
    case .success(let found): shape = found
    }
    let root: Route
    switch context.route(saved.root) {
    case .failure(let problem): return .failure(problem)
    case .success(let checked)
    where shape.root.map({ checked.screenRoute.screen != $0 }) ?? false:
      return .failure(.notRoot(checked.screenRoute.description, owner: .modal(saved.id)))
    case .success(let checked): root = checked
    }
    guard shape.isFlow else {
      if strict, !saved.path.isEmpty {
        return .failure(.singleScreenModal(saved.id))
      }
      if !saved.path.isEmpty { warnings.append(.modalPathDropped(saved.id)) }
      return .success(withDetents(.screen(root, id: saved.id, style: saved.style), saved, shape))
    }
    if strict {
      var path: [Route] = []
      let rootScreen = root.screenRoute.screen
      for route in saved.path {
        switch context.route(route) {
        case .success(let checked)
        where !context.allows(checked.screenRoute.screen, above: rootScreen, tab: nil):
          return .failure(.notOnStack(checked.screenRoute.screen, owner: .modal(saved.id)))
        case .success(let checked): path.append(checked)
        case .failure(let problem): return .failure(problem)
        }
      }
      return .success(
        withDetents(.flow(root, id: saved.id, style: saved.style, path: path), saved, shape))
    }
    let stack = stackFitting(
      root: saved.root, path: saved.path, expected: root, owner: .modal(saved.id), tab: nil)
    return .success(
      withDetents(.flow(root, id: saved.id, style: saved.style, path: stack.path), saved, shape))
  }

  /// The modal of an interaction step, marked as the step presented it, if the step still
  /// presents it: a modal or gate step under the modal's identifier, showing the screen the
  /// step shows. It is kept as the step shows it — its single screen, or for a flow the screens
  /// pushed inside it as far as they still fit — with the role it was saved with: resuming
  /// runs the sequence again, which presents it as the app now says (a flow from its root).
  private mutating func interaction(
    _ saved: SavedNavigation.Modal, presentedBy interaction: SavedNavigation.Interaction
  ) -> Result<Modal<Route>, RestoreProblem> {
    let shape: ModalShape
    switch context.modal(presentedBy: interaction.step, as: saved.id) {
    case .failure(let problem): return .failure(problem)
    case .success(let found): shape = found
    }
    let root: Route
    switch context.route(saved.root) {
    case .failure(let problem): return .failure(problem)
    case .success(let checked)
    where shape.root.map({ checked.screenRoute.screen != $0 }) ?? false:
      return .failure(.notRoot(checked.screenRoute.description, owner: .modal(saved.id)))
    case .success(let checked): root = checked
    }
    var modal: Modal<Route>
    if shape.isFlow {
      let stack = stackFitting(
        root: saved.root, path: saved.path, expected: root, owner: .modal(saved.id), tab: nil)
      modal = .flow(root, id: saved.id, style: saved.style, path: stack.path)
    } else {
      if !saved.path.isEmpty { warnings.append(.modalPathDropped(saved.id)) }
      modal = .screen(root, id: saved.id, style: saved.style)
    }
    modal = withDetents(modal, saved, shape)
    modal.interaction = ModalInteraction(step: interaction.step, role: interaction.role)
    return .success(modal)
  }

  /// The launch screen if it still fits and some launch step still shows it.
  private mutating func launchScreen(_ route: ScreenRoute) -> Route? {
    switch context.route(route) {
    case .success(let checked) where !context.showsAtLaunch(checked.screenRoute.screen):
      warnings.append(.launchScreenCleared(problem: .notLaunchScreen(checked.screenRoute.screen)))
      return nil
    case .success(let checked): return checked
    case .failure(let problem):
      warnings.append(.launchScreenCleared(problem: problem))
      return nil
    }
  }

  /// The pending deep link if all of it still fits; it is dropped whole otherwise, since half a
  /// deep link would lead somewhere the link never meant.
  private mutating func deepLink(
    _ saved: SavedNavigation.DeepLink
  ) -> PendingDeepLink<Route>? {
    func drop(_ problem: RestoreProblem) -> PendingDeepLink<Route>? {
      warnings.append(.deepLinkDropped(url: saved.url, problem: problem))
      return nil
    }
    if let tab = saved.tab, !context.roots.contains(where: { $0.id == tab }) {
      return drop(.unknownTab(tab))
    }
    var path: [Route] = []
    for route in saved.path {
      switch context.route(route) {
      case .success(let checked): path.append(checked)
      case .failure(let problem): return drop(problem)
      }
    }
    var modal: Modal<Route>?
    if let saved = saved.modal {
      switch self.modal(saved, strict: true) {
      case .success(let restored): modal = restored
      case .failure(let problem): return drop(problem)
      }
    }
    return PendingDeepLink(
      url: saved.url,
      target: DeepLinkTarget(
        tab: saved.tab, path: path, modal: modal, stack: saved.stack, back: saved.back ?? .path))
  }
}
