import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// What holds a gate and what lifts it, read from its condition: a Boolean fact to flip, the
/// facts to change when no one value does it, or why nothing can.
@Suite struct GateHoldTests {
  private func definition(gates: String) throws -> FlowDefinition {
    let yaml =
      Fixtures.base.replacingFirst("push: next", "popToRoot: true")
        + """
        modals:
          blocked: { title: Blocked }
        launch:
        \(gates)
        """
    let loaded = Fixtures.load(yaml)
    return try #require(loaded.definition, "\(loaded.rendered())")
  }

  private func words(_ hold: GateHold?) -> String? {
    hold.map { "\($0.holding); \($0.lifting)" }
  }

  @Test func whatLiftsEachKindOfCondition() throws {
    let app = try definition(
      gates: """
          - { id: flagged, kind: gate, modal: blocked, when: "flag" }
          - { id: old, kind: gate, modal: blocked, when: "seen < version" }
          - { id: versioned, kind: gate, modal: blocked, when: "version < 2.0" }
          - { id: always, kind: gate, modal: blocked }
          - { id: prompt, modal: blocked }
        """)
    let facts: Facts = ["flag": .bool(true), "seen": .version(AppVersion([0, 9]))]
    #expect(
      words(GateHold(step: "flagged", in: app, facts: facts))
        == "while flag; 'set flag false' lifts it")
    #expect(
      words(GateHold(step: "old", in: app, facts: facts))
        == "while seen < version; changing seen can lift it")
    #expect(
      words(GateHold(step: "versioned", in: app, facts: facts))
        == "while version < 2.0; no fact can lift it")
    #expect(
      words(GateHold(step: "always", in: app, facts: facts))
        == "for good; it has no 'when:' condition to stop holding")
    #expect(GateHold(step: "prompt", in: app, facts: facts) == nil)
    #expect(GateHold(step: "nothing", in: app, facts: facts) == nil)
    #expect(
      GateHold(step: "flagged", in: app, facts: facts)?.lifts.map(\.command) == [
        "set flag false"
      ])
  }

  @Test func aLongConditionIsCutInTheMessage() throws {
    let long = Array(repeating: "flag", count: 40).joined(separator: " && ")
    let app = try definition(
      gates: "    - { id: g, kind: gate, modal: blocked, when: \"\(long)\" }")
    let hold = try #require(GateHold(step: "g", in: app, facts: ["flag": .bool(true)]))
    #expect(hold.holding.count == "while ".count + GateHold.maximumConditionLength)
    #expect(hold.holding.hasSuffix("…"))
    #expect(hold.lifting == "'set flag false' lifts it")
  }
}
