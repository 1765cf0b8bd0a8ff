import Testing
import Wayfinder
import WayfinderProperties

/// What a property reads about every modal that is up and every screen in the stack on
/// screen, not only the topmost: `modals`, `presented.NAME` and `inStack.NAME`.
@Suite struct PropertyMembershipTests {
  static let types = PropertyFacts.types(
    facts: ["loggedIn": .bool], modals: ["login", "tips"], screens: ["map", "destination"])

  static func property(_ name: String, never text: String) throws -> FlowProperty {
    FlowProperty(name, .never(try Condition(parsing: text, facts: types)))
  }

  /// A tab app on `map`, with `destination` pushed and the modals `ids` up.
  static func state(modals ids: [String]) throws -> NavigationState<ScreenRoute> {
    var state = NavigationState(flow: "ride", root: ScreenRoute("map"))
    try state.apply(.push(ScreenRoute("destination")))
    for id in ids { try state.apply(.present(.screen(ScreenRoute(id), id: ModalID(id)))) }
    return state
  }

  static func facts(_ state: NavigationState<ScreenRoute>, reading names: Set<String>) -> Facts {
    PropertyFacts.of(state, facts: ["loggedIn": .bool(true)], inBackground: false, reading: names)
  }

  @Test func neverTwoModalsAtOnceSeesTheModalUnderTheTopOne() throws {
    var monitor = PropertyMonitor(
      [try Self.property("one modal at a time", never: "modals > 1")], version: AppVersion([1]))
    #expect(
      monitor.check(Self.facts(try Self.state(modals: ["tips"]), reading: monitor.names)) == [])
    let broken = monitor.check(
      Self.facts(try Self.state(modals: ["login", "tips"]), reading: monitor.names))
    #expect(
      broken.map(\.description) == [
        "property 'one modal at a time' broke: modals > 1 holds, and never may"
      ])
  }

  @Test func aModalUnderAnotherIsStillPresented() throws {
    var monitor = PropertyMonitor(
      [try Self.property("no login once signed in", never: "presented.login && loggedIn")],
      version: AppVersion([1]))
    // `modal` reads only the top one: "tips" over "login" hid the login from the property.
    let covered = Self.facts(try Self.state(modals: ["login", "tips"]), reading: monitor.names)
    #expect(covered["modal"] == .string("tips"))
    #expect(monitor.check(covered).map(\.property) == ["no login once signed in"])
    #expect(
      monitor.check(Self.facts(try Self.state(modals: ["tips"]), reading: monitor.names)) == [])
  }

  @Test func aModalOrScreenThatIsNotThereReadsFalse() throws {
    var monitor = PropertyMonitor(
      [
        try Self.property("the map stays under", never: "!inStack.map"),
        try Self.property(
          "tips need the login", never: "presented.tips && presented.login == false"),
      ],
      version: AppVersion([1]))
    // No `presented.login` in the facts: absent reads false, so `== false` holds.
    let facts = Self.facts(try Self.state(modals: ["tips"]), reading: monitor.names)
    #expect(facts["presented.login"] == nil)
    // The stack on screen is the tips modal's, so the map under it is not in it.
    #expect(monitor.check(facts).map(\.property) == ["the map stays under", "tips need the login"])
    #expect(monitor.check(Self.facts(try Self.state(modals: []), reading: monitor.names)) == [])
  }

  @Test func theStackIsWalkedOnlyForAPropertyThatReadsIt() throws {
    let state = try Self.state(modals: [])
    let walked = Self.facts(state, reading: ["inStack.map"])
    #expect(walked["inStack.map"] == .bool(true))
    #expect(walked["inStack.destination"] == .bool(true))
    #expect(Self.facts(state, reading: ["modals"])["inStack.map"] == nil)
    #expect(Self.facts(state, reading: ["previous.inStack.map"])["inStack.map"] == .bool(true))
    #expect(Self.facts(state, reading: ["modals"])["modals"] == .int(0))
  }

  @Test func previousReadsWhatWasUpBefore() throws {
    var monitor = PropertyMonitor(
      [
        try Self.property(
          "a dismissed login stays gone",
          never: "previous.presented.login && !presented.login && !loggedIn")
      ],
      version: AppVersion([1]))
    var facts = Self.facts(try Self.state(modals: ["login"]), reading: monitor.names)
    facts["loggedIn"] = .bool(false)
    #expect(monitor.check(facts) == [])
    var after = Self.facts(try Self.state(modals: []), reading: monitor.names)
    after["loggedIn"] = .bool(false)
    #expect(monitor.check(after).map(\.property) == ["a dismissed login stays gone"])
  }
}
