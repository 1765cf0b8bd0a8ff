import Testing
import Wayfinder
import WayfinderTesting

/// The tester driving the coordinators an app writes, with the same exhaustive assertions.
@Suite struct CoordinatorTesterTests {
  @Test func flowTabAndScreenCoordinatorsAreAssertedExhaustively() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    try tester.coordinate { app in
      let tab1 = try #require(app.tabs).flow(.tab1)
      try tab1.push(.secondary1)
      try tab1.push(.tertiary)
    } assert: {
      $0.home[.tab1]?.path = [.secondary1, .tertiary]
    }
    try tester.coordinate { app in
      try app.visibleFlow.screen(.tertiary).presentFlow(.cart, id: "checkout")
      try FlowCoordinator(app.navigator, on: .modal("checkout")).push(.payment)
    } assert: {
      $0.modals = [.flow(.cart, id: "checkout", path: [.payment])]
    }
    try tester.coordinate { app in
      try app.dismissAll()
    } assert: {
      $0.modals = []
    }
    try tester.coordinate { app in
      try app.tabs?.select(.tab2)
    } assert: {
      $0.home.selectedTab = .tab2
    }
  }

  @Test func refusalsAreMatchedAsTypedValues() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    try tester.coordinate(
      { app in try app.tabs?.flow(.tab1).pop() },
      refusedWith: .cannotPopRoot(Page.primary, owner: .tab(.tab1)))
    try tester.coordinate(
      { app in try app.tabs?.flow(.tab1).screen(.secondary1).present(.screen(.cart, id: "c")) },
      refusedWith: .notOnScreen(Page.secondary1))
    try tester.coordinate(
      { app in try app.tabs?.flow(.tab1).pop(to: .item(id: 7)) },
      refusedWith: .notOnStack(Page.item(id: 7), owner: .tab(.tab1)))
    #expect(
      NavigationError.notOnStack(Page.item(id: 7), owner: .tab(.tab1)).description
        == "Cannot pop to 'item(id: 7)': it is not on the stack of tab 'tab1'.")
  }

  @Test func anUnassertedCoordinatorChangeFailsWithADiff() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let issues = try issueTexts {
      try tester.coordinate { app in try app.tabs?.flow(.tab1).push(.secondary1) }
    }
    #expect(
      issues == [
        """
        Unasserted state change after the coordinator action (− expected, + actual):
          phase: home
          tabs (selected: tab1)
        −   tab1: primary
        +   tab1: primary > secondary1
            tab2: secondary2
          modals: none
          pending deep link: none
        """
      ])
  }

  @Test func aCoordinatorRefusalIsReportedWithTheEnginesMessage() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let refused = try issueTexts { try tester.coordinate { app in try app.dismiss() } }
    #expect(
      refused == ["The coordinator action was refused: Cannot dismiss: no modal is presented."])
    let other = try issueTexts {
      try tester.coordinate(
        { app in try app.dismiss() }, refusedWith: .cannotPopRoot(Page.primary, owner: .tab(.tab1)))
    }
    #expect(
      other == [
        """
        The coordinator action was refused with another error (− expected, + actual):
        − Cannot pop: 'primary' is the root of tab 'tab1'.
        + Cannot dismiss: no modal is presented.
        """
      ])
    let applied = try issueTexts {
      try tester.coordinate(
        { app in try app.tabs?.select(.tab1) }, refusedWith: .launchAlreadyFinished)
    }
    #expect(
      applied == [
        "Expected the coordinator action to be refused with \"Cannot finish the launch: home is already showing.\", but it was not."
      ])
  }

  @Test func aDismissedLaunchSheetEndsItsStepThroughTheCoordinatorToo() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs(phase: .launching(screen: nil)))
    tester.runLaunch([.modal("whatsNew", screen: .whatsNew)]) {
      $0.interactionsPending = true
      $0.modals = [.step("whatsNew", screen: .whatsNew)]
    }
    tester.receive(.stepStarted, "whatsNew")
    try tester.coordinate { app in
      try app.dismiss()
    } assert: {
      $0 = try Fixtures.tabs()
    }
    tester.receive(.stepCancelled, "whatsNew")
    tester.receive(.launchFinished)
  }

  @Test func aFailureIsTheIssuesTitle() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    withKnownIssue {
      tester.send(.pop())
    } matching: { issue in
      issue.error.map(String.init(describing:))
        == "pop was refused: Cannot pop: 'primary' is the root of tab 'tab1'."
    }
  }
}

/// The test clock for live launches.
@Suite(.hangLimit) struct InteractionTestClockTests {
  @Test func aLiveLaunchRunsOnTheTestClock() async throws {
    let navigator = Navigator(try Fixtures.tabs(phase: .launching(screen: nil)))
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(navigator: navigator, clock: clock)
    let worked = Locked(false)
    try await launch.run([
      .splash("splash", screen: .splash, duration: .milliseconds(500)),
      .background("fetchConfig", after: ["splash"]) { context in
        try await context.sleep(untilElapsed: .milliseconds(800))
        worked.withLock { $0 = true }
        return ["configLoaded": .bool(true)]
      },
    ])
    await clock.waitForSleepers(1)
    #expect(navigator.state.phase == .launching(screen: .splash))
    await clock.advance(by: .milliseconds(499))
    #expect(clock.sleeperCount == 1, "the splash still waits")
    await clock.advance(by: .milliseconds(1))
    await clock.waitForSleepers(1)  // the work has started and sleeps
    #expect(await launch.status(of: "splash") == .finished)
    await clock.advance(by: .milliseconds(800))
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(worked.withLock { $0 })
    #expect(navigator.state.phase == .home)
    #expect(clock.now.offset == .milliseconds(1300))
  }

  @Test func aCancelledSleeperThrowsAtOnce() async {
    let clock = InteractionTestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(10)) }
    await clock.waitForSleepers(1)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }
}
