extension NavigationState {
  /// The transition function: applies `command` to a copy of this state.
  ///
  /// Pure: the same state, command and rules always give the same result, and `self` is never
  /// changed.
  ///
  /// - Parameters:
  ///   - command: What to do.
  ///   - rules: Tab re-selection, deep links, and the navigation a flow declares.
  /// - Returns: The ``StateTransition`` from this state to the new one.
  /// - Throws: A ``NavigationError`` saying why the command was refused.
  ///
  /// The transition and its helpers are inlinable so that callers specialise them for their own
  /// route type: unspecialised, generic metadata look-ups took about three quarters of the time
  /// of a transition.
  @inlinable
  public func applying(
    _ command: NavigationCommand<Route>, rules: NavigationRules<Route> = .init()
  ) throws(NavigationError) -> StateTransition<Route> {
    var next = self
    try next.reduce(command, rules: rules)
    return StateTransition(before: self, after: next, command: command)
  }

  /// Applies `command` in place; on failure the state is left exactly as it was.
  ///
  /// - Throws: A ``NavigationError`` saying why the command was refused.
  @inlinable
  public mutating func apply(
    _ command: NavigationCommand<Route>, rules: NavigationRules<Route> = .init()
  ) throws(NavigationError) {
    var next = self
    try next.reduce(command, rules: rules)
    self = next
  }

  /// Applies `command` to `self`, which may be left half-changed when it throws: callers work on
  /// a copy.
  @inlinable
  mutating func reduce(
    _ command: NavigationCommand<Route>, rules: NavigationRules<Route>
  ) throws(NavigationError) {
    if backGesture != nil { try settleBackGesture(before: command) }
    try reduceCommand(command, rules: rules)
    if deepLinkReturn != nil { forgetStaleDeepLinkReturn() }
  }

  @inlinable
  mutating func reduceCommand(
    _ command: NavigationCommand<Route>, rules: NavigationRules<Route>
  ) throws(NavigationError) {
    switch command {
    case .push(let route, let target):
      try modifyStack(target, for: command, pushes: true) { stack throws(NavigationError) in
        try rules.declaredEdges?.checkPush(route, onto: stack.top)
        stack.push(route)
      }
    case .pushAll(let routes, let target):
      try modifyStack(target, for: command, pushes: !routes.isEmpty) {
        stack throws(NavigationError) in
        try rules.declaredEdges?.checkPushes(routes, onto: stack.top)
        stack.push(contentsOf: routes)
      }
    case .pop(let count, let target):
      if try returnFromDeepLink(popping: count, on: target) { return }
      try modifyStack(target, for: command) { stack throws(NavigationError) in
        try stack.pop(count: count)
      }
    case .popTo(let route, let target):
      try modifyStack(target, for: command) { stack throws(NavigationError) in
        try stack.pop(to: route)
      }
    case .popToRoot(let target):
      try modifyStack(target, for: command) { stack throws(NavigationError) in stack.popToRoot() }
    case .setPath(let routes, let target):
      try modifyStack(target, for: command, pushes: !routes.isEmpty) {
        stack throws(NavigationError) in
        try rules.declaredEdges?.checkPath(routes, replacing: stack)
        stack.replace(path: routes)
      }
      forgetDeepLinkReturn(ifReplacing: target)
    case .selectTab(let id):
      try selectTab(id, for: command, rules: rules)
    case .present(var modal):
      modal.interaction = nil
      try checkNoDialog(for: command)
      // The app may not present over an interaction only its own actions end.
      if let mark = modals.last?.interaction {
        switch mark.role {
        case .dismissible: break
        case .required: throw .interactionRequired(step: mark.step, action: command.description)
        case .gate: throw .gateHolds(step: mark.step, action: command.description)
        }
      }
      try present(modal, heldTo: rules.declaredEdges)
    case .dismiss:
      guard !modals.isEmpty else { throw .noModalPresented(action: "dismiss") }
      // The user's swipe: an alert or dialog closes only by its buttons.
      try checkNoDialog(for: command)
      try removeModals(from: modals.count - 1, for: command)
    case .dismissModal(let id):
      guard let index = modals.firstIndex(where: { $0.id == id }) else {
        throw .modalNotPresented(id)
      }
      try removeModals(from: index, for: command)
    case .dismissAll:
      try removeModals(from: 0, for: command)
    case .returnFrom(let id):
      guard let index = modals.firstIndex(where: { $0.id == id }) else {
        throw .modalNotPresented(id)
      }
      try removeModals(from: index, for: command)
    case .open(let url):
      let target = try rules.deepLinks.resolve(url)
      try checkReachable(target, url: url)
      if holdsDeepLinks, !seeded("linkPastGate", when: presentedInteraction?.role == .gate),
        !seeded("linkDuringLaunch", when: phase.isLaunching && presentedInteraction == nil)
      {
        // The latest link wins: a person who opens two links meant the second.
        pendingDeepLink = PendingDeepLink(url: url, target: target)
      } else {
        apply(target)
      }
    case .showLaunchScreen(let screen):
      guard phase.isLaunching else { throw .launchAlreadyFinished }
      phase = .launching(screen: screen)
    case .finishLaunch:
      guard phase.isLaunching else { throw .launchAlreadyFinished }
      if let modal = modals.last { throw .modalOpenAtLaunchEnd(modal.id) }
      if interactionsPending { throw .interactionsStillToCome }
      phase = .home
      applyPendingDeepLink()
    case .setRoot, .replaceTop, .popFrom, .pushNew, .bringToFront, .back, .presentOrReveal,
      .addTab, .removeTab, .transaction, .selectDetent, .beginBack, .completeBack, .cancelBack:
      try reduceOperation(command, rules: rules)
    case .select, .setWidth, .deselect:
      try reduceSplit(command, heldTo: rules.declaredEdges)
    }
  }

