import Foundation
import Testing
import Wayfinder

/// What a deep link does to its tab's stack (`reset`, `keep`, `append`) and where Back goes
/// from its screen (`path`, `previousTab`) — rules of the transition function.
@Suite struct DeepLinkStackPolicyTests {
  /// The app route's links with every policy, on the two-tab app state.
  private func rules() throws -> NavigationRules<AppRoute> {
    var links = DeepLinkRouter<AppRoute>()
    try links.add("demo://reset") { _ in
      DeepLinkTarget(tab: .tab1, path: [.tab1(.tertiary)])
    }
    try links.add("demo://append") { _ in
      DeepLinkTarget(tab: .tab1, path: [.tab1(.tertiary)], stack: .append, back: .previousTab)
    }
    try links.add("demo://keep") { _ in
      DeepLinkTarget(tab: .tab1, stack: .keep, back: .previousTab)
    }
    try links.add("demo://profile") { _ in
      DeepLinkTarget(modal: .screen(.profile(id: 1), id: "profile"))
    }
    try links.add("demo://profile/reset") { _ in
      DeepLinkTarget(modal: .screen(.profile(id: 1), id: "profile"), stack: .reset)
    }
    try links.add("demo://here") { _ in
      DeepLinkTarget(path: [.tab1(.tertiary)], stack: .append, back: .previousTab)
    }
    return NavigationRules(deepLinks: links)
  }

  /// tab1 at [primary, secondary1, secondary2], tab2 selected.
  private func browsing() throws -> NavigationState<AppRoute> {
    var state = try Fixtures.appState()
    try state.apply(.pushAll([.tab1(.secondary1), .tab1(.secondary2)]))
    try state.apply(.selectTab(.tab2))
    return state
  }

  @Test func resetReplacesThePathAndIsTheDefault() throws {
    var state = try browsing()
    try state.apply(.open(url: "demo://reset"), rules: rules())
    #expect(state[tab: .tab1]?.path == [.tab1(.tertiary)])
    #expect(state.deepLinkReturn == nil)
    #expect(state.invariantViolations().isEmpty)
  }

