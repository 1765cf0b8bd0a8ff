import Testing
import Wayfinder
import WayfinderTesting

/// The tester examples of the README, kept compiling and true, with a coordinator that awaits
/// and a live launch on a test clock, as the testing article tells them.
@Suite(.hangLimit) struct ReadmeTesterExampleTests {
  enum Tab1Page: Hashable, Sendable, Codable {
    case primary, secondary1, secondary2, tertiary, splash, passcode
    case profile(id: Int)
  }

  /// A service the README's coordinator awaits.
  actor Users {
    func load(_ id: Int) -> Int { id }
  }

  /// The README's coordinator: it loads the user, then shows the profile.
  struct ProfileCoordinator {
    let app: AppCoordinator<Tab1Page>
    let users: Users

    init(_ app: AppCoordinator<Tab1Page>, users: Users) {
      self.app = app
      self.users = users
    }

    func showProfile(of id: Int) async throws {
      let user = await users.load(id)
      try app.tabs?.flow("tab1").push(.profile(id: user))
    }
  }

  @Test func secondaryThenBack() throws {
    let tester = NavigationTester(
      initial: try NavigationState(tabs: [NavigationTab("tab1", root: Tab1Page.primary)]))
    tester.send(.push(.secondary1)) { $0.home["tab1"]?.path = [.secondary1] }
    tester.send(.pop(), assert: { $0.home["tab1"]?.path = [] })
    tester.send(.pop(), refusedWith: .cannotPopRoot(Tab1Page.primary, owner: .tab("tab1")))
  }

  @Test func coordinators() async throws {
    let tester = NavigationTester(
      initial: try NavigationState(tabs: [NavigationTab("tab1", root: Tab1Page.primary)]))
    try tester.coordinate { app in
      try app.tabs?.flow("tab1").push(.secondary1)
    } assert: {
      $0.home["tab1"]?.path = [.secondary1]
    }
    tester.send(.pop()) { $0.home["tab1"]?.path = [] }
    try tester.coordinate(
      { try $0.tabs?.flow("tab1").pop() },
      refusedWith: .cannotPopRoot(Tab1Page.primary, owner: .tab("tab1")))
    let users = Users()
    try await tester.coordinate { app in
      try await ProfileCoordinator(app, users: users).showProfile(of: 7)
    } assert: {
      $0.home["tab1"]?.path = [.profile(id: 7)]
    }
  }

  @Test func aLiveLaunch() async throws {
    let app = AppCoordinator(
      try NavigationState(
        tabs: [NavigationTab("tab1", root: Tab1Page.primary)], phase: .launching(screen: nil)))
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(navigator: app.navigator, clock: clock)
    let events = InteractionEventRecorder(launch)  // before the run
    try await launch.run([
      .splash("splash", screen: .splash, duration: .milliseconds(500)),
      .modal("passcode", screen: .passcode, after: ["splash"]),
    ])
    await clock.advance(by: .milliseconds(500))
    try await launch.waitUntilIdle()  // what the advance set off is done
    #expect(await launch.status(of: "passcode") == .running)
    #expect(try await events.waitFor(.stepStarted, "passcode").time == .milliseconds(500))
  }
}

/// The README's test of an app's whole life, on an app with a passcode and a review prompt
/// for icon launches only.
@Suite struct ReadmeLifeTesterExampleTests {
  @Test func thePasscodeAsksAgainAndTheReviewWaitsForAnIconLaunch() throws {
    let program = LifeApp.program(
      [LifeApp.passcode, LifeApp.review], facts: ["passcodeEnabled": .bool(true)])
    let tester = try AppLifeTester(program: program, handshakes: .confirmedByHost)
    tester.receive(.stepStarted, "passcode")
    tester.tap("Unlock") { $0.modals = [.step("review", screen: "review")] }
    tester.receive(.stepFinished, "passcode")
    tester.receive(.stepStarted, "review")
    tester.tap("Not now") {
      $0.phase = .home
      $0.interactionsPending = false
      $0.modals = []
    }
    tester.receive(.stepFinished, "review")
    tester.receive(.launchFinished)
    tester.relaunch(from: .notification) {
      $0.phase = .launching(screen: nil)
      $0.interactionsPending = true
      $0.modals = [.step("passcode", screen: "passcode")]
    }
    tester.receive(.stepStarted, "passcode")
    tester.tap("Unlock") {
      $0.phase = .home
      $0.interactionsPending = false
      $0.modals = []
    }
    tester.receive(.stepFinished, "passcode")
    tester.receive(.stepSkipped(.source), "review")
    tester.receive(.launchFinished)
    #expect(tester.promptHistory.showings["review"] == [.zero])
  }

  @Test func theSameAssertingOnlyWhatMatters() throws {
    let program = LifeApp.program(
      [LifeApp.passcode, LifeApp.review], facts: ["passcodeEnabled": .bool(true)])
    let tester = try AppLifeTester(program: program, handshakes: .confirmedByHost)
    tester.exhaustivity = .off  // assert only what matters here
    tester.tap("Unlock") { $0.modals = [.step("review", screen: "review")] }
    tester.tap("Not now") { $0.phase = .home }
    tester.relaunch(from: .notification) { $0.modals = [.step("passcode", screen: "passcode")] }
    tester.tap("Unlock") { $0.modals = [] }
    tester.receive(.stepSkipped(.source), "review")  // not on notification launches
    #expect(tester.promptHistory.showings["review"] == [.zero])
  }
}
