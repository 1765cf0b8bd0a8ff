import Testing
import Wayfinder

/// Opening deep links: nested targets with a synthetic back stack, modals, and links that
/// arrive during launch.
@Suite struct DeepLinkNavigationTests {
  private func rules() throws -> NavigationRules<AppRoute> {
    NavigationRules(deepLinks: try Fixtures.appLinks())
  }

  @Test func buildsTheSyntheticBackStackInTheTargetTab() throws {
    var state = try Fixtures.appState()
    try state.apply(.selectTab(.tab2), rules: rules())
    try state.apply(.open(url: "demo://tertiary"), rules: rules())
    #expect(state.home.selectedTab == .tab1)
    #expect(state[tab: .tab1]?.routes == [.tab1(.primary), .tab1(.secondary1), .tab1(.tertiary)])
    try state.apply(.pop(), rules: rules())
    #expect(state.visibleRoute == .tab1(.secondary1))
  }

  @Test func replacesWhateverWasPushedInTheTargetTab() throws {
    var state = try Fixtures.appState()
    try state.apply(.pushAll([.tab1(.secondary2), .tab1(.secondary2)]), rules: rules())
    try state.apply(.open(url: "demo://tertiary"), rules: rules())
    #expect(state[tab: .tab1]?.path == [.tab1(.secondary1), .tab1(.tertiary)])
  }

  @Test func presentsATypedModalOverItsTab() throws {
    var state = try Fixtures.appState()
    try state.apply(.open(url: "demo://profile/42"), rules: rules())
    #expect(state.home.selectedTab == .tab2)
    #expect(state.topModal?.id == "profile")
    #expect(state.visibleRoute == .profile(id: 42))
  }

  @Test func dismissesModalsBeforeNavigating() throws {
    var state = try Fixtures.appState()
    try state.apply(.present(.screen(.whatsNew, id: "whatsNew")), rules: rules())
    try state.apply(.open(url: "demo://tertiary"), rules: rules())
    #expect(state.modals.isEmpty)
    #expect(state.visibleRoute == .tab1(.tertiary))
  }

  @Test func linkDuringLaunchIsHeldUntilHomeAppears() throws {
    var state = try Fixtures.appState(phase: .launching(screen: .splash))
    try state.apply(.open(url: "demo://profile/7"), rules: rules())
    #expect(state.pendingDeepLink?.url == "demo://profile/7")
    #expect(state.modals.isEmpty)
    #expect(state.visibleRoute == .splash)
    try state.apply(.finishLaunch, rules: rules())
    #expect(state.phase == .home)
    #expect(state.pendingDeepLink == nil)
    #expect(state.visibleRoute == .profile(id: 7))
  }

  @Test func laterLinkDuringLaunchReplacesTheEarlierOne() throws {
    var state = try Fixtures.appState(phase: .launching(screen: nil))
    try state.apply(.open(url: "demo://profile/7"), rules: rules())
    try state.apply(.open(url: "demo://tertiary"), rules: rules())
    try state.apply(.finishLaunch, rules: rules())
    #expect(state.visibleRoute == .tab1(.tertiary))
    #expect(state.modals.isEmpty)
  }

  @Test func badLinksAreRefusedWithoutChange() throws {
    let state = try Fixtures.appState()
    let rules = try rules()
    func refused(_ url: String, _ error: NavigationError) {
      var copy = state
      #expect(throws: error) { try copy.apply(.open(url: url), rules: rules) }
      #expect(copy == state)
    }
    refused("demo://nothing/here", .noDeepLinkMatch(url: "demo://nothing/here"))
    refused(
      "demo://profile/abc",
      .deepLinkArgumentMismatch(
        url: "demo://profile/abc", placeholder: "id", expected: .int, text: "abc"))
    refused("demo://nowhere", .deepLinkUnresolved(url: "demo://nowhere"))
    refused("demo://ghost", .unknownTab("tab9", available: [.tab1, .tab2]))
    #expect(
      NavigationError.deepLinkArgumentMismatch(
        url: "demo://profile/abc", placeholder: "id", expected: .int, text: "abc"
      ).description == "Deep link 'demo://profile/abc': 'abc' is not an int for '{id}'.")
    #expect(
      NavigationError.noDeepLinkMatch(url: "x://y").description == "No deep link matches 'x://y'.")
  }

  @Test func badLinkDuringLaunchKeepsThePendingOne() throws {
    var state = try Fixtures.appState(phase: .launching(screen: nil))
    try state.apply(.open(url: "demo://tertiary"), rules: rules())
    #expect(throws: NavigationError.noDeepLinkMatch(url: "demo://x")) {
      try state.apply(.open(url: "demo://x"), rules: rules())
    }
    #expect(state.pendingDeepLink?.url == "demo://tertiary")
  }

  @Test func firstMatchingPatternWins() throws {
    var links = DeepLinkRouter<Tab1Page>()
    try links.add("demo://page/{name}") { _ in DeepLinkTarget(path: [.secondary1]) }
    try links.add("demo://page/special") { _ in DeepLinkTarget(path: [.tertiary]) }
    #expect(try links.resolve("demo://page/special").path == [.secondary1])
  }
}
