import Testing
import Wayfinder
import WayfinderTesting

/// The code of the library's "Getting started" article, kept compiling and true.
@Suite(.hangLimit) struct GettingStartedTests {
  enum Page: Hashable, Sendable { case inbox, message(id: Int), splash, passcode }

  @Test func openAMessageAndGoBack() throws {
    let tester = NavigationTester(
      initial: try NavigationState(tabs: [NavigationTab("mail", root: Page.inbox)]))
    tester.send(.push(.message(id: 7))) { $0.home["mail"]?.path = [.message(id: 7)] }
    tester.send(.pop()) { $0.home["mail"]?.path = [] }
    tester.send(.pop(), refusedWith: .cannotPopRoot(Page.inbox, owner: .tab("mail")))
  }

  @Test func passcodeBeforeHome() throws {
    let tester = NavigationTester(
      initial: try NavigationState(
        tabs: [NavigationTab("mail", root: Page.inbox)], phase: .launching(screen: nil)),
      launchFacts: ["passcodeEnabled": .bool(true)])
    let passcode = InteractionStep<Page>.modal(
      "passcode", screen: .passcode, style: .fullScreen,
      when: { $0.isTrue("passcodeEnabled") })

    tester.runLaunch([passcode]) {
      $0.modals = [.step("passcode", screen: .passcode, style: .fullScreen, role: .required)]
      $0.interactionsPending = true
    }
    tester.receive(.stepStarted, "passcode", at: .zero)

    tester.finish("passcode") {
      $0.modals = []
      $0.phase = .home
      $0.interactionsPending = false
    }
    tester.receive(.stepFinished, "passcode")
    tester.receive(.launchFinished)
  }

  @Test func passcodeAfterTheConfig() async throws {
    let navigator = Navigator(
      try NavigationState(
        tabs: [NavigationTab("mail", root: Page.inbox)], phase: .launching(screen: nil)))
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(navigator: navigator, clock: clock)
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .splash("splash", screen: .splash, duration: .milliseconds(500)),
      .background("fetchConfig", after: ["splash"]) { context in
        try await context.sleep(for: .milliseconds(800))
        return ["configLoaded": .bool(true)]
      },
      .modal("passcode", screen: .passcode, style: .fullScreen, after: ["fetchConfig"]),
    ])
    await clock.advance(by: .milliseconds(500))
    try await launch.waitUntilIdle()  // the config work sleeps on the clock
    #expect(await launch.status(of: "fetchConfig") == .running)

    await clock.advance(by: .milliseconds(800))
    try await launch.waitUntil { $0.status(of: "passcode") == .running }
    #expect(navigator.state.modals.map(\.id) == ["passcode"])
    #expect(try await events.waitFor(.stepStarted, "passcode").time == .milliseconds(1300))
  }
}