  /// Presents `modal` (its mark, if any, kept). At most one interaction modal is up. With
  /// `edges`, the screen on screen must declare presenting it; the interaction sequence's own
  /// modals pass none. With no screen on screen (launching, no launch screen), nothing declares
  /// or forbids it.
  @inlinable
  mutating func present(
    _ modal: Modal<Route>, heldTo edges: DeclaredEdges<Route>? = nil
  ) throws(NavigationError) {
    var modal = modal
    if modal.style.isDialog, modal.hasNavigation {
      throw .dialogWithNavigation(modal.id, style: modal.style)
    }
    guard !modals.contains(where: { $0.id == modal.id }) else {
      throw .modalAlreadyPresented(modal.id)
    }
    if modal.interaction != nil, let up = presentedInteraction {
      throw .interactionAlreadyPresented(up.step)
    }
    if let edges, let top = routeOnScreen { try edges.checkPresent(modal.id, over: top) }
    if !modal.detents.isEmpty || modal.selectedDetent != nil {
      if let reason = modal.detentProblem() {
        throw .invalidDetents(modal: modal.id, reason: reason)
      }
      modal.selectedDetent = modal.selectedDetent ?? modal.detents.first
    }
    modal.stack.owner = .modal(modal.id)
    if !modal.hasNavigation { modal.stack.popToRoot() }
    modals.append(modal)
  }

  /// Removes the modals from `index` up, unless one of them is an interaction the user may not
  /// dismiss. O(modals).
  @inlinable
  mutating func removeModals(
    from index: Int, for command: NavigationCommand<Route>
  ) throws(NavigationError) {
    // Closing what lies under an interaction would take the interaction with it.
    if index < modals.count, modals[index].interaction == nil,
      let above = modals[(index + 1)...].last(where: { $0.interaction != nil })?.interaction
    {
      throw .interactionAbove(
        modal: modals[index].id, step: above.step, action: command.description)
    }
    for modal in modals[index...] {
      guard let mark = modal.interaction else { continue }
      switch mark.role {
      case .dismissible: continue
      case .required: throw .interactionRequired(step: mark.step, action: command.description)
      case .gate: throw .gateHolds(step: mark.step, action: command.description)
      }
    }
    modals.removeSubrange(index...)
  }

