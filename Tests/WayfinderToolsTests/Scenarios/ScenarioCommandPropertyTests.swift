import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A scenario checks properties that read `command` as exploration does: a tap by number reads
/// as its button's label.
@Suite struct ScenarioCommandPropertyTests {
  static let text = """
    scenario: Unlock by number
    given facts: { lastSeenVersion: 2.0, passcodeEnabled: true }
    expect modal passcode
    tap 1
    """

  func run(_ definition: FlowDefinition) throws -> ScenarioResult {
    let file = ScenarioFile.parse(path: "t.scenario", text: Self.text, for: definition)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    return ScenarioRunner(definition: definition).run(try #require(file.scenarios.first))
  }

  @Test func theDemoUnlocksByNumber() throws {
    let demo = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let result = try run(demo)
    #expect(result.passed, "\(String(describing: result.failure))")
  }

  @Test func anUnlockWithoutFinishBreaksTheProperty() throws {
    let mutant = try #require(
      MutationCorpus.flows.first { $0.name == "passcode's Unlock without finish" })
    let definition = try #require(try MutationCorpus.load(mutant)?.definition)
    let failure = try #require(try run(definition).failure)
    #expect(
      failure.message
        == #"after 'tap 1', property 'Unlock ends the passcode step' broke: (command == "tap Unlock") && (modal == "passcode") holds, and never may"#
    )
  }
}
