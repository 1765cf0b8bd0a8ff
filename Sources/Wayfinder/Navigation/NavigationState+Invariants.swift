extension NavigationState {
  /// The ways this state breaks the rules every reachable state keeps; empty when it keeps them.
  ///
  /// The transition function never produces a state with violations. Tests call this after
  /// every step; decoding calls it to reject corrupt documents.
  @_specialize(exported:true,where Route == ScreenRoute)
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    if home.tabs.isEmpty { problems.append("home has no tabs") }
    if home.layout == .flow, home.tabs.count != 1 {
      problems.append("a single-flow home has \(home.tabs.count) stacks")
    }
    problems += splitViolations()
    var tabIDs: Set<TabID> = []
    for tab in home.tabs {
      if !tabIDs.insert(tab.id).inserted { problems.append("tab '\(tab.id)' appears twice") }
      if tab.stack.owner != home.owner(of: tab.id) {
        problems.append("the stack of tab '\(tab.id)' is labelled \(tab.stack.owner)")
      }
    }
    let selected = home.tabs.filter { $0.id == home.selectedTab }.count
    if selected != 1 {
      problems.append(
        "selected tab '\(home.selectedTab)' matches \(selected) tabs, not exactly one")
    }
    var modalIDs: Set<ModalID> = []
    for modal in modals {
      if !modalIDs.insert(modal.id).inserted {
        problems.append("modal '\(modal.id)' appears twice")
      }
      if !modal.hasNavigation, modal.stack.canGoBack {
        problems.append("modal '\(modal.id)' shows one screen but has a path")
      }
      if let problem = modal.detentProblem() {
        problems.append("modal '\(modal.id)': \(problem)")
      } else if !modal.detents.isEmpty, modal.selectedDetent == nil {
        problems.append("modal '\(modal.id)' has detents but rests at none")
      }
      if modal.stack.owner != .modal(modal.id) {
        problems.append("the stack of modal '\(modal.id)' is labelled \(modal.stack.owner)")
      }
      if modal.style.isDialog, modal.hasNavigation {
        problems.append("\(modal.style.displayName) '\(modal.id)' has a navigation stack")
      }
    }
    if let index = modals.dropLast().firstIndex(where: { $0.style.isDialog }) {
      problems.append(
        "\(modals[index].style.displayName) '\(modals[index].id)' has modal"
          + " '\(modals[index + 1].id)' over it")
    }
    if pendingDeepLink != nil, !holdsDeepLinks {
      problems.append("a deep link is pending although home is showing and no interaction is")
    }
    if let back = deepLinkReturn {
      if back.tab == back.previousTab {
        problems.append("Back from a deep link returns to the tab it landed in, '\(back.tab)'")
      }
      if back.tab != home.selectedTab {
        problems.append("Back returns from tab '\(back.tab)', which is not selected")
      }
      if !home.tabIDs.contains(back.previousTab) {
        problems.append("Back returns to tab '\(back.previousTab)', which does not exist")
      }
      if back.depth < 0 || back.depth > (home[back.tab].map { $0.count - 1 } ?? -1) {
        problems.append(
          "Back returns from depth \(back.depth) of tab '\(back.tab)', which is not on its stack")
      }
    }
    if let gesture = backGesture,
      gesture.leaving != visibleRoute || gesture.owner != visibleStack?.owner
    {
      problems.append("a back gesture slides away a screen that is not on screen")
    }
    let interactions = modals.compactMap { $0.interaction }
    if interactions.count > 1 {
      problems.append("interaction modals up at once: \(interactions.map { $0.step.rawValue })")
    }
    // A gate holds everything: the app cannot present over it, and it is the only
    // interaction up.
    if let gate = modals.firstIndex(where: { $0.interaction?.role == .gate }),
      gate != modals.count - 1
    {
      problems.append("modal '\(modals[gate + 1].id)' is over gate '\(modals[gate].id)'")
    }
    for modal in modals {
      if let mark = modal.interaction, mark.step.modalID != modal.id {
        problems.append("modal '\(modal.id)' is marked as the modal of step '\(mark.step)'")
      }
    }
    return problems
  }
}