  /// Applies a change of the interaction sequence to a copy of this state. Only the sequence
  /// calls this: no ``NavigationCommand`` can do what these changes do.
  func applying(
    _ change: InteractionCommand<Route>
  ) throws(NavigationError) -> StateTransition<Route> {
    var next = self
    // The sequence's changes are not the user's to hold back: a gesture in progress ends.
    next.backGesture = nil
    switch change {
    case .present(var modal, let mark):
      modal.interaction = mark
      // The sequence presents over the app's alert only a step that covers it (a gate by
      // default): the alert closes, as one does on iOS when a window-level cover appears.
      while let top = next.modals.last, top.interaction == nil, top.style.isDialog {
        next.modals.removeLast()
      }
      try next.present(modal)
    case .end(let step):
      if let index = next.modals.firstIndex(where: { $0.interaction?.step == step }) {
        next.modals.removeSubrange(index...)
      }
      next.applyPendingDeepLink()
    case .holdDeepLinks:
      next.interactionsPending = true
    case .releaseDeepLinks:
      next.interactionsPending = false
      next.applyPendingDeepLink()
    case .showHome:
      guard phase.isLaunching else { throw .launchAlreadyFinished }
      if let modal = modals.last { throw .modalOpenAtLaunchEnd(modal.id) }
      next.phase = .home
      next.applyPendingDeepLink()
    }
    return StateTransition(before: self, after: next, cause: .interaction(change))
  }

  /// Applies the held deep link once nothing holds it any more.
  @inlinable
  mutating func applyPendingDeepLink() {
    guard !holdsDeepLinks, let link = pendingDeepLink, !seeded("heldLinkNeverLands") else {
      return
    }
    pendingDeepLink = nil
    apply(link.target)
  }

