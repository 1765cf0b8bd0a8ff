import Testing
import Wayfinder
import WayfinderTesting

/// The examples in the doc comments of `NavigationTester`, kept compiling and true.
@Suite struct TesterDocExampleTests {
  enum Tab1Page: Hashable, Sendable {
    case primary, secondary1, tertiary, info, settings
    case profile(id: Int)
  }
  enum AppPage: Hashable, Sendable { case home, splash, passcode }

  @Test func pushThenPopToRoot() throws {
    let tester = NavigationTester(
      initial: try NavigationState(tabs: [NavigationTab("tab1", root: Tab1Page.primary)]))
    tester.send(.push(.secondary1)) { $0.home["tab1"]?.path = [.secondary1] }
    tester.send(.push(.tertiary)) { $0.home["tab1"]?.path.append(.tertiary) }
    tester.send(.popToRoot()) { $0.home["tab1"]?.path = [] }
    tester.send(.pop(), refusedWith: .cannotPopRoot(Tab1Page.primary, owner: .tab("tab1")))
  }

  @Test func aLaunchOnVirtualTime() {
    let steps: [InteractionStep<AppPage>] = [
      .splash("splash", screen: .splash, duration: .milliseconds(500)),
      .modal("passcode", screen: .passcode, when: { $0.isTrue("passcodeEnabled") }),
    ]
    let tester = NavigationTester(
      initial: NavigationState(flow: "main", root: AppPage.home, phase: .launching(screen: nil)),
      launchFacts: ["passcodeEnabled": .bool(true)])
    tester.runLaunch(steps) {
      $0.phase = .launching(screen: .splash)
      $0.interactionsPending = true
      $0.modals = [.step("passcode", screen: .passcode)]
    }
    tester.receive(.stepStarted, "splash")
    tester.receive(.stepStarted, "passcode")
    tester.advance(by: .milliseconds(500))
    tester.receive(.stepFinished, "splash", at: .milliseconds(500))
  }

  /// The tabs of the coordinator examples.
  static func tabs() throws -> NavigationState<Tab1Page> {
    try NavigationState(tabs: [
      NavigationTab("tab1", root: .primary), NavigationTab("tab2", root: .settings),
    ])
  }

  /// A service the example coordinator awaits.
  actor Users {
    func load(_ id: Int) -> Int { id }
  }

  /// The example's coordinator: it loads the user, then shows the profile.
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

    func leaveProfile() async throws {
      _ = await users.load(0)
      try app.tabs?.flow("tab1").pop()
    }
  }

  @Test func coordinators() throws {
    let tester = NavigationTester(initial: try Self.tabs())
    try tester.coordinate { app in
      try app.tabs?.flow("tab1").push(.secondary1)
    } assert: {
      $0.home["tab1"]?.path = [.secondary1]
    }
    try tester.coordinate { app in
      try app.visibleFlow.screen(.secondary1).present(.screen(.info, id: "info"))
    } assert: {
      $0.modals = [.screen(.info, id: "info")]
    }
    try tester.coordinate(
      { app in try app.tabs?.select("tab2") },
      refusedWith: .blockedByModal(
        action: "switch to tab 'tab2'", modal: "info"))
  }

  @Test func aRefusedCoordinatorAction() throws {
    let tester = NavigationTester(initial: try Self.tabs())
    try tester.coordinate(
      { try $0.tabs?.flow("tab1").pop() },
      refusedWith: .cannotPopRoot(Tab1Page.primary, owner: .tab("tab1")))
  }

  @Test func coordinatorsThatAwait() async throws {
    let tester = NavigationTester(initial: try Self.tabs())
    let users = Users()
    try await tester.coordinate(
      { try await ProfileCoordinator($0, users: users).leaveProfile() },
      refusedWith: .cannotPopRoot(Tab1Page.primary, owner: .tab("tab1")))
    try await tester.coordinate { app in
      try await ProfileCoordinator(app, users: users).showProfile(of: 7)
    } assert: {
      $0.home["tab1"]?.path = [.profile(id: 7)]
    }
  }
}
