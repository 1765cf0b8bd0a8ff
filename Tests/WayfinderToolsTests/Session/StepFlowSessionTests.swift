import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderPersistence
import WayfinderFlowFiles
@testable import WayfinderTools

/// The ride-hailing sample (`Codegen/Fixtures/ride`): an onboarding carousel of three screens
/// and an email → code login gate, each one launch step whose modal is a flow, and a tips sheet
/// run on demand. Walked as the REPL walks it, by its scenario file, its generated paths and
/// random exploration; saved mid-way and brought back.
@Suite struct StepFlowSessionTests {
  static let folder = "Tests/WayfinderToolsTests/Codegen/Fixtures/ride"

  static func ride() throws -> FlowDefinition {
    let loaded = FlowLoader.load(path: Fixtures.path(folder))
    return try #require(loaded.definition, "\(loaded.rendered())")
  }

  /// The ride app started with `facts`, its launch played until someone must act.
  static func session(_ facts: Facts = [:]) throws -> AppSession {
    let definition = try ride()
    var initial = definition.initialFacts
    for (name, value) in facts.values { initial[name] = value }
    var (session, _) = try AppSession.start(definition, facts: initial)
    _ = session.settle()
    return session
  }

  /// Types `line` at the REPL: parsed as the REPL parses it, performed, settled.
  static func type(_ line: String, into session: inout AppSession) throws {
    guard case .session(let command)? = try ReplCommand.parse(line) else {
      Issue.record("'\(line)' is no session command")
      return
    }
    _ = try session.perform(command, settling: true)
  }

  static func screens(_ session: AppSession) -> [String] {
    guard let modal = session.state.topModal else { return [] }
    return [modal.stack.root.screen] + modal.stack.path.map(\.screen)
  }

  @Test func theLoaderMakesEachStepWhoseModalIsAFlowPresentIt() throws {
    let definition = try Self.ride()
    let steps = Dictionary(
      uniqueKeysWithValues: (definition.launchSteps() + definition.interactionSteps()).map {
        ($0.id, $0)
      })
    #expect(steps["onboarding"]?.presentsFlow == true)
    #expect(steps["login"]?.presentsFlow == true)
    #expect(steps["tips"]?.presentsFlow == true)
    #expect(steps["splash"]?.presentsFlow == false)
    let demo = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    #expect(demo.launchSteps().allSatisfy { !$0.presentsFlow }, "single screens stay so")
  }

