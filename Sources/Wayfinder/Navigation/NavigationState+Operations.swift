/// The operations beyond push, pop and present: replacing a root or the top screen, popping
/// from a given screen, pushing only what is new, the user's back, revealing a modal already
/// up, changing the tab bar, and transactions.
extension NavigationState {
  /// Applies one of the operations to `self`, which may be left half-changed when it throws:
  /// callers work on a copy.
  @inlinable
  mutating func reduceOperation(
    _ command: NavigationCommand<Route>, rules: NavigationRules<Route>
  ) throws(NavigationError) {
    switch command {
    case .setRoot(let root, let path, let target):
      try modifyStack(target, for: command, pushes: !path.isEmpty) {
        stack throws(NavigationError) in
        try rules.declaredEdges?.checkPushes([root] + path, onto: stack.top)
        stack.root = root
        stack.replace(path: path)
      }
      forgetDeepLinkReturn(ifReplacing: target)
    case .replaceTop(let route, let target):
      try modifyStack(target, for: command) { stack throws(NavigationError) in
        try rules.declaredEdges?.checkPush(route, onto: stack.top)
        stack.replaceTop(with: route)
      }
      forgetDeepLinkReturn(ifReplacing: target)
    case .popFrom(let route, let position, let target):
      try modifyStack(target, for: command) { stack throws(NavigationError) in
        try stack.pop(from: route, at: position)
      }
    case .pushNew(let route, let target):
      try modifyStack(target, for: command, pushes: true) { stack throws(NavigationError) in
        guard stack.top != route else { return }
        try rules.declaredEdges?.checkPush(route, onto: stack.top)
        stack.push(route)
      }
    case .bringToFront(let route, let target):
      var moved = false
      try modifyStack(target, for: command, pushes: true) { stack throws(NavigationError) in
        guard stack.top != route else { return }
        try rules.declaredEdges?.checkPush(route, onto: stack.top)
        moved = stack.bringToFront(route)
      }
      if moved { forgetDeepLinkReturn(ifReplacing: target) }
    case .back:
      try goBack(for: command, rules: rules)
    case .presentOrReveal(let modal):
      if let top = modals.last, top.style.isDialog, top.id != modal.id {
        try checkNoDialog(for: command)
      }
      if let index = modals.firstIndex(where: { $0.id == modal.id }),
        modals[index].interaction == nil
      {
        try removeModals(from: index + 1, for: command)
      } else {
        try reduceCommand(.present(modal), rules: rules)
      }
    case .addTab(let tab, let index):
      try addTab(tab, at: index)
    case .removeTab(let id):
      try removeTab(id)
    case .transaction(let commands):
      for step in commands { try reduce(step, rules: rules) }
    case .selectDetent(let detent, let id):
      try selectDetent(detent, of: id, for: command)
    case .beginBack, .completeBack, .cancelBack:
      try reduceBackGesture(command, rules: rules)
    default:
      try reduceCommand(command, rules: rules)
    }
  }

  /// Why ``NavigationCommand/back`` would be refused now, or `nil` when it would go back: for a
  /// UI to hide its back button or hold its back gesture. O(1) beside what the veto costs.
  ///
  /// - Parameter rules: The rules back is applied with, ``NavigationRules/backVeto`` among them.
  /// - Returns: The refusal back would throw, or `nil`.
  @inlinable
  public func backRefusal(rules: NavigationRules<Route> = .init()) -> NavigationError? {
    do throws(NavigationError) {
      _ = try applying(.back, rules: rules)
      return nil
    } catch {
      return error
    }
  }

  /// The user's back: pops the stack on screen, or dismisses the top modal when its stack is at
  /// its root; the screen left may veto it first.
  @inlinable
  mutating func goBack(
    for command: NavigationCommand<Route>, rules: NavigationRules<Route>
  ) throws(NavigationError) {
    if let veto = rules.backVeto, let screen = visibleRoute, let reason = veto(screen) {
      throw Self.backVetoed(screen, reason: reason)
    }
    if let modal = modals.last {
      try checkNoDialog(for: command)
      if modal.stack.canGoBack {
        try modifyModal(at: modals.count - 1, for: command, pushes: false) {
          stack throws(NavigationError) in try stack.pop(count: 1)
        }
      } else {
        try removeModals(from: modals.count - 1, for: command)
      }
      return
    }
    if phase.isLaunching { throw .launchInProgress(action: command.description) }
    if clearLastSelection() { return }
    try reduceCommand(.pop(), rules: rules)
  }

  /// The refusal of going back from `screen`. Out of line: the inlined back only calls it.
  @usableFromInline
  static func backVetoed(_ screen: Route, reason: String) -> NavigationError {
    .backVetoed(screen: RouteDescription.of(screen), reason: reason)
  }

  /// Rests the top modal (or `id`, which must be on top) at `detent`, one of its detents.
  @inlinable
  mutating func selectDetent(
    _ detent: SheetDetent, of id: ModalID?, for command: NavigationCommand<Route>
  ) throws(NavigationError) {
    guard let top = modals.indices.last else {
      throw .noModalPresented(action: command.description)
    }
    if let id, modals[top].id != id {
      guard modals.contains(where: { $0.id == id }) else { throw .modalNotPresented(id) }
      throw .modalNotOnTop(id, top: modals[top].id)
    }
    let modal = modals[top]
    guard modal.style == .sheet || modal.style == .popover, modal.detents.contains(detent) else {
      throw .detentUnavailable(
        modal: modal.id, detent: detent, style: modal.style, detents: modal.detents)
    }
    modals[top].selectedDetent = detent
  }

  /// Adds `tab` to the tab bar at `index`, or at the end.
  @inlinable
  mutating func addTab(_ tab: NavigationTab<Route>, at index: Int?) throws(NavigationError) {
    guard home.layout == .tabs else { throw .noTabBar(flow: home.selectedTab) }
    guard !home.tabs.contains(where: { $0.id == tab.id }) else {
      throw .invalidHome("tab '\(tab.id)' is declared twice")
    }
    let position = index ?? home.tabs.count
    guard position >= 0, position <= home.tabs.count else {
      throw .invalidHome(
        "tab '\(tab.id)' cannot go at \(position) of a tab bar of \(home.tabs.count) tabs")
    }
    var tab = tab
    tab.stack.owner = .tab(tab.id)
    home.tabs.insert(tab, at: position)
  }

  /// Removes tab `id`; the tab before it (or the first) is selected when it was.
  @inlinable
  mutating func removeTab(_ id: TabID) throws(NavigationError) {
    guard home.layout == .tabs else { throw .noTabBar(flow: home.selectedTab) }
    guard let index = home.tabs.firstIndex(where: { $0.id == id }) else {
      throw .unknownTab(id.rawValue, available: home.tabIDs)
    }
    guard home.tabs.count > 1 else { throw .invalidHome("a tab bar needs at least one tab") }
    if let link = pendingDeepLink, link.target.tab == id {
      throw .invalidHome("the deep link '\(link.url)' waiting to open leads to tab '\(id)'")
    }
    home.tabs.remove(at: index)
    if home.selectedTab == id { home.selectedTab = home.tabs[max(0, index - 1)].id }
    if let back = deepLinkReturn, back.tab == id || back.previousTab == id {
      deepLinkReturn = nil
    }
  }
}
