import Testing
import Wayfinder

/// Coordinators are typed views onto one navigator.
@Suite struct CoordinatorTests {
  private func app() throws -> AppCoordinator<AppRoute> {
    AppCoordinator(
      try Fixtures.appState(), rules: NavigationRules(deepLinks: try Fixtures.appLinks()))
  }

  private func tab1(_ app: AppCoordinator<AppRoute>) throws -> FlowCoordinator<AppRoute, Tab1Page> {
    let tabs = try #require(app.tabs)
    return tabs.flow(.tab1, embed: AppRoute.tab1, extract: AppRoute.extractTab1)
  }

  @Test func flowCoordinatorPushesTypedPages() throws {
    let app = try app()
    let tab1 = try tab1(app)
    try tab1.push(.secondary1)
    try tab1.push(contentsOf: [.secondary2, .tertiary])
    #expect(tab1.path == [.secondary1, .secondary2, .tertiary])
    #expect(tab1.top == .tertiary)
    #expect(tab1.root == .primary)
    try tab1.pop()
    try tab1.pop(to: .secondary1)
    #expect(tab1.path == [.secondary1])
    try tab1.setPath([.tertiary, .secondary2])
    try tab1.pop(to: { $0 == .tertiary })
    #expect(tab1.path == [.tertiary])
    try tab1.popToRoot()
    #expect(!tab1.canGoBack)
    #expect(throws: NavigationError.cannotPopRoot(root: "tab1(primary)", owner: .tab(.tab1))) {
      try tab1.pop()
    }
  }

  @Test func flowCoordinatorOverAPlainEnumRoute() throws {
    let navigator = Navigator(NavigationState(flow: "main", root: Tab1Page.primary))
    let app = AppCoordinator(navigator: navigator)
    let flow = try #require(app.homeFlow)
    #expect(app.tabs == nil)
    try flow.push(.secondary1)
    try flow.push(.tertiary)
    try flow.pop(count: 2)
    #expect(flow.top == .primary)
    #expect(throws: NavigationError.cannotPopRoot(root: "primary", owner: .flow("main"))) {
      try flow.pop()
    }
  }

  @Test func predicatePopWithoutMatchThrows() throws {
    let tab1 = try tab1(app())
    try tab1.push(.secondary1)
    #expect(throws: NavigationError.noMatchOnStack(owner: .tab(.tab1))) {
      try tab1.pop(to: { $0 == .tertiary })
    }
    #expect(tab1.path == [.secondary1])
  }

  @Test func tabCoordinatorKeepsStacksAndPopsOnReselect() throws {
    let app = try app()
    let tabs = try #require(app.tabs)
    let tab1 = try tab1(app)
    try tab1.push(.secondary1)
    try tabs.select(.tab2)
    #expect(tabs.selectedTab == .tab2)
    try tabs.select(.tab1)
    #expect(tab1.path == [.secondary1])
    try tabs.select(.tab1)
    #expect(tab1.path == [])
    #expect(tabs.tabs == [.tab1, .tab2])
  }

  @Test func screenCoordinatorPresentsOnlyWhileOnScreen() throws {
    let app = try app()
    let tab1 = try tab1(app)
    let primary = tab1.screen(.primary)
    #expect(primary.isOnScreen)
    try primary.present(.screen(.passcode, id: "passcode", style: .fullScreen))
    #expect(primary.presented?.id == "passcode")
    #expect(!primary.isOnScreen)
    try primary.dismissPresented()
    #expect(primary.presented == nil)
    try tab1.push(.secondary1)
    #expect(!primary.isOnScreen)
    let error = NavigationError.notOnScreen(route: "tab1(primary)")
    #expect(throws: error) { try primary.present(.screen(.passcode, id: "passcode")) }
    #expect(app.state.modals.isEmpty)
    #expect(
      throws: NavigationError.noModalPresented(action: "dismiss what 'tab1(primary)' presented")
    ) {
      try primary.dismissPresented()
    }
  }

  @Test func screenInsideAModalFlowPresentsOverIt() throws {
    let app = try app()
    let settings = ScreenCoordinator(app.navigator, route: .settings, in: .tab(.tab2))
    try app.tabs?.select(.tab2)
    let wizard = try settings.presentFlow(.whatsNew, id: "wizard")
    try wizard.push(.profile(id: 1))
    let profile = wizard.screen(.profile(id: 1))
    try profile.present(.screen(.passcode, id: "passcode"))
    #expect(app.state.modals.map(\.id) == ["wizard", "passcode"])
    #expect(settings.presented?.id == "wizard")
    #expect(profile.presented?.id == "passcode")
    try settings.dismissPresented()
    #expect(app.state.modals.isEmpty)
  }

  @Test func appCoordinatorOwnsLaunchAndDeepLinks() throws {
    let app = AppCoordinator(
      try Fixtures.appState(phase: .launching(screen: .splash)),
      rules: NavigationRules(deepLinks: try Fixtures.appLinks()))
    try app.present(.screen(.whatsNew, id: "whatsNew"))
    try app.open("demo://tertiary")
    try app.dismiss()
    try app.showLaunchScreen(nil)
    try app.finishLaunch()
    #expect(app.phase == .home)
    #expect(app.state.visibleRoute == .tab1(.tertiary))
    try app.open("demo://profile/3")
    try app.dismissAll()
    #expect(app.visibleFlow.top == .settings)
  }

  @Test func observersReceiveEveryTransitionInOrder() throws {
    let app = try app()
    let seen = Locked<[NavigationCommand<AppRoute>]>([])
    let observation = app.observe { transition in
      if let command = transition.command { seen.withLock { $0.append(command) } }
    }
    let tab1 = try tab1(app)
    try tab1.push(.secondary1)
    #expect(throws: NavigationError.self) { try tab1.pop(count: 5) }
    try tab1.pop()
    #expect(
      seen.withLock { $0 } == [
        .push(.tab1(.secondary1), on: .tab(.tab1)), .pop(count: 1, on: .tab(.tab1)),
      ])
    observation.cancel()
    try tab1.push(.tertiary)
    #expect(seen.withLock { $0.count } == 2)
  }

  @Test func releasingTheObservationStopsIt() throws {
    let app = try app()
    let count = Locked(0)
    do {
      let observation = app.observe { _ in count.withLock { $0 += 1 } }
      try app.tabs?.select(.tab2)
      _ = observation
    }
    try app.tabs?.select(.tab1)
    #expect(count.withLock { $0 } == 1)
  }

  @Test func observersThatSendCommandsSeeTransitionsInOrder() throws {
    let app = try app()
    let navigator = app.navigator
    let seen = Locked<[NavigationCommand<AppRoute>]>([])
    let redirect = app.observe { transition in
      if transition.command == .push(.tab1(.secondary2)) {
        _ = try? navigator.send(.push(.tab1(.tertiary)))
      }
    }
    let record = app.observe { transition in
      if let command = transition.command { seen.withLock { $0.append(command) } }
    }
    try navigator.send(.push(.tab1(.secondary2)))
    #expect(seen.withLock { $0 } == [.push(.tab1(.secondary2)), .push(.tab1(.tertiary))])
    #expect(app.state.visibleRoute == .tab1(.tertiary))
    _ = (redirect, record)
  }

  @Test func concurrentCommandsAreAllAppliedAndObserved() async throws {
    let navigator = Navigator(NavigationState(flow: "main", root: 0))
    let observed = Locked(0)
    let observation = navigator.observe { _ in observed.withLock { $0 += 1 } }
    await withTaskGroup(of: Void.self) { group in
      for value in 1...200 {
        group.addTask { _ = try? navigator.send(.push(value)) }
      }
    }
    #expect(navigator.state.visibleStack?.count == 201)
    #expect(Set(navigator.state.home[.init("main")]?.path ?? []) == Set(1...200))
    #expect(observed.withLock { $0 } == 200)
    _ = observation
  }
}