  @Test func tapNextPushesInsideTheOnboardingStepAndFinishingEndsItWhole() throws {
    var session = try Self.session()
    #expect(session.state.topModal?.interaction?.step == "onboarding")
    #expect(Self.screens(session) == ["carousel1"])
    try Self.type("tap Next", into: &session)
    #expect(Self.screens(session) == ["carousel1", "carousel2"])
    try Self.type("tap Next", into: &session)
    #expect(Self.screens(session) == ["carousel1", "carousel2", "carousel3"])
    #expect(
      throws: SessionError.navigation(
        .interactionRequired(step: "onboarding", action: "dismiss"))
    ) { try Self.type("dismiss", into: &session) }
    #expect(session.launch.status(of: "onboarding") == .running)
    try Self.type("tap Get started", into: &session)
    #expect(session.launch.status(of: "onboarding") == .finished)
    #expect(session.facts["onboarded"] == .bool(true))
    #expect(session.state.topModal?.interaction?.step == "login")
    #expect(Self.screens(session) == ["email"], "the next step's flow starts at its root")
    try Self.type("tap Send code", into: &session)
    try Self.type("open ride://destination", into: &session)
    #expect(Self.screens(session) == ["email", "code"], "the link waits for the gate")
    try Self.type("tap Verify", into: &session)
    #expect(session.state.modals.isEmpty)
    #expect(session.state.phase == .home)
    #expect(session.state.visibleRoute?.screen == "destination")
  }

  @Test func theRideScenariosPass() throws {
    let definition = try Self.ride()
    let path = Fixtures.path(Self.folder + "/scenarios/ride.scenario")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let file = ScenarioFile.parse(path: path, text: text, for: definition)
    #expect(file.diagnostics.isEmpty, "\(file.rendered())")
    #expect(file.scenarios.count == 9)
    let runner = ScenarioRunner(definition: definition)
    for scenario in file.scenarios {
      let result = runner.run(scenario)
      #expect(result.passed, "\(scenario.name): \(result.failure?.description ?? "")")
    }
  }

  @Test func generatedPathsReachEveryScreenOfTheStepFlowsAndPass() throws {
    let definition = try Self.ride()
    let paths = PathGenerator(definition: definition).generate()
    #expect(paths.unreached.isEmpty)
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

  @Test func explorationBreaksNoRuleOrPropertyInsideStepFlows() throws {
    let report = Explorer(try Self.ride()).explore(
      ExplorationOptions(runs: 60, length: 40, seed: 5))
    #expect(report.failure == nil, "\(report.failure.map { "\($0.broken)" } ?? "")")
  }

  @Test func theGraphDrawsTheFlowsScreensWithTheStepThatPresentsIt() throws {
    let graph = FlowGraph(try Self.ride())
    let onboarding = try #require(graph.clusters.first { $0.id == "modal_onboarding" })
    #expect(
      onboarding.nodes.map(\.id).filter { $0.hasPrefix("s_") } == [
        "s_carousel1", "s_carousel2", "s_carousel3",
      ])
    let text = graph.mermaid()
    #expect(text.contains("  step_onboarding -. \"presents (when !onboarded)\" .-> s_carousel1\n"))
    #expect(text.contains("  s_carousel1 -- \"Next\" --> s_carousel2\n"))
    #expect(text.contains("  s_carousel2 -- \"Next\" --> s_carousel3\n"))
    #expect(text.contains("  step_login -. \"holds with (while !loggedIn)\" .-> s_email\n"))
    #expect(text.contains("  s_email -- \"Send code\" --> s_code\n"))
  }

  @Test func aStateSavedMidwayThroughTheCarouselKeepsItsScreensAndTheStepAsksAgain() throws {
    let definition = try Self.ride()
    var session = try Self.session()
    try Self.type("tap Next", into: &session)
    let bytes = try SavedState(session).encoded()
    let restored = try SavedState(decoding: bytes).restore(against: definition)
    #expect(restored.warnings == [], "the screens pushed inside a step's flow belong there")
    #expect(
      restored.state.modals == [
        .step(
          "onboarding", flow: "carousel1", path: ["carousel2"], style: .fullScreen,
          role: .required)
      ])
    // Resuming runs the sequence again: the step that never finished asks again, its flow
    // from its first screen.
    var (resumed, _) = try AppSession.resume(
      definition, state: restored.state, facts: restored.facts,
      pendingSteps: restored.pendingSteps)
    _ = resumed.settle()
    #expect(resumed.launch.status(of: "onboarding") == .running)
    #expect(Self.screens(resumed) == ["carousel1"])
    try Self.type("tap Next", into: &resumed)
    #expect(Self.screens(resumed) == ["carousel1", "carousel2"])

    // A cold launch (the REPL's relaunch) asks it again the same way.
    try Self.type("relaunch", into: &session)
    #expect(Self.screens(session) == ["carousel1"])
  }

  @Test func aSwiftAppsSavedStepFlowKeepsItsScreensAsItsStepDeclares() throws {
    let program = try Self.ride().program()
    var state = program.initialState
    state.modals = [
      .step(
        "onboarding", flow: "carousel1", path: ["carousel2", "carousel3"], style: .fullScreen,
        role: .required)
    ]
    state.interactionsPending = true
    let saved = SavedState(
      SavedLife(navigation: state, facts: program.initialFacts), app: "Ride",
      appVersion: program.version)
    let restored = try SavedState(decoding: try saved.encoded()).restore(for: program)
    #expect(restored.warnings == [])
    #expect(restored.state.modals == state.modals)
  }
}
