import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A deep link counts as exercised when it lands, not when it is opened: one held behind a gate
/// has not reached its target yet.
@Suite struct DeepLinkCoverageTests {
  private func covered(_ text: String) throws -> Set<CoverageItem> {
    let demo = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let file = ScenarioFile.parse(path: "t.scenario", text: text, for: demo)
    #expect(file.diagnostics.isEmpty)
    let result = ScenarioRunner(definition: demo).run(try #require(file.scenarios.first))
    #expect(result.passed, "\(String(describing: result.failure))")
    return result.covered
  }

  private let tertiary = CoverageItem.deepLink("demo://tertiary")

  @Test func aLinkHeldBehindAGateIsNotCoveredUntilItLands() throws {
    let held = try covered(
      """
      given facts: { lastSeenVersion: 2.0 }
      set updateRequired true
      background
      foreground
      open demo://tertiary
      expect modal forceUpdate
      """)
    #expect(!held.contains(tertiary))
    let landed = try covered(
      """
      given facts: { lastSeenVersion: 2.0 }
      set updateRequired true
      background
      foreground
      open demo://tertiary
      set updateRequired false
      expect screen tertiary
      """)
    #expect(landed.contains(tertiary))
  }

  @Test func aLinkOpenedOnHomeIsCoveredAtOnce() throws {
    let opened = try covered(
      """
      given facts: { lastSeenVersion: 2.0 }
      open demo://tertiary
      expect path tab1 = [secondary1, tertiary]
      """)
    #expect(opened.contains(tertiary))
  }
}
