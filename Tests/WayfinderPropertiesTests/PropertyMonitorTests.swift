import Testing
import Wayfinder
import WayfinderProperties

/// What each kind of property says, checked state by state as an exploration or a scenario
/// checks it.
@Suite struct PropertyMonitorTests {
  static let types: [String: FactType] = PropertyFacts.names.merging(["signedIn": .bool]) { a, _ in
    a
  }

  static func condition(_ text: String) throws -> Condition {
    try Condition(parsing: text, facts: types)
  }

  static func facts(screen: String, signedIn: Bool = false, linkHeld: Bool = false) -> Facts {
    [
      "screen": .string(screen), "modal": .string(""), "tab": .string("main"),
      "phase": .string("home"), "linkHeld": .bool(linkHeld), "background": .bool(false),
      "signedIn": .bool(signedIn),
    ]
  }

  @Test func neverBreaksOnTheStateWhereItsConditionHolds() throws {
    var monitor = PropertyMonitor(
      [
        FlowProperty(
          "no checkout signed out",
          .never(try Self.condition(#"screen == "checkout" && !signedIn"#)))
      ],
      version: AppVersion([1, 0]))
    #expect(monitor.check(Self.facts(screen: "cart")).isEmpty)
    #expect(monitor.check(Self.facts(screen: "checkout", signedIn: true)).isEmpty)
    let broken = monitor.check(Self.facts(screen: "checkout"))
    #expect(broken.map(\.property) == ["no checkout signed out"])
    #expect(
      broken.first?.description
        == #"property 'no checkout signed out' broke: (screen == "checkout") && !signedIn holds, and never may"#
    )
  }

  @Test func alwaysIsCheckedOnlyWhileItsScopeHolds() throws {
    var monitor = PropertyMonitor(
      [
        FlowProperty(
          "signed in on account",
          .always(
            try Self.condition("signedIn"), while: try Self.condition(#"screen == "account""#)))
      ], version: AppVersion([1, 0]))
    #expect(monitor.check(Self.facts(screen: "cart")).isEmpty)
    #expect(monitor.check(Self.facts(screen: "account", signedIn: true)).isEmpty)
    #expect(
      monitor.check(Self.facts(screen: "account")).first?.message
        == #"signedIn does not hold while screen == "account""#)
  }

  @Test func eventuallyCountsCommandsFromItsTrigger() throws {
    let property = FlowProperty(
      "links land",
      .eventually(try Self.condition("!linkHeld"), after: try Self.condition("linkHeld"), within: 2)
    )
    var monitor = PropertyMonitor([property], version: AppVersion([1, 0]))
    #expect(monitor.check(Self.facts(screen: "a", linkHeld: true)).isEmpty, "triggered")
    #expect(monitor.inconclusive == ["links land"])
    #expect(monitor.check(Self.facts(screen: "a", linkHeld: true)).isEmpty, "one command left")
    let broken = monitor.check(Self.facts(screen: "a", linkHeld: true))
    #expect(broken.first?.message == "!linkHeld did not hold within 2 commands after linkHeld")
    #expect(monitor.inconclusive.isEmpty)

    var landing = PropertyMonitor([property], version: AppVersion([1, 0]))
    _ = landing.check(Self.facts(screen: "a", linkHeld: true))
    #expect(landing.check(Self.facts(screen: "item")).isEmpty, "the link landed in time")
    #expect(landing.inconclusive.isEmpty)
    #expect(landing.check(Self.facts(screen: "item", linkHeld: true)).isEmpty, "triggered again")
    #expect(landing.inconclusive == ["links land"], "a run ending now leaves it inconclusive")
  }

  @Test func eventuallyWithinTheSequenceWaitsUntilTheSequenceEnds() throws {
    let property = FlowProperty(
      "held links land",
      .eventually(
        try Self.condition("!linkHeld"), after: try Self.condition("linkHeld"), within: .sequence))
    var monitor = PropertyMonitor([property], version: AppVersion([1, 0]))
    var held = Self.facts(screen: "a", linkHeld: true)
    held["sequence"] = .bool(true)
    for _ in 0..<50 {
      #expect(monitor.check(held).isEmpty, "any number of commands in the sequence")
    }
    #expect(monitor.inconclusive == ["held links land"])
    held["sequence"] = .bool(false)
    let broken = monitor.check(held)
    #expect(
      broken.first?.message == "!linkHeld did not hold after linkHeld before the sequence ended")
    #expect(monitor.inconclusive.isEmpty)

    var landing = PropertyMonitor([property], version: AppVersion([1, 0]))
    held["sequence"] = .bool(true)
    _ = landing.check(held)
    var landed = Self.facts(screen: "item")
    landed["sequence"] = .bool(false)
    #expect(landing.check(landed).isEmpty, "the link landed as the sequence ended")
    #expect(property.rule.description == "eventually !linkHeld after linkHeld within the sequence")
  }

  @Test func theStateAsPropertiesReadIt() throws {
    var state = NavigationState(flow: "main", root: ScreenRoute("home"))
    try state.apply(.push(ScreenRoute("item", arguments: ["id": .int(7)])))
    let facts = PropertyFacts.of(
      state, facts: ["signedIn": .bool(true)], inBackground: true, sequenceRunning: true)
    #expect(facts["screen"] == .string("item"))
    #expect(facts["screen.id"] == .int(7))
    #expect(facts["modal"] == .string(""))
    #expect(facts["phase"] == .string("home"))
    #expect(facts["background"] == .bool(true))
    #expect(facts["sequence"] == .bool(true))
    #expect(facts["signedIn"] == .bool(true))
  }
}
