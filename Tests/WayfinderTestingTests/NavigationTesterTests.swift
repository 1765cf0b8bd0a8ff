import Testing
import Wayfinder
import WayfinderTesting

/// The tester on journeys that pass: every change asserted, no issue recorded.
@Suite struct NavigationTesterTests {
  @Test func pushesAndPopsAcrossTabs() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    tester.send(.push(.secondary1)) { $0.home[.tab1]?.path = [.secondary1] }
    tester.send(.push(.tertiary)) { $0.home[.tab1]?.path.append(.tertiary) }
    tester.send(.selectTab(.tab2)) { $0.home.selectedTab = .tab2 }
    tester.send(.push(.secondary1)) { $0.home[.tab2]?.path = [.secondary1] }
    tester.send(.selectTab(.tab1)) { $0.home.selectedTab = .tab1 }
    tester.send(.popTo(.secondary1)) { $0.home[.tab1]?.path = [.secondary1] }
    tester.send(.selectTab(.tab1)) { $0.home[.tab1]?.path = [] }  // reselecting pops to root
    #expect(tester.state.visibleRoute == .primary)
    #expect(tester.state[tab: .tab2]?.path == [.secondary1])
  }

  @Test func sendReturnsTheTransition() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let transition = try #require(
      tester.send(.push(.secondary1)) { $0.home[.tab1]?.path = [.secondary1] })
    #expect(transition.command == .push(.secondary1))
    #expect(transition.before == (try Fixtures.tabs()))
    #expect(transition.after == tester.state)
  }

  @Test func commandsThatChangeNothingNeedNoExpectation() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    tester.send(.popToRoot())
    tester.send(.dismissAll)
    tester.send(.setPath([]))
  }

  @Test func modalsWithTheirOwnStacks() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    tester.send(.present(.flow(.cart, id: "checkout"))) {
      $0.modals = [.flow(.cart, id: "checkout")]
    }
    tester.send(.push(.payment)) { $0.modals[0].stack.path = [.payment] }
    tester.send(.present(.screen(.passcode, id: "passcode", style: .fullScreen))) {
      $0.modals.append(.screen(.passcode, id: "passcode", style: .fullScreen))
    }
    tester.send(
      .push(.tertiary),
      refusedWith: .modalWithoutNavigation(action: "push 'tertiary'", modal: "passcode"))
    tester.send(
      .selectTab(.tab2),
      refusedWith: .blockedByModal(action: "switch to tab 'tab2'", modal: "passcode"))
    tester.send(.dismissModal("checkout")) { $0.modals = [] }
    tester.send(.dismiss, refusedWith: .noModalPresented(action: "dismiss"))
  }

  @Test func refusedCommandsLeaveTheStateAsItWas() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    tester.send(.pop(), refusedWith: .cannotPopRoot(root: "primary", owner: .tab(.tab1)))
    tester.send(.selectTab("tab3"), refusedWith: .unknownTab("tab3", available: [.tab1, .tab2]))
    #expect(tester.state == (try Fixtures.tabs()))
  }

  @Test func deepLinksFollowTheTestersRules() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs(), rules: try Fixtures.rules())
    tester.send(.selectTab(.tab2)) { $0.home.selectedTab = .tab2 }
    tester.send(.open(url: "demo://item/42")) {
      $0.home.selectedTab = .tab1
      $0.home[.tab1]?.path = [.secondary1, .item(id: 42)]
    }
    tester.send(.open(url: "demo://nowhere"), refusedWith: .noDeepLinkMatch(url: "demo://nowhere"))
  }

  @Test func deepLinkDuringLaunchWaitsForHome() throws {
    let rules = try Fixtures.rules()
    let tester = NavigationTester(
      initial: try Fixtures.tabs(phase: .launching(screen: nil)), rules: rules)
    tester.send(.open(url: "demo://item/7")) {
      $0.pendingDeepLink = PendingDeepLink(
        url: "demo://item/7", target: DeepLinkTarget(tab: .tab1, path: [.secondary1, .item(id: 7)]))
    }
    tester.send(.push(.tertiary), refusedWith: .launchInProgress(action: "push 'tertiary'"))
    tester.send(.finishLaunch) {
      $0.phase = .home
      $0.pendingDeepLink = nil
      $0.home[.tab1]?.path = [.secondary1, .item(id: 7)]
    }
  }

  @Test func startsFromAnyStateAndCanBeRearrangedMidTest() throws {
    var start = try Fixtures.tabs()
    start.home[.tab2]?.path = [.tertiary]
    start.home.selectedTab = .tab2
    let tester = NavigationTester(initial: start)
    tester.send(.pop()) { $0.home[.tab2]?.path = [] }
    tester.setState(try Fixtures.tabs())
    tester.modifyState { $0.home[.tab1]?.path = [.secondary1, .tertiary] }
    tester.send(.pop(count: 2)) { $0.home[.tab1]?.path = [] }
  }

  @Test func nonExhaustiveModeChecksOnlyWhatIsAsserted() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    tester.exhaustivity = .off
    tester.send(.push(.secondary1))
    tester.send(.push(.tertiary)) { $0.home[.tab1]?.path = [.secondary1, .tertiary] }
    tester.send(.selectTab(.tab2)) { $0.home.selectedTab = .tab2 }
    tester.exhaustivity = .on
    tester.send(.selectTab(.tab1)) { $0.home.selectedTab = .tab1 }
  }

  @Test func anErrorThrownByTheExpectationIsRethrownAfterTheStateMovesOn() throws {
    struct Stop: Error {}
    let tester = NavigationTester(initial: try Fixtures.tabs())
    #expect(throws: Stop.self) {
      try tester.send(.push(.secondary1)) { _ in throw Stop() }
    }
    #expect(tester.state.home[.tab1]?.path == [.secondary1])
  }
}