  /// Finds the stack `target` names, checks that `command` may act on it, and runs `body` on it.
  @inlinable
  mutating func modifyStack(
    _ target: StackTarget,
    for command: NavigationCommand<Route>,
    pushes: Bool = false,
    _ body: (inout PathStack<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    // No stack moves while an alert is up: the user cannot reach its screens.
    try checkNoDialog(for: command)
    switch target {
    case .visible:
      if let index = modals.indices.last {
        try modifyModal(at: index, for: command, pushes: pushes, body)
      } else {
        try modifyTab(home.selectedTab, for: command, body)
      }
    case .tab(let id):
      try modifyTab(id, for: command, body)
    case .modal(let id):
      guard let index = modals.firstIndex(where: { $0.id == id }) else {
        throw .modalNotPresented(id)
      }
      guard index == modals.count - 1 else {
        throw .modalNotOnTop(id, top: modals[modals.count - 1].id)
      }
      try modifyModal(at: index, for: command, pushes: pushes, body)
    case .column(let column):
      try modifyTab(try columnFlow(column, for: command), for: command, body)
    }
  }

  @inlinable
  mutating func modifyModal(
    at index: Int,
    for command: NavigationCommand<Route>,
    pushes: Bool,
    _ body: (inout PathStack<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    if pushes, !modals[index].hasNavigation {
      throw .modalWithoutNavigation(action: command.description, modal: modals[index].id)
    }
    try body(&modals[index].stack)
  }

  @inlinable
  mutating func modifyTab(
    _ id: TabID,
    for command: NavigationCommand<Route>,
    _ body: (inout PathStack<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    guard let index = home.tabs.firstIndex(where: { $0.id == id }) else {
      throw .unknownTab(id.rawValue, available: home.tabIDs)
    }
    if phase.isLaunching { throw .launchInProgress(action: command.description) }
    if let modal = modals.last {
      throw .blockedByModal(action: command.description, modal: modal.id)
    }
    try body(&home.tabs[index].stack)
  }

  @inlinable
  mutating func selectTab(
    _ id: TabID, for command: NavigationCommand<Route>, rules: NavigationRules<Route>
  ) throws(NavigationError) {
    guard home.layout == .tabs else { throw .noTabBar(flow: home.selectedTab) }
    guard let index = home.tabs.firstIndex(where: { $0.id == id }) else {
      throw .unknownTab(id.rawValue, available: home.tabIDs)
    }
    if phase.isLaunching { throw .launchInProgress(action: command.description) }
    try checkNoDialog(for: command)
    if let modal = modals.last, !seeded("tabUnderModal") {
      throw .blockedByModal(action: command.description, modal: modal.id)
    }
    if home.selectedTab == id {
      if rules.reselectPopsToRoot { home.tabs[index].stack.popToRoot() }
    } else {
      if seeded("tabSwitchResetsStack"),
        let left = home.tabs.firstIndex(where: { $0.id == home.selectedTab })
      {
        home.tabs[left].stack.popToRoot()
      }
      home.selectedTab = id
    }
    // Choosing a tab is the user's own way back: the link's way back no longer applies.
    deepLinkReturn = nil
  }

  /// Back from a deep link's screen (``DeepLinkBack/previousTab``): a one-screen pop of the
  /// link's tab while the link's screen is on top pops it (if the link pushed it) and selects
  /// the tab the link was opened from. Returns whether it did.
  @inlinable
  mutating func returnFromDeepLink(
    popping count: Int, on target: StackTarget
  ) throws(NavigationError) -> Bool {
    guard let back = deepLinkReturn, count == 1, modals.isEmpty, !phase.isLaunching,
      home.selectedTab == back.tab, target == .visible || target == .tab(back.tab),
      let index = home.tabs.firstIndex(where: { $0.id == back.tab }),
      home.tabs[index].stack.count - 1 == back.depth
    else { return false }
    if back.popsScreen { try home.tabs[index].stack.pop(count: 1) }
    home.selectedTab = back.previousTab
    deepLinkReturn = nil
    return true
  }

  /// Forgets where Back from a deep link's screen returns once another tab is selected or the
  /// link's screen has left its stack.
  @inlinable
  mutating func forgetStaleDeepLinkReturn() {
    guard let back = deepLinkReturn else { return }
    if home.selectedTab != back.tab || home[back.tab].map({ $0.count - 1 < back.depth }) ?? true {
      deepLinkReturn = nil
    }
  }

  /// Forgets where Back from a deep link's screen returns when a command replaced the screens
  /// of `target` and `target` is the link's tab: the link's screen left its stack, even when
  /// another screen now stands where it stood.
  @inlinable
  mutating func forgetDeepLinkReturn(ifReplacing target: StackTarget) {
    guard let back = deepLinkReturn else { return }
    switch target {
    case .visible: if modals.isEmpty, home.selectedTab == back.tab { deepLinkReturn = nil }
    case .tab(let id): if id == back.tab { deepLinkReturn = nil }
    case .modal, .column: break
    }
  }

  /// Checks that a deep-link target names a tab this home has and fits its layout.
  @inlinable
  func checkReachable(_ target: DeepLinkTarget<Route>, url: String) throws(NavigationError) {
    if let columns = target.columns {
      try checkReachable(columns: columns, tab: target.tab, path: target.path, url: url)
      return
    }
    guard let tab = target.tab else { return }
    guard home.tabs.contains(where: { $0.id == tab }) else {
      throw .unknownTab(tab.rawValue, available: home.tabIDs)
    }
  }

  /// Builds a deep link's destination: dismisses every modal, selects the tab, builds its stack
  /// by the link's ``DeepLinkStackPolicy`` (by default the path becomes the synthetic back
  /// stack), records where Back returns for ``DeepLinkBack/previousTab``, and presents the
  /// target's modal over it.
  @inlinable
  mutating func apply(_ target: DeepLinkTarget<Route>) {
    if !seeded("linkKeepsModals") { modals.removeAll() }
    if let split = home.split {
      applyOnSplit(target, of: split)
      return
    }
    let previous = home.selectedTab
    let tab = target.tab ?? previous
    home.selectedTab = tab
    deepLinkReturn = nil
    if let index = home.tabs.firstIndex(where: { $0.id == tab }) {
      switch target.stack {
      case .reset: home.tabs[index].stack.replace(path: target.path)
      case .append: home.tabs[index].stack.push(contentsOf: target.path)
      case .keep: break
      }
      if target.back == .previousTab, tab != previous {
        deepLinkReturn = DeepLinkReturn(
          tab: tab, depth: home.tabs[index].stack.count - 1,
          popsScreen: target.stack != .keep && !target.path.isEmpty, previousTab: previous)
      }
    }
    presentModal(of: target)
  }

  /// Presents the modal a deep link's target asks for over what it built.
  @inlinable
  mutating func presentModal(of target: DeepLinkTarget<Route>) {
    if var modal = target.modal {
      modal.interaction = nil
      modal.resultReceiver = nil
      // A link's modal with detents it cannot show lands at full height rather than not at all.
      if modal.detentProblem() != nil {
        modal.detents = []
        modal.selectedDetent = nil
      }
      modal.selectedDetent = modal.selectedDetent ?? modal.detents.first
      modal.stack.owner = .modal(modal.id)
      if !modal.hasNavigation { modal.stack.popToRoot() }
      modals.append(modal)
    }
  }
}
