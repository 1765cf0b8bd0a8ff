extension NavigationState {
  /// The transition function: applies `command` to a copy of this state.
  ///
  /// Pure: the same state, command and rules always give the same result, and `self` is never
  /// changed.
  ///
  /// - Returns: The ``Transition`` from this state to the new one.
  /// - Throws: A ``NavigationError`` saying why the command was refused.
  // The transition and its helpers are inlinable so that callers specialise them for their own
  // route type: unspecialised, generic metadata look-ups took about three quarters of the time
  // of a transition.
  @inlinable
  public func applying(
    _ command: NavigationCommand<Route>, rules: NavigationRules<Route> = .init()
  ) throws(NavigationError) -> Transition<Route> {
    var next = self
    try next.reduce(command, rules: rules)
    return Transition(before: self, after: next, command: command)
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
    switch command {
    case .push(let route, let target):
      try modifyStack(target, for: command, pushes: true) { stack throws(NavigationError) in
        stack.push(route)
      }
    case .pushAll(let routes, let target):
      try modifyStack(target, for: command, pushes: !routes.isEmpty) {
        stack throws(NavigationError) in stack.push(contentsOf: routes)
      }
    case .pop(let count, let target):
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
        stack throws(NavigationError) in stack.replace(path: routes)
      }
    case .selectTab(let id):
      try selectTab(id, for: command, rules: rules)
    case .present(var modal):
      guard !modals.contains(where: { $0.id == modal.id }) else {
        throw .modalAlreadyPresented(modal.id)
      }
      modal.stack.owner = .modal(modal.id)
      if !modal.hasNavigation { modal.stack.path = [] }
      modals.append(modal)
    case .dismiss:
      guard modals.popLast() != nil else { throw .noModalPresented(action: "dismiss") }
    case .dismissModal(let id):
      guard let index = modals.firstIndex(where: { $0.id == id }) else {
        throw .modalNotPresented(id)
      }
      modals.removeSubrange(index...)
    case .dismissAll:
      modals.removeAll()
    case .open(let url):
      let target = try rules.deepLinks.resolve(url)
      try checkReachable(target)
      if phase.isLaunching {
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
      phase = .home
      if let link = pendingDeepLink {
        pendingDeepLink = nil
        apply(link.target)
      }
    }
  }

  /// Finds the stack `target` names, checks that `command` may act on it, and runs `body` on it.
  @inlinable
  mutating func modifyStack(
    _ target: StackTarget,
    for command: NavigationCommand<Route>,
    pushes: Bool = false,
    _ body: (inout PathStack<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
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
      guard index == modals.count - 1 else { throw .modalNotOnTop(id, top: modals[modals.count - 1].id) }
      try modifyModal(at: index, for: command, pushes: pushes, body)
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
    if let modal = modals.last { throw .blockedByModal(action: command.description, modal: modal.id) }
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
    if let modal = modals.last { throw .blockedByModal(action: command.description, modal: modal.id) }
    if home.selectedTab == id {
      if rules.reselectPopsToRoot { home.tabs[index].stack.popToRoot() }
    } else {
      home.selectedTab = id
    }
  }

  /// Checks that a deep-link target names a tab this home has and fits its layout.
  @inlinable
  func checkReachable(_ target: DeepLinkTarget<Route>) throws(NavigationError) {
    guard let tab = target.tab else { return }
    guard home.tabs.contains(where: { $0.id == tab }) else {
      throw .unknownTab(tab.rawValue, available: home.tabIDs)
    }
  }

  /// Builds a deep link's destination: dismisses every modal, selects the tab, sets its path
  /// (the synthetic back stack) and presents the target's modal over it.
  @inlinable
  mutating func apply(_ target: DeepLinkTarget<Route>) {
    modals.removeAll()
    let tab = target.tab ?? home.selectedTab
    home.selectedTab = tab
    home[tab]?.path = target.path
    if var modal = target.modal {
      modal.stack.owner = .modal(modal.id)
      if !modal.hasNavigation { modal.stack.path = [] }
      modals.append(modal)
    }
  }
}
