import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A `when:` made of a very long `&&` chain — as a generator might write — is either refused at
/// the term past the limit, or loaded as one flat chain that checks, evaluates and is freed
/// like any other condition.
@Suite struct LongConditionTests {
  /// An app whose action and launch step are conditional on `terms` facts joined by `&&`:
  /// `a` each time, then `b` last.
  static func app(terms: Int) -> String {
    let chain = (Array(repeating: "a", count: terms - 1) + ["b"]).joined(separator: " && ")
    return """
      app: Long
      version: "1.0"
      facts: { a: true, b: true }
      home: { flow: main }
      flows:
        main:
          root: start
          screens:
            start:
              title: Start
              actions:
                - { label: Next, push: next, when: "\(chain)" }
            next:
              title: Next
      launch:
        - { id: gate, when: "\(chain)", work: 0.1s }

      """
  }

  @Test func aChainAtTheLimitLoadsChecksAndEvaluates() throws {
    let result = Fixtures.load(Self.app(terms: 1_000))
    #expect(result.diagnostics.isEmpty, "\(result.rendered())")
    let definition = try #require(result.definition)
    let condition = try #require(definition.launch.first?.condition)
    guard case .all(let operands) = condition else {
      Issue.record("expected one flat chain, got \(condition)")
      return
    }
    #expect(operands.count == 1_000)
    let action = try #require(definition.screen("start")?.actions.first)
    #expect(action.condition == condition)

    let version = AppVersion([1])
    let holding: Facts = ["a": .bool(true), "b": .bool(true)]
    let failing: Facts = ["a": .bool(true), "b": .bool(false)]
    #expect(condition.evaluate(facts: holding, version: version))
    #expect(!condition.evaluate(facts: failing, version: version))
    #expect(action.isAvailable(facts: holding, version: version))
    #expect(action.unmetCondition(facts: failing, version: version) == .fact("b"))
  }

  @Test func aChainPastTheLimitIsRefusedAtTheFirstTermTooMany() {
    // 100 000 terms, half a megabyte per condition: once loaded as a 100 000-deep tree that
    // crashed when freed.
    let result = Fixtures.load(Self.app(terms: 100_000))
    #expect(result.definition == nil)
    let message =
      "error: condition has more than 1000 terms (names and values); shorten it, "
      + "for example with a fact that stands for part of it"
    // Term 1 001 starts 5 000 characters into the condition.
    #expect(
      result.diagnostics.map(\.description) == [
        "test.yaml:12:5047: \(message)",
        "test.yaml:16:5024: \(message)",
      ])
  }
}
