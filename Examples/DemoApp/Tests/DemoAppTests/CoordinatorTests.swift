import DemoApp
import Testing
import Wayfinder
import WayfinderTesting

/// The generated routes driven through coordinators and asserted with `NavigationTester`.
@Suite("Demo through coordinators")
struct CoordinatorTests {
  func tester() -> NavigationTester<DemoRoute> {
    NavigationTester(
      initial: DemoFlow.initialState(launching: false),
      rules: DemoFlow.rules(holdingEdgesToFlow: true), launchFacts: DemoFlow.initialFacts)
  }

  @Test("declared pushes go through, typed, with their arguments")
  func declaredPushes() throws {
    let tester = tester()
    try tester.coordinate { app in
      try app.tabs?.flow(DemoTab.tab1.id).push(.secondary1)
      try app.tabs?.flow(DemoTab.tab1.id).push(.item(id: 42))
    } assert: {
      $0.home[DemoTab.tab1.id]?.path = [.secondary1, .item(id: 42)]
    }
    try tester.coordinate { app in
      try app.tabs?.select(DemoTab.tab2.id)
    } assert: {
      $0.home.selectedTab = DemoTab.tab2.id
    }
    tester.send(.present(DemoModal.details.presentation(.details))) {
      $0.modals = [DemoModal.details.presentation(.details)]
    }
  }

  @Test("a push the flow does not declare is refused, naming the screen and the nearest action")
  func undeclaredPush() throws {
    let tester = tester()
    try tester.coordinate(
      { app in try app.tabs?.flow(DemoTab.tab1.id).push(.tertiary) },
      refusedWith: .undeclaredNavigation(
        screen: "primary", command: "push 'tertiary'",
        nearest: DeclaredAction("Go to Secondary 1", .screen("secondary1"))))
  }

  @Test("a modal this screen does not present is refused, even though another screen does")
  func undeclaredPresent() {
    let tester = tester()
    tester.send(
      .present(DemoModal.details.presentation(.details)),
      refusedWith: .undeclaredNavigation(
        screen: "primary", command: "present modal 'details'",
        nearest: DeclaredAction("Go to Secondary 1", .screen("secondary1"))))
    tester.send(.selectTab(DemoTab.tab2.id)) { $0.home.selectedTab = DemoTab.tab2.id }
    tester.send(.present(DemoModal.details.presentation(.details))) {
      $0.modals = [DemoModal.details.presentation(.details)]
    }
  }

  @Test("the launch plan plays on virtual time: the passcode holds home, then the deep link lands")
  func launch() {
    var facts = DemoFlow.initialFacts
    facts[.passcodeEnabled] = .bool(true)
    facts[.lastSeenVersion] = .version(DemoFlow.version)
    let tester = NavigationTester(
      initial: DemoFlow.initialState(), rules: DemoFlow.rules(), launchFacts: facts)
    tester.exhaustivity = .off
    tester.runLaunch(DemoFlow.launchSteps())
    tester.skipReceivedEvents()
    tester.send(.open(url: "demo://item/7")) { #expect($0.pendingDeepLink != nil) }
    tester.skipReceivedEvents()
    tester.advance(by: .seconds(2)) {
      // Splash and config are done; the passcode holds home, and the link waits.
      #expect($0.topModal?.id == DemoModal.passcode.id)
      #expect($0.pendingDeepLink != nil)
    }
    tester.skipReceivedEvents()
    tester.finish(DemoStep.passcode.id) {
      #expect($0.visibleRoute == .item(id: 7))
    }
    tester.skipReceivedEvents()
  }

  /// Waits until `step` has started.
  static func started(_ step: DemoStep, _ events: inout AsyncStream<InteractionEvent>.Iterator) async {
    while let event = await events.next() {
      if event.kind == .stepStarted, event.step == step.id { return }
    }
  }

  @Test("the app launches and is tapped through with the generated API only")
  func appShell() async throws {
    let clock = InteractionTestClock()
    let app = DemoApp(clock: clock)
    var events = app.launch.events().makeAsyncIterator()
    try await app.start()
    await clock.waitForSleepers(1)  // the splash
    await clock.advance(by: .milliseconds(500))
    await clock.waitForSleepers(2)  // the configuration's work and its timeout
    await clock.advance(by: .milliseconds(800))
    await Self.started(.whatsNew, &events)
    #expect(app.state.topModal?.id == DemoStep.whatsNew.id.modalID)
    #expect(app.actions == [.whatsNewContinue])
    try await app.tap(.whatsNewContinue)
    #expect(await app.launch.waitUntilFinished() == .finished)
    #expect(await app.launch.facts[.lastSeenVersion] == .version(DemoFlow.version))
    #expect(
      app.screen == TextScreen("Primary View", buttons: ["Go to Secondary 1", "Go to Secondary 2"]))

    try await app.tap(.primaryGoToSecondary1)
    try await app.tap(.secondary1OpenItem42)
    #expect(app.screen?.title == "Item 42")
    // An action of another screen is refused by the runtime, word for word; nothing changes.
    await #expect(throws: ActionRefusal.nothingToFinish(label: "Unlock")) {
      try await app.tap(.passcodeUnlock)
    }
    #expect(
      ActionRefusal.nothingToFinish(label: "Unlock").description
        == "'Unlock' finishes the modal it is on, but this screen is not in a modal.")
    try await app.tap(.itemBackToPrimary)
    #expect(app.state.visibleRoute == .primary)

    // An interaction a tap runs, then finished by a tap that sets a fact.
    _ = try app.navigator.send(.selectTab(DemoTab.tab2.id))
    try await app.tap(.tab2HomeNotificationSettings)
    await Self.started(.notifications, &events)
    #expect(app.state.visibleRoute == .notifications)
    try await app.tap(.notificationsAllow)
    #expect(await app.launch.facts[.notificationsAllowed] == .bool(true))
    #expect(app.state.visibleRoute == .tab2Home)
  }
}
