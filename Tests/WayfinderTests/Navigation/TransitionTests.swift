import Testing
import Wayfinder

/// The transition function: each command's effect, and that refused commands change nothing.
@Suite struct TransitionTests {
  /// Applies `command` expecting `error`, and checks the state is unchanged.
  private func expectRefused<Route>(
    _ command: NavigationCommand<Route>,
    on state: NavigationState<Route>,
    rules: NavigationRules<Route> = .init(),
    with error: NavigationError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var copy = state
    #expect(throws: error, sourceLocation: sourceLocation) { try copy.apply(command, rules: rules) }
    #expect(copy == state, "a refused command changed the state", sourceLocation: sourceLocation)
  }

  @Test func transitionRecordsBeforeAfterAndCommand() throws {
    let state = try Fixtures.twoTabs()
    let transition = try state.applying(.push(.secondary1))
    #expect(transition.before == state)
    #expect(transition.after[tab: .tab1]?.path == [.secondary1])
    #expect(transition.command == .push(.secondary1))
    #expect(transition.changedState)
  }

  @Test func applyingLeavesTheOriginalUntouched() throws {
    let state = try Fixtures.twoTabs()
    _ = try state.applying(.push(.secondary1))
    #expect(state[tab: .tab1]?.path == [])
  }

  @Test func stackCommandsActOnTheSelectedTab() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.push(.secondary1))
    try state.apply(.pushAll([.secondary2, .tertiary]))
    #expect(state[tab: .tab1]?.path == [.secondary1, .secondary2, .tertiary])
    try state.apply(.pop())
    #expect(state[tab: .tab1]?.path == [.secondary1, .secondary2])
    try state.apply(.popTo(.secondary1))
    #expect(state[tab: .tab1]?.path == [.secondary1])
    try state.apply(.setPath([.tertiary, .secondary2]))
    #expect(state[tab: .tab1]?.path == [.tertiary, .secondary2])
    try state.apply(.pop(count: 2))
    #expect(state[tab: .tab1]?.path == [])
    try state.apply(.push(.tertiary))
    try state.apply(.popToRoot())
    #expect(state.visibleRoute == .primary)
  }

  @Test func popAtTheRootIsRefusedWithAReadableMessage() throws {
    let state = try Fixtures.twoTabs()
    let error = NavigationError.cannotPopRoot(root: "primary", owner: .tab(.tab1))
    expectRefused(.pop(), on: state, with: error)
    #expect(error.description == "Cannot pop: 'primary' is the root of tab 'tab1'.")
  }

  @Test func stackErrorsAreRefusedWithoutChange() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.push(.secondary1))
    expectRefused(
      .pop(count: 3), on: state,
      with: .notEnoughScreens(requested: 3, available: 1, owner: .tab(.tab1)))
    expectRefused(.pop(count: -2), on: state, with: .invalidPopCount(-2))
    expectRefused(
      .popTo(.tertiary), on: state,
      with: .notOnStack(route: "tertiary", owner: .tab(.tab1)))
    expectRefused(
      .push(.tertiary, on: .tab("tab3")), on: state,
      with: .unknownTab("tab3", available: [.tab1, .tab2]))
  }

  @Test func tabsKeepIndependentStacks() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.push(.secondary1))
    try state.apply(.push(.tertiary))
    try state.apply(.selectTab(.tab2))
    #expect(state.visibleRoute == .secondary2)
    try state.apply(.push(.tertiary))
    try state.apply(.selectTab(.tab1))
    #expect(state[tab: .tab1]?.path == [.secondary1, .tertiary])
    #expect(state[tab: .tab2]?.path == [.tertiary])
    #expect(state.visibleRoute == .tertiary)
  }

  @Test func pushOntoAnUnselectedTabLeavesTheSelectionAlone() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.push(.tertiary, on: .tab(.tab2)))
    #expect(state.home.selectedTab == .tab1)
    #expect(state[tab: .tab2]?.path == [.tertiary])
  }

  @Test func reselectingTheSelectedTabPopsItToRoot() throws {
    var state = try Fixtures.twoTabs()
    try state.apply(.pushAll([.secondary1, .tertiary]))
    try state.apply(.selectTab(.tab1))
    #expect(state[tab: .tab1]?.path == [])
  }

  @Test func reselectingCanBeConfiguredToKeepTheStack() throws {
    let rules = NavigationRules<Tab1Page>(reselectPopsToRoot: false)
    var state = try Fixtures.twoTabs()
    try state.apply(.pushAll([.secondary1, .tertiary]), rules: rules)
    try state.apply(.selectTab(.tab1), rules: rules)
    #expect(state[tab: .tab1]?.path == [.secondary1, .tertiary])
  }

  @Test func unknownTabSuggestsTheNearestName() throws {
    let state = try Fixtures.twoTabs()
    let error = NavigationError.unknownTab("tab3", available: [.tab1, .tab2])
    expectRefused(.selectTab("tab3"), on: state, with: error)
    #expect(error.description == "Unknown tab 'tab3'. Did you mean 'tab1'?")
    #expect(
      NavigationError.unknownTab("settings", available: [.tab1, .tab2]).description
        == "Unknown tab 'settings'. Tabs: 'tab1', 'tab2'.")
  }

  @Test func singleFlowHomeHasNoTabBar() throws {
    var state = NavigationState(flow: "main", root: Tab1Page.primary)
    try state.apply(.push(.secondary1))
    #expect(state.visibleRoute == .secondary1)
    expectRefused(.selectTab("main"), on: state, with: .noTabBar(flow: "main"))
    try state.apply(.pop())
    expectRefused(.pop(), on: state, with: .cannotPopRoot(root: "primary", owner: .flow("main")))
    #expect(
      NavigationError.cannotPopRoot(root: "primary", owner: .flow("main")).description
        == "Cannot pop: 'primary' is the root of flow 'main'.")
  }

  @Test func invalidHomesAreRejected() {
    #expect(throws: NavigationError.invalidHome("a tab bar needs at least one tab")) {
      try NavigationState<Tab1Page>(tabs: [])
    }
    #expect(throws: NavigationError.invalidHome("tab 'tab1' is declared twice")) {
      try NavigationState(tabs: [
        NavigationTab(.tab1, root: Tab1Page.primary), NavigationTab(.tab1, root: .tertiary),
      ])
    }
    #expect(throws: NavigationError.unknownTab("tab2", available: [.tab1])) {
      try NavigationState(tabs: [NavigationTab(.tab1, root: Tab1Page.primary)], selectedTab: .tab2)
    }
  }
}
