import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A scenario runs its commands forward only: the REPL's `history`, `undo`, `redo` and `goto N`
/// are refused with a line saying so.
@Suite struct ScenarioHistoryCommandTests {
  @Test func historyCommandsAreRefusedInScenarios() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let file = ScenarioFile.parse(
      path: "t.scenario", text: "tap Continue\nundo\nredo\ngoto 0\nhistory\n", for: definition)
    #expect(
      file.diagnostics.map(\.description) == [
        "t.scenario:2:1: error: 'undo' moves through the REPL's history; a scenario runs its commands forward only",
        "t.scenario:3:1: error: 'redo' moves through the REPL's history; a scenario runs its commands forward only",
        "t.scenario:4:1: error: 'goto' moves through the REPL's history; a scenario runs its commands forward only",
        "t.scenario:5:1: error: 'history' lists the REPL's history; a scenario runs its commands forward only",
      ])
  }
}
