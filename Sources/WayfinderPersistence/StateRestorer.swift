internal import Wayfinder
internal import WayfinderFlows

/// Rebuilds a saved navigation state on the app's current definition, keeping what still fits
/// and collecting a warning for each thing it drops. See ``SavedState/restore(against:)``.
///
/// A restored state is held to what live navigation could have produced: screens exist and
/// take their arguments, each stack starts at its root, and a screen sits above a root only if
/// the app's actions or deep links can put it there (``StackMembership``), so a modal's screen,
/// a launch screen or another tab's screen in a tab's stack drops back with a warning.
struct StateRestorer {
  let definition: FlowDefinition
  var warnings: [RestoreWarning]
  private var membership: StackMembership

  init(definition: FlowDefinition, warnings: [RestoreWarning]) {
    self.definition = definition
    self.warnings = warnings
    membership = StackMembership(definition: definition)
  }

  /// The navigation state `saved` becomes under the current definition.
  mutating func restore(
    _ saved: SavedNavigation
  ) throws(NavigationError) -> NavigationState<ScreenRoute> {
    var phase: LaunchPhase<ScreenRoute> = .home
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
      return try definition.initialState(launching: false)
    }
    return state
  }

  /// Home with the definition's tabs, in its order, each keeping what fits of its saved stack.
  private mutating func home(
    _ saved: SavedNavigation, phase: LaunchPhase<ScreenRoute>
  ) throws(NavigationError) -> NavigationState<ScreenRoute> {
    let tabIDs = definition.home.tabIDs
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
    var tabs: [Tab<ScreenRoute>] = []
    for id in tabIDs {
      let owner: StackOwner = definition.home.layout == .tabs ? .tab(id) : .flow(id)
      let root = ScreenRoute(definition.flow(forTab: id)?.root ?? id.rawValue)
      let stack = savedStacks[id].map {
        stackFitting(root: $0.root, path: $0.path, expected: root, owner: owner, tab: id)
      }
      tabs.append(Tab(id, root: root, path: stack?.path ?? []))
    }
    switch definition.home {
    case .tabs:
      return try NavigationState(tabs: tabs, selectedTab: selected, phase: phase)
    case .flow(let name):
      let root = tabs.first?.stack.root ?? ScreenRoute(name)
      return NavigationState(
        flow: TabID(name), root: root, path: tabs.first?.stack.path ?? [], phase: phase)
    }
  }

  /// The saved stack cut to what fits: the whole stack back at `expected` when its root does not
  /// fit, otherwise the path up to its first route that does not, or that navigation could not
  /// have put on this stack (of `tab`, or of a modal when `nil`). O(path length) after the
  /// root's ``StackMembership`` set is known.
  private mutating func stackFitting(
    root: ScreenRoute, path: [ScreenRoute], expected: ScreenRoute, owner: StackOwner, tab: TabID?
  ) -> PathStack<ScreenRoute> {
    switch check(root) {
    case .failure(let problem):
      warnings.append(.stackTruncated(owner, problem: problem, top: expected))
      return PathStack(root: expected, owner: owner)
    case .success(let checked) where checked != expected:
      warnings.append(
        .stackTruncated(owner, problem: .notRoot(root.description, owner: owner), top: expected))
      return PathStack(root: expected, owner: owner)
    case .success:
      break
    }
    var stack = PathStack(root: expected, owner: owner)
    for route in path {
      switch check(route) {
      case .success(let checked)
      where !membership.allows(checked.screen, above: expected.screen, tab: tab):
        warnings.append(
          .stackTruncated(
            owner, problem: .notOnStack(checked.screen, owner: owner), top: stack.top))
        return stack
      case .success(let checked):
        stack.push(checked)
      case .failure(let problem):
        warnings.append(.stackTruncated(owner, problem: problem, top: stack.top))
        return stack
      }
    }
    return stack
  }

  /// The saved modals, bottom first, up to the first one that no longer fits; that one and those
  /// above it are dismissed.
  private mutating func modals(_ saved: [SavedNavigation.Modal]) -> [Modal<ScreenRoute>] {
    var kept: [Modal<ScreenRoute>] = []
    for (index, modal) in saved.enumerated() {
      let problem: RestoreProblem
      if kept.contains(where: { $0.id == modal.id }) {
        problem = .duplicateModal(modal.id)
      } else if let step = modal.interaction?.step,
        let up = kept.lazy.compactMap(\.interaction).first
      {
        problem = .secondInteraction(step, over: up.step)
      } else {
        switch self.modal(modal, strict: false) {
        case .success(let restored):
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

  /// The modal as the definition now has it, or the problem that dismisses it. A `strict` check
  /// (of a deep link's modal, which no interaction presents) fails on any route that does not
  /// fit instead of cutting the modal's path there.
  private mutating func modal(
    _ saved: SavedNavigation.Modal, strict: Bool
  ) -> Result<Modal<ScreenRoute>, RestoreProblem> {
    if !strict, let interaction = saved.interaction {
      return self.interaction(saved, presentedBy: interaction)
    }
    guard let definition = definition.modal(saved.id) else {
      return .failure(.unknownModal(saved.id))
    }
    let root: ScreenRoute
    switch check(saved.root) {
    case .failure(let problem): return .failure(problem)
    case .success(let checked) where checked.screen != definition.root:
      return .failure(.notRoot(checked.description, owner: .modal(saved.id)))
    case .success(let checked): root = checked
    }
    guard definition.isFlow else {
      if strict, !saved.path.isEmpty {
        return .failure(.singleScreenModal(saved.id))
      }
      if !saved.path.isEmpty { warnings.append(.modalPathDropped(saved.id)) }
      return .success(.screen(root, id: saved.id, style: saved.style))
    }
    if strict {
      var path: [ScreenRoute] = []
      for route in saved.path {
        switch check(route) {
        case .success(let checked)
        where !membership.allows(checked.screen, above: root.screen, tab: nil):
          return .failure(.notOnStack(checked.screen, owner: .modal(saved.id)))
        case .success(let checked): path.append(checked)
        case .failure(let problem): return .failure(problem)
        }
      }
      return .success(.flow(root, id: saved.id, style: saved.style, path: path))
    }
    let stack = stackFitting(
      root: root, path: saved.path, expected: root, owner: .modal(saved.id), tab: nil)
    return .success(.flow(root, id: saved.id, style: saved.style, path: stack.path))
  }

  /// The modal of an interaction step, marked as the step presented it, if the step still
  /// presents it: a modal or gate step under the modal's identifier, showing the root screen of
  /// the modal it names. Its single screen is kept, as the step shows it, with the role it was
  /// saved with: resuming runs the sequence again, which presents it as the app now says.
  private mutating func interaction(
    _ saved: SavedNavigation.Modal, presentedBy interaction: SavedNavigation.Interaction
  ) -> Result<Modal<ScreenRoute>, RestoreProblem> {
    guard let step = definition.step(interaction.step.rawValue),
      step.kind == .modal || step.kind == .gate,
      interaction.step.modalID == saved.id
    else {
      return .failure(.notPresentedByStep(saved.id, step: interaction.step))
    }
    let shown = step.modal ?? saved.id
    guard let modalDefinition = definition.modal(shown) else {
      return .failure(.unknownModal(shown))
    }
    let root: ScreenRoute
    switch check(saved.root) {
    case .failure(let problem): return .failure(problem)
    case .success(let checked) where checked.screen != modalDefinition.root:
      return .failure(.notRoot(checked.description, owner: .modal(saved.id)))
    case .success(let checked): root = checked
    }
    if !saved.path.isEmpty { warnings.append(.modalPathDropped(saved.id)) }
    var modal = Modal.screen(root, id: saved.id, style: saved.style)
    modal.interaction = ModalInteraction(step: interaction.step, role: interaction.role)
    return .success(modal)
  }

  /// The launch screen if it still fits and some launch step still shows it.
  private mutating func launchScreen(_ route: ScreenRoute) -> ScreenRoute? {
    switch check(route) {
    case .success(let checked) where !definition.launch.contains { $0.screen == checked.screen }:
      warnings.append(.launchScreenCleared(problem: .notLaunchScreen(checked.screen)))
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
  ) -> PendingDeepLink<ScreenRoute>? {
    func drop(_ problem: RestoreProblem) -> PendingDeepLink<ScreenRoute>? {
      warnings.append(.deepLinkDropped(url: saved.url, problem: problem))
      return nil
    }
    if let tab = saved.tab, !definition.home.tabIDs.contains(tab) { return drop(.unknownTab(tab)) }
    var path: [ScreenRoute] = []
    for route in saved.path {
      switch check(route) {
      case .success(let checked): path.append(checked)
      case .failure(let problem): return drop(problem)
      }
    }
    var modal: Modal<ScreenRoute>?
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
