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
    facts[DemoFact.passcodeEnabled.name] = .bool(true)
    facts[DemoFact.lastSeenVersion.name] = .version(DemoFlow.version)
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

  @Test("the app shell taps actions by label and shows screens through the builder")
  func appShell() throws {
    let app = DemoApp()
    #expect(
      app.screen == TextScreen("Primary View", buttons: ["Go to Secondary 1", "Go to Secondary 2"]))
    try app.tap("Go to Secondary 1")
    try app.tap("Open item 42")
    #expect(app.screen?.title == "Item 42")
    #expect(throws: DemoAppError.noAction("Nope")) { try app.tap("Nope") }
    try app.tap("Back to Primary")
    #expect(app.state.visibleRoute == .primary)
  }
}
