import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// `tab N` takes any integer a person or a scenario can type, and refuses those out of range.
@Suite struct TabNumberTests {
  private func demo() throws -> AppSession {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var initial = definition.initialFacts
    initial["lastSeenVersion"] = .version(AppVersion([2, 0]))
    var (session, _) = try AppSession.start(definition, facts: initial)
    _ = session.settle()
    return session
  }

  @Test(arguments: [Int.min, -1, 0, 3, Int.max])
  func numbersOutOfRangeAreRefused(number: Int) throws {
    var session = try demo()
    #expect(throws: SessionError.noSuchTabNumber(number, count: 2)) {
      try session.perform(.selectTab(String(number)), settling: false)
    }
  }

  @Test func theMostNegativeNumberIsRefusedInAScenario() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let text = """
      given facts: { lastSeenVersion: 2.0 }
      tab -9223372036854775808
      expect error There is no tab -9223372036854775808
      tab 2
      expect tab tab2
      """
    let parsed = ScenarioFile.parse(path: "tab.scenario", text: text, for: definition)
    #expect(!parsed.hasErrors)
    let runner = ScenarioRunner(definition: definition)
    for scenario in parsed.scenarios {
      #expect(runner.run(scenario).failure == nil)
    }
  }
}
