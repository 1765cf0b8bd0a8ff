import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Generated paths are real: written as scenarios, they pass, and they cover every screen and
/// edge of the shipped apps.
@Suite struct PathGeneratorTests {
  private func app(_ name: String) throws -> FlowDefinition {
    try #require(FlowLoader.load(path: Fixtures.path("Flows/\(name)")).definition)
  }

  @Test(arguments: ["demo", "shop", "mail"])
  func generatedScenariosPassAndCoverEverything(_ name: String) throws {
    let definition = try app(name)
    let paths = PathGenerator(definition: definition).generate()
    #expect(paths.unreached.isEmpty)
    #expect(!paths.isTruncated)
    let file = ScenarioFile.parse(
      path: "generated.scenario", text: paths.scenarioText(), for: definition)
    #expect(file.diagnostics.isEmpty, "\(file.rendered())")
    let runner = ScenarioRunner(definition: definition)
    var coverage = Coverage(definition)
    for scenario in file.scenarios {
      let result = runner.run(scenario)
      #expect(result.passed, "\(result.failure?.description ?? "")")
      coverage.formUnion(result.covered)
    }
    #expect(coverage.missing.isEmpty, "\(coverage.missing)")
    #expect(coverage.edgePercentage == 100)
  }

  /// The paths of random apps (see `RandomApp`), run as scenarios, pass: the moves the search
  /// predicted rather than performed are ones the app really makes.
  @Test func generatedScenariosOfRandomAppsPass() async {
    var valid = 0
    for seed in UInt64(1)...60 {
      // The problems found, or `nil` for an app that does not load.
      let problems = await offThePool { () -> [String]? in
        guard let definition = Fixtures.load(RandomApp.yaml(seed: seed)).definition else {
          return nil
        }
        let text = PathGenerator(definition: definition).generate().scenarioText()
        let file = ScenarioFile.parse(path: "generated.scenario", text: text, for: definition)
        var problems = file.diagnostics.isEmpty ? [] : [file.rendered()]
        let runner = ScenarioRunner(definition: definition)
        for scenario in file.scenarios {
          problems += runner.run(scenario).failure.map { ["\($0)"] } ?? []
        }
        return problems
      }
      guard let problems else { continue }
      valid += 1
      #expect(problems == [], "seed \(seed)")
    }
    #expect(valid >= 30, "only \(valid) of 60 random apps were valid")
  }

  @Test func aSharedLaunchIsPlayedOnceAndSkippedThroughGivenFactsAfterwards() throws {
    let definition = try app("demo")
    let text = PathGenerator(definition: definition).generate().scenarioText()
    let scenarios = text.components(separatedBy: "\nscenario: ").dropFirst()
    // The default launch stops at what's new: one scenario taps through it, the others that
    // start from the same launch begin on home with the facts it leaves.
    let tappingThrough = scenarios.filter {
      !$0.contains("given facts:")
        && $0.contains("expect screen whatsNew\ntap Continue\nexpect screen primary")
    }
    let skipping = scenarios.filter {
      $0.contains(
        "given facts: { configLoaded: true, lastSeenVersion: 2.0 }\nexpect screen primary")
    }
    #expect(tappingThrough.count == 1)
    #expect(skipping.count >= 5)
  }

  @Test func pathsAreShortestAndLaunchVariantsAreGiven() throws {
    let paths = PathGenerator(definition: try app("demo")).generate().paths
    let tertiary = try #require(
      paths.first { $0.targets.contains(.action(screen: "secondary1", label: "Go to Tertiary")) })
    #expect(
      tertiary.commands.map(\.text) == [
        "tap Continue", "tap Go to Secondary 1", "tap Go to Tertiary",
      ])
    #expect(tertiary.commands.map(\.screen) == ["primary", "secondary1", "tertiary"])
    let unlock = try #require(
      paths.first { $0.targets.contains(.action(screen: "passcode", label: "Unlock")) })
    #expect(unlock.facts == ["passcodeEnabled": .bool(true)])
    #expect(unlock.commands.map(\.text) == ["tap Unlock"])
  }

  @Test func labelsThatWouldNotReadBackAreTappedByNumberAndNamesKeepTheirHash() throws {
    let app = """
      app: Hashes
      version: "1.0"
      home: { flow: main }
      flows:
        main:
          root: a
          screens:
            a:
              title: A
              actions:
                - { label: "Item # 3", push: b }
                - { label: "Item #4", push: b }
                - { label: '"Quoted"', push: b }
            b: { title: B }
      """
    let definition = try #require(Fixtures.load(app).definition)
    let text = PathGenerator(definition: definition).generate().scenarioText()
    #expect(text.contains("scenario: action 'Item# 3' on 'a'"))
    #expect(text.contains("\ntap 1\n"))
    #expect(text.contains("\ntap Item #4\n"))
    #expect(text.contains("\ntap 3\n"))
    let file = ScenarioFile.parse(path: "generated.scenario", text: text, for: definition)
    #expect(file.diagnostics.isEmpty, "\(file.rendered())")
    #expect(file.scenarios.contains { $0.name.hasPrefix("action 'Item# 3' on 'a'") })
    let runner = ScenarioRunner(definition: definition)
    #expect(file.scenarios.allSatisfy { runner.run($0).passed })
  }

  @Test func cyclicAppsTerminateAndTheStateCapIsReported() throws {
    let cyclic = """
      app: Cycle
      version: "1.0"
      home: { flow: main }
      flows:
        main:
          root: a
          screens:
            a: { title: A, actions: [ { label: To B, push: b } ] }
            b: { title: B, actions: [ { label: To A, push: a }, { label: Back, pop: true } ] }
      """
    let definition = try #require(Fixtures.load(cyclic).definition)
    let paths = PathGenerator(definition: definition).generate()
    #expect(paths.unreached.isEmpty)
    #expect(paths.exploredStates == 2)
    let capped = PathGenerator(definition: definition, options: .init(maximumStates: 1)).generate()
    #expect(capped.isTruncated)
    #expect(
      capped.unreached == [
        .action(screen: "b", label: "To A"), .action(screen: "b", label: "Back"),
      ])
  }

  @Test func largeGeneratedAppIsCoveredCompletely() throws {
    let definition = try #require(
      FlowLoader.load(sources: [
        FlowSource(path: "s.yaml", text: SyntheticApp.yaml(screens: 400, flows: 4))
      ]).definition)
    var paths = PathGenerator(definition: definition).generate()
    paths.select()
    #expect(paths.unreached.isEmpty)
    #expect(paths.exploredStates == 400)
    // Replaying a sample of the paths as scenarios checks the shortcuts the search took.
    let kept = paths.kept
    let runner = ScenarioRunner(definition: definition)
    for index in stride(from: 0, to: kept.count, by: max(1, kept.count / 40)) {
      let path = paths.path(kept[index])
      var steps: [Scenario.Step] = []
      for (text, screen) in path.commands {
        let location = FileLocation(path: "g", line: steps.count + 1, column: 1)
        let file = ScenarioFile.parse(
          path: "g", text: text + "\nexpect screen \(screen ?? "")\n", for: definition)
        steps += file.scenarios.first?.steps.map { Scenario.Step($0.kind, at: location) } ?? []
      }
      let result = runner.run(
        Scenario(
          name: "\(index)", location: FileLocation(path: "g", line: 1, column: 1), steps: steps))
      #expect(result.passed, "\(result.failure?.description ?? "")")
    }
  }
}