  @Test func appendPushesOnTopOfWhatTheTabShows() throws {
    var state = try browsing()
    try state.apply(.open(url: "demo://append"), rules: rules())
    #expect(state.home.selectedTab == .tab1)
    #expect(
      state[tab: .tab1]?.path == [.tab1(.secondary1), .tab1(.secondary2), .tab1(.tertiary)])
    #expect(
      state.deepLinkReturn
        == DeepLinkReturn(tab: .tab1, depth: 3, popsScreen: true, previousTab: .tab2))
    #expect(state.invariantViolations().isEmpty)
  }

  @Test func backFromTheLinkedScreenReturnsToThePreviousTab() throws {
    var state = try browsing()
    let rules = try rules()
    try state.apply(.open(url: "demo://append"), rules: rules)
    try state.apply(.push(.tab1(.primary)), rules: rules)
    try state.apply(.pop(), rules: rules)  // pops the screen pushed over the link's
    #expect(state.home.selectedTab == .tab1)
    #expect(state.deepLinkReturn != nil)
    let transition = try state.applying(.pop(), rules: rules)
    #expect(transition.after.home.selectedTab == .tab2)
    #expect(
      transition.after[tab: .tab1]?.path == [.tab1(.secondary1), .tab1(.secondary2)])
    #expect(transition.after.deepLinkReturn == nil)
    state = transition.after
    try state.apply(.selectTab(.tab1), rules: rules)
    try state.apply(.pop(), rules: rules)  // an ordinary pop again
    #expect(state.home.selectedTab == .tab1)
    #expect(state[tab: .tab1]?.path == [.tab1(.secondary1)])
  }

  @Test func keepLeavesTheStackAndBackReturnsWithoutPopping() throws {
    var state = try browsing()
    let rules = try rules()
    try state.apply(.open(url: "demo://keep"), rules: rules)
    #expect(state.home.selectedTab == .tab1)
    #expect(state[tab: .tab1]?.path == [.tab1(.secondary1), .tab1(.secondary2)])
    try state.apply(.pop(), rules: rules)
    #expect(state.home.selectedTab == .tab2)
    #expect(state[tab: .tab1]?.path == [.tab1(.secondary1), .tab1(.secondary2)])
  }

  @Test func aPopOfSeveralScreensIsAnOrdinaryPop() throws {
    var state = try browsing()
    let rules = try rules()
    try state.apply(.open(url: "demo://append"), rules: rules)
    try state.apply(.pop(count: 2), rules: rules)
    #expect(state.home.selectedTab == .tab1)
    #expect(state[tab: .tab1]?.path == [.tab1(.secondary1)])
    #expect(state.deepLinkReturn == nil)
  }

  /// FlowStacks and TCA replace a path as a whole; the screen a link opened leaves with it,
  /// and so does the way back to the tab the link came from.
  @Test func replacingThePathForgetsTheWayBack() throws {
    let rules = try rules()
    var state = try browsing()
    try state.apply(.open(url: "demo://append"), rules: rules)
    let path: [AppRoute] = [.tab1(.secondary1), .tab1(.secondary2), .tab1(.primary)]
    try state.apply(.setPath(path), rules: rules)
    #expect(state.deepLinkReturn == nil)
    try state.apply(.pop(), rules: rules)
    #expect(state.home.selectedTab == .tab1)
    #expect(state[tab: .tab1]?.path == [.tab1(.secondary1), .tab1(.secondary2)])
  }

  @Test func choosingATabOrPoppingBelowTheLinkForgetsTheWayBack() throws {
    let rules = try rules()
    var switched = try browsing()
    try switched.apply(.open(url: "demo://append"), rules: rules)
    try switched.apply(.selectTab(.tab1), rules: rules)  // re-selecting pops to the root
    #expect(switched.deepLinkReturn == nil)
    var rooted = try browsing()
    try rooted.apply(.open(url: "demo://append"), rules: rules)
    try rooted.apply(.popToRoot(), rules: rules)
    #expect(rooted.deepLinkReturn == nil)
    var other = try browsing()
    try other.apply(.open(url: "demo://append"), rules: rules)
    try other.apply(.open(url: "demo://reset"), rules: rules)
    #expect(other.deepLinkReturn == nil)
    try other.apply(.pop(), rules: rules)
    #expect(other.home.selectedTab == .tab1)
  }

  @Test func aLinkThatStaysOnItsTabHasNoTabToReturnTo() throws {
    var state = try Fixtures.appState()
    try state.apply(.open(url: "demo://here"), rules: rules())
    #expect(state.deepLinkReturn == nil)
    #expect(state[tab: .tab1]?.path == [.tab1(.tertiary)])
  }

  @Test func aModalOnlyLinkKeepsTheStackUnlessItSaysReset() throws {
    var state = try Fixtures.appState()
    try state.apply(.push(.tab1(.secondary1)))
    var kept = state
    try kept.apply(.open(url: "demo://profile"), rules: rules())
    #expect(kept.topModal?.id == "profile")
    #expect(kept[tab: .tab1]?.path == [.tab1(.secondary1)])
    try state.apply(.open(url: "demo://profile/reset"), rules: rules())
    #expect(state[tab: .tab1]?.path == [])
    #expect(
      DeepLinkTarget<AppRoute>(modal: .screen(.profile(id: 1), id: "profile")).stack == .keep)
    #expect(DeepLinkTarget<AppRoute>(tab: .tab1).stack == .reset)
  }

  @Test func theWayBackSurvivesEncodingAndOldDocumentsDecode() throws {
    var state = try browsing()
    try state.apply(.open(url: "demo://append"), rules: rules())
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(NavigationState<AppRoute>.self, from: data) == state)
    let old = #"{"tab":"tab2","path":[]}"#
    let target = try JSONDecoder().decode(DeepLinkTarget<AppRoute>.self, from: Data(old.utf8))
    #expect(target.stack == .reset && target.back == .path)
  }
}
