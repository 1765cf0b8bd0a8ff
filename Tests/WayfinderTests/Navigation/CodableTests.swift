import Foundation
import Testing
import Wayfinder

@Suite struct CodableTests {
  private func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  @Test func fullStateRoundTrips() throws {
    var state = try Fixtures.appState(phase: .launching(screen: .splash))
    let rules = NavigationRules(deepLinks: try Fixtures.appLinks())
    try state.apply(.present(.flow(.whatsNew, id: "whatsNew", style: .fullScreen)), rules: rules)
    try state.apply(.push(.profile(id: 9)), rules: rules)
    try state.apply(.open(url: "demo://tertiary"), rules: rules)
    #expect(try roundTrip(state) == state)
    try state.apply(.dismiss, rules: rules)
    try state.apply(.finishLaunch, rules: rules)
    try state.apply(.present(.screen(.passcode, id: "passcode", style: .sheet)), rules: rules)
    #expect(try roundTrip(state) == state)
  }

  @Test func screenRoutesRoundTripWithTypedArguments() throws {
    var state = NavigationState(flow: "main", root: ScreenRoute("primary"))
    try state.apply(
      .push(
        ScreenRoute(
          "item",
          arguments: ["id": .int(42), "name": .string("x"), "on": .bool(true), "w": .double(1.5)])))
    #expect(try roundTrip(state) == state)
    #expect(state.visibleRoute?.description == "item(id: 42, name: \"x\", on: true, w: 1.5)")
  }

  @Test func transitionsRoundTrip() throws {
    let transition = try Fixtures.twoTabs().applying(.push(.secondary1, on: .tab(.tab2)))
    #expect(try roundTrip(transition) == transition)
  }

  @Test func decodingRejectsAStateThatBreaksInvariants() throws {
    var state = try Fixtures.twoTabs()
    state.home.selectedTab = "tab9"
    let data = try JSONEncoder().encode(state)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationState<Tab1Page>.self, from: data)
    }
  }

  @Test func factsRoundTripWithTheirTypes() throws {
    let facts: Facts = [
      "passcodeEnabled": .bool(true), "launches": .int(3), "name": .string("Ada"),
      "lastSeenVersion": .version(try #require(AppVersion("1.10"))),
    ]
    #expect(try roundTrip(facts) == facts)
  }
}
