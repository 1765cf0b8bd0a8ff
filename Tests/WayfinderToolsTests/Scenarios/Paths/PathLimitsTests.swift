import Testing
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Path generation is bounded: independent launch modals are not explored in every combination
/// of outcomes, a popTo chain is explored in linear size, and every limit says when it cut.
@Suite struct PathLimitsTests {
  private func load(_ text: String) throws -> FlowDefinition {
    let loaded = FlowLoader.load(sources: [FlowSource(path: "app.yaml", text: text)])
    return try #require(loaded.definition, "\(loaded.rendered())")
  }

  /// Parses the generated scenarios and runs them all; returns how many passed.
  private func runAll(_ paths: GeneratedPaths, _ definition: FlowDefinition) -> Int {
    let file = ScenarioFile.parse(
      path: "generated.scenario", text: paths.scenarioText(), for: definition)
    #expect(file.diagnostics.isEmpty, "\(file.rendered())")
    let runner = ScenarioRunner(definition: definition)
    var passed = 0
    for scenario in file.scenarios {
      let result = runner.run(scenario)
      #expect(result.passed, "\(result.failure?.description ?? "")")
      if result.passed { passed += 1 }
    }
    return passed
  }

  @Test func independentModalsMakeLinearlyManyStates() throws {
    let definition = try load(SyntheticApp.independentModals(16))
    let paths = PathGenerator(definition: definition).generate()
    // Without abstraction: 2^16 ways the modals can end. With it: one state per modal, and home.
    #expect(paths.exploredStates == 17)
    #expect(!paths.isTruncated)
    #expect(paths.unreached.isEmpty)
    #expect(runAll(paths, definition) == paths.kept.count)
  }

  @Test func aPopToChainIsExploredInLinearSizeAndCutToTheCommandBudget() throws {
    let definition = try load(SyntheticApp.popToChain(screens: 300))
    let complete = PathGenerator(definition: definition).generate()
    #expect(complete.exploredStates == 300)
    #expect(complete.totalLength >= 300 * 301 / 2)  // each popTo edge needs its own walk
    #expect(!complete.isTruncated)

    let budget = 5_000
    let cut = PathGenerator(definition: definition, options: .init(maximumCommands: budget))
      .generate()
    #expect(cut.limitsReached == [.commands])
    #expect(cut.totalLength <= budget)
    // The longest walk covers every screen and push; the rest go to the nearest popTo edges.
    #expect(!cut.unreached.contains { if case .screen = $0 { true } else { false } })
    #expect(cut.unreached.contains(.action(screen: "s298", label: "Start")))
    #expect(!cut.unreached.contains(.action(screen: "s1", label: "Start")))
    // What the summary reports as covered is what the kept scenarios really cover.
    #expect(runAll(cut, definition) == cut.kept.count)
    var covered = Coverage(definition)
    covered.formUnion(cut.covered)
    #expect(covered.missing == cut.unreached)
  }

  @Test func theMemoryBudgetStopsTheSearch() throws {
    let definition = try load(SyntheticApp.popToChain(screens: 300))
    // The process holds more than 64 KiB before the search starts.
    let paths = PathGenerator(definition: definition, options: .init(maximumMemory: 64 * 1_024))
      .generate()
    #expect(paths.limitsReached == [.memory])
    #expect(paths.memoryStop?.completeDepth == 0)
    #expect(paths.exploredStates < 300)
    #expect(!paths.unreached.isEmpty)
    #expect(runAll(paths, definition) == paths.kept.count)
  }

  @Test func theScenarioTextIsWrittenInPieces() throws {
    let definition = try load(SyntheticApp.popToChain(screens: 20))
    let paths = PathGenerator(definition: definition).generate()
    var pieces: [String] = []
    paths.writeScenarioText { pieces.append($0) }
    #expect(pieces.count == paths.kept.count + 1)
    #expect(pieces.joined() == paths.scenarioText())
  }
}
