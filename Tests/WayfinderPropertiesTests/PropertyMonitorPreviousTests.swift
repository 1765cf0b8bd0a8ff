import Testing
import Wayfinder
import WayfinderProperties

/// Properties that compare a command's before and after: `previous.NAME` reads the facts of the
/// check before, `command` the command that led here, `depth` the visible stack's size.
@Suite struct PropertyMonitorPreviousTests {
  static let types = PropertyFacts.types(facts: ["signedIn": .bool], arguments: ["id": .int])

  static func facts(screen: String, depth: Int, command: String = "") -> Facts {
    ["screen": .string(screen), "depth": .int(depth), "command": .string(command)]
  }

  @Test func theTypesAddEveryNameAsItWasBefore() {
    #expect(Self.types["previous.depth"] == .int)
    #expect(Self.types["previous.command"] == .string)
    #expect(Self.types["previous.signedIn"] == .bool)
    #expect(Self.types["previous.screen.id"] == .int)
    #expect(Self.types["previous.previous.depth"] == nil)
  }

  @Test func previousReadsTheFactsOfTheCheckBefore() throws {
    let property = FlowProperty(
      "the link keeps the stack",
      .never(
        try Condition(
          parsing: #"command == "open x://cart" && depth <= previous.depth"#,
          facts: Self.types)))
    var monitor = PropertyMonitor([property], version: AppVersion([1, 0]))
    #expect(monitor.names == ["command", "depth", "previous.depth"])
    // At the first check there is no state before: comparisons with it are false.
    #expect(monitor.check(Self.facts(screen: "cart", depth: 1, command: "open x://cart")).isEmpty)
    #expect(monitor.check(Self.facts(screen: "product", depth: 3, command: "tap Buy")).isEmpty)
    #expect(monitor.check(Self.facts(screen: "cart", depth: 4, command: "open x://cart")).isEmpty)
    #expect(monitor.check(Self.facts(screen: "product", depth: 3, command: "back")).isEmpty)
    let broken = monitor.check(Self.facts(screen: "cart", depth: 2, command: "open x://cart"))
    #expect(
      broken.map(\.description) == [
        #"property 'the link keeps the stack' broke: (command == "open x://cart") && (depth <= previous.depth) holds, and never may"#
      ])
  }

  @Test func aMonitorWithoutPreviousNamesKeepsNoState() throws {
    let property = FlowProperty(
      "Unlock ends the step",
      .never(try Condition(parsing: #"command == "tap Unlock" && depth == 1"#, facts: Self.types)))
    var monitor = PropertyMonitor([property], version: AppVersion([1, 0]))
    #expect(monitor.names == ["command", "depth"])
    #expect(
      monitor.check(Self.facts(screen: "passcode", depth: 1, command: "tap Unlock")).count == 1)
  }
}
