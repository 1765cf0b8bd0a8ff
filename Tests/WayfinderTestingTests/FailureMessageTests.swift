import Testing
import Wayfinder
import WayfinderTesting

/// Every issue the tester records for a wrong navigation expectation, word for word.
@Suite struct FailureMessageTests {
  @Test func unassertedChange() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let issues = issueTexts { tester.send(.push(.secondary1)) }
    #expect(
      issues == [
        """
        Unasserted state change after push 'secondary1' (− expected, + actual):
          phase: home
          tabs (selected: tab1)
        −   tab1: primary
        +   tab1: primary > secondary1
            tab2: secondary2
          modals: none
          pending deep link: none
        """
      ])
    #expect(
      tester.state.home[.tab1]?.path == [.secondary1], "the tester moves on to the actual state")
  }

  @Test func wrongValue() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let issues = issueTexts {
      tester.send(.push(.secondary1)) { $0.home[.tab1]?.path = [.secondary2] }
    }
    #expect(
      issues == [
        """
        State after push 'secondary1' does not match the expectation (− expected, + actual):
          phase: home
          tabs (selected: tab1)
        −   tab1: primary > secondary2
        +   tab1: primary > secondary1
            tab2: secondary2
          modals: none
          pending deep link: none
        """
      ])
  }

  @Test func partlyAssertedChangeShowsOnlyTheMissingPart() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs(), rules: try Fixtures.rules())
    tester.send(.selectTab(.tab2)) { $0.home.selectedTab = .tab2 }
    let issues = issueTexts {
      tester.send(.open(url: "demo://item/42")) { $0.home.selectedTab = .tab1 }
    }
    #expect(
      issues == [
        """
        State after open 'demo://item/42' does not match the expectation (− expected, + actual):
          phase: home
          tabs (selected: tab1)
        −   tab1: primary
        +   tab1: primary > secondary1 > item(id: 42)
            tab2: secondary2
          modals: none
          pending deep link: none
        """
      ])
  }

  @Test func refusedCommand() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let issues = issueTexts { tester.send(.pop()) }
    #expect(issues == ["pop was refused: Cannot pop: 'primary' is the root of tab 'tab1'."])
    #expect(tester.state == (try Fixtures.tabs()))
  }

  @Test func commandExpectedToBeRefusedWasApplied() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let issues = issueTexts {
      tester.send(.push(.secondary1), refusedWith: .noModalPresented(action: "dismiss"))
    }
    #expect(
      issues == [
        "Expected push 'secondary1' to be refused with \"Cannot dismiss: no modal is presented.\", but it was applied."
      ])
    #expect(tester.state == (try Fixtures.tabs()), "the tester keeps the state the test expects")
  }

  @Test func refusedWithAnotherError() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let issues = issueTexts {
      tester.send(.selectTab("tab3"), refusedWith: .noTabBar(flow: "main"))
    }
    #expect(
      issues == [
        """
        switch to tab 'tab3' was refused with another error (− expected, + actual):
        − Cannot switch tabs: home is the single flow 'main'.
        + Unknown tab 'tab3'. Did you mean 'tab1'?
        """
      ])
  }

  @Test func brokenInvariants() throws {
    var broken = try Fixtures.tabs()
    broken.modals = [.screen(.passcode, id: "passcode"), .screen(.passcode, id: "passcode")]
    broken.modals[1].stack.path = [.tertiary]
    let issues = issueTexts { _ = NavigationTester(initial: broken) }
    #expect(
      issues == [
        """
        The initial state breaks its invariants:
          - modal 'passcode' appears twice
          - modal 'passcode' shows one screen but has a path
        """
      ])
  }

  @Test func brokenInvariantsMidTest() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    let issues = issueTexts {
      tester.modifyState { $0.home.selectedTab = "tab3" }
    }
    #expect(
      issues == [
        """
        The state modified mid-test breaks its invariants:
          - selected tab 'tab3' matches 0 tabs, not exactly one
        """
      ])
  }

  @Test func nonExhaustiveMismatchComparesWithTheActualState() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    tester.exhaustivity = .off
    let issues = issueTexts {
      // Relative edits apply to the actual state: appending again asserts a second push.
      tester.send(.push(.secondary1)) { $0.home[.tab1]?.path.append(.secondary1) }
    }
    #expect(
      issues == [
        """
        State after push 'secondary1' does not match the expectation (− expected, + actual):
          phase: home
          tabs (selected: tab1)
        −   tab1: primary > secondary1 > secondary1
        +   tab1: primary > secondary1
            tab2: secondary2
          modals: none
          pending deep link: none
        """
      ])
  }

  @Test func issuesPointAtTheCallersLine() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs())
    var line = 0
    let issues = recordedIssues {
      line = #line + 1
      tester.send(.dismiss)
    }
    #expect(issues.map(\.line) == [line])
    #expect(issues.map(\.text) == ["dismiss was refused: Cannot dismiss: no modal is presented."])
  }

  @Test func routesThatPrintAlikeFallBackToTheirReflection() throws {
    struct Screen: Hashable, Sendable, CustomStringConvertible {
      var id: Int
      var description: String { "screen" }
    }
    let tester = NavigationTester(initial: NavigationState(flow: "main", root: Screen(id: 1)))
    let issues = issueTexts {
      tester.send(.push(Screen(id: 2))) { $0.home["main"]?.path = [Screen(id: 3)] }
    }
    #expect(
      issues == [
        """
        State after push 'screen' does not match the expectation (− expected, + actual):
          phase: home
        − flow main: Screen(id: 1) > Screen(id: 3)
        + flow main: Screen(id: 1) > Screen(id: 2)
          modals: none
          pending deep link: none
        """
      ])
  }
}
