import Testing
import Wayfinder
import WayfinderTesting

/// A coordinator method that awaits — load the user, then show the profile — driven through
/// the tester with the same exhaustive assertions as a synchronous one.
@Suite struct AsyncCoordinatorTesterTests {
  /// A user service the coordinator awaits; it remembers what it was asked.
  actor Users {
    private(set) var loaded: [Int] = []

    func load(_ id: Int) -> Int {
      loaded.append(id)
      return id
    }
  }

  /// An app's coordinator with an asynchronous method.
  struct ProfileCoordinator {
    let app: AppCoordinator<Page>
    let users: Users

    func showProfile(of id: Int) async throws {
      let user = await users.load(id)
      try app.tabs?.flow(.tab1).push(.item(id: user))
    }

    func leaveProfile() async throws {
      _ = await users.loaded
      try app.tabs?.flow(.tab1).pop()
    }
  }

  /// A main-actor coordinator, as a SwiftUI app has.
  @MainActor final class MainActorCoordinator {
    var shown = 0

    func show(_ app: AppCoordinator<Page>) async throws {
      await Task.yield()
      try app.tabs?.select(.tab2)
      shown += 1
    }
  }

  @Test func anAsyncCoordinatorMethodIsAssertedExhaustively() async throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let users = Users()
    try await tester.coordinate { app in
      try await ProfileCoordinator(app: app, users: users).showProfile(of: 7)
    } assert: {
      $0.home[.tab1]?.path = [.item(id: 7)]
    }
    #expect(await users.loaded == [7])
    try await tester.coordinate { app in
      try await ProfileCoordinator(app: app, users: users).leaveProfile()
    } assert: {
      $0.home[.tab1]?.path = []
    }
  }

  @Test func anUnassertedAsyncChangeFailsWithADiffAtTheCallersLine() async throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let users = Users()
    let line = #line + 2
    let issues = try await recordedIssues {
      try await tester.coordinate { app in
        try await ProfileCoordinator(app: app, users: users).showProfile(of: 7)
      }
    }
    #expect(
      issues == [
        RecordedIssue(
          text: """
            Unasserted state change after the coordinator action (− expected, + actual):
              phase: home
              tabs (selected: tab1)
            −   tab1: primary
            +   tab1: primary > item(id: 7)
                tab2: secondary2
              modals: none
              pending deep link: none
            """, line: line)
      ])
    #expect(tester.state.home[.tab1]?.path == [.item(id: 7)], "the tester moved on")
  }

  @Test func anAsyncRefusalIsReportedWithTheEnginesMessage() async throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let users = Users()
    let refused = try await recordedIssues {
      try await tester.coordinate { app in
        try await ProfileCoordinator(app: app, users: users).leaveProfile()
      }
    }
    #expect(
      refused.map(\.text) == [
        "The coordinator action was refused: Cannot pop: 'primary' is the root of tab 'tab1'."
      ])
    try await tester.coordinate(
      { app in try await ProfileCoordinator(app: app, users: users).leaveProfile() },
      refusedWith: .cannotPopRoot(Page.primary, owner: .tab(.tab1)))
    let applied = try await recordedIssues {
      try await tester.coordinate(
        { app in try await ProfileCoordinator(app: app, users: users).showProfile(of: 3) },
        refusedWith: .cannotPopRoot(Page.primary, owner: .tab(.tab1)))
    }
    #expect(
      applied.map(\.text) == [
        "Expected the coordinator action to be refused with \"Cannot pop: 'primary' is the root"
          + " of tab 'tab1'.\", but it was not."
      ])
    #expect(tester.state == (try Fixtures.tabs()), "a refusal test keeps the state")
  }

  @Test func aClosureThatAwaitsNothingPicksTheSynchronousFormInAnAsyncTest() async throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    // No `await`: this compiles only if the synchronous overload is chosen.
    try tester.coordinate { app in
      try app.tabs?.flow(.tab1).push(.secondary1)
    } assert: {
      $0.home[.tab1]?.path = [.secondary1]
    }
    try tester.coordinate(
      { app in try app.tabs?.flow(.tab1).pop(to: .item(id: 7)) },
      refusedWith: .notOnStack(Page.item(id: 7), owner: .tab(.tab1)))
  }

  @Test func aClosureThatAwaitsNothingPicksTheSynchronousFormInASyncTest() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    try tester.coordinate { app in
      try app.tabs?.select(.tab2)
    } assert: {
      $0.home.selectedTab = .tab2
    }
  }

  @MainActor @Test func aMainActorCoordinatorIsCalledOnTheMainActor() async throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let coordinator = MainActorCoordinator()
    try await tester.coordinate { app in
      try await coordinator.show(app)
    } assert: {
      $0.home.selectedTab = .tab2
    }
    #expect(coordinator.shown == 1)
  }

  @Test func aLaunchSheetDismissedByAnAsyncCoordinatorEndsItsStep() async throws {
    let tester = NavigationTester(initial: try Fixtures.tabs(phase: .launching(screen: nil)))
    let users = Users()
    tester.runLaunch([.modal("whatsNew", screen: .whatsNew)]) {
      $0.interactionsPending = true
      $0.modals = [.step("whatsNew", screen: .whatsNew)]
    }
    tester.receive(.stepStarted, "whatsNew")
    try await tester.coordinate { app in
      _ = await users.load(1)
      try app.dismiss()
    } assert: {
      $0 = try Fixtures.tabs()
    }
    tester.receive(.stepCancelled, "whatsNew")
    tester.receive(.launchFinished)
  }
}
