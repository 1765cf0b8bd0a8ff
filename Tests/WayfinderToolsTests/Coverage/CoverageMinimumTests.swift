import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// `--min`: a bare percentage for screens and edges, `NAME=P` for one criterion, `all=P` for
/// every one; a later value overrides an earlier one.
@Suite struct CoverageMinimumTests {
  private func gates(_ texts: [String]) throws -> [CoverageCriterion: Double] {
    CoverageMinimum.gates(try texts.map { try CoverageMinimum(parsing: $0) })
  }

  @Test func aBarePercentageGatesScreensAndEdgesAsBefore() throws {
    #expect(try gates([]) == [.screens: 100, .edges: 100])
    #expect(try gates(["90"]) == [.screens: 90, .edges: 90])
    #expect(try gates(["90", "step-pairs=100"]) == [.screens: 90, .edges: 90, .stepPairs: 100])
    #expect(
      try gates(["all=80", "edges=95"])
        == [
          .screens: 80, .edges: 95, .whenOutcomes: 80, .linkPhases: 80, .stepPairs: 80,
          .transitionPairs: 80,
        ])
  }

  @Test func mistakesAreNamedWithWhatToWrite() {
    func message(_ text: String) -> String? {
      do {
        _ = try CoverageMinimum(parsing: text)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(
      message("step-pair=100")
        == "--min step-pair=100: unknown coverage criterion 'step-pair'. Did you mean "
        + "'step-pairs'? The criteria are screens, edges, when-outcomes, link-phases, step-pairs, "
        + "transition-pairs, and all for every one.")
    #expect(
      message("paths=1")
        == "--min paths=1: unknown coverage criterion 'paths'. The criteria are screens, edges, "
        + "when-outcomes, link-phases, step-pairs, transition-pairs, and all for every one.")
    #expect(
      message("150")
        == "--min must be a percentage from 0 to 100, or CRITERION=PERCENTAGE, but was '150'.")
    #expect(
      message("step-pairs=most")
        == "--min step-pairs=most: the percentage must be from 0 to 100, but was 'most'.")
    #expect(message("nan") != nil)
  }

  @Test func eachCriterionUnderItsMinimumIsSaid() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var coverage = Coverage(definition)
    coverage.formUnion(coverage.screens + coverage.edges)
    coverage.formUnion(coverage.items(of: .stepPairs).prefix(10))
    #expect(coverage.shortfalls(try gates(["90"])).isEmpty)
    #expect(
      coverage.shortfalls(try gates(["step-pairs=60", "link-phases=0"]))
        == ["step-pairs 58.8% is under the minimum of 60%"])
    #expect(
      coverage.shortfalls(try gates(["all=50"]))
        == [
          "link-phases 0% is under the minimum of 50%",
          "transition-pairs 0% is under the minimum of 50%",
        ])
  }
}
