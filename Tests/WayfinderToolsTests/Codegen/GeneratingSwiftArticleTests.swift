import Foundation
import Testing
import Wayfinder
@testable import WayfinderTools
import WayfinderFixtures

/// The code of the catalog's "Getting started" article, kept true.
@Suite("Getting started")
struct GeneratingSwiftArticleTests {
  @Test("from Swift: load, generate, write")
  func fromSwift() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-codegen-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    let loaded = FlowLoader.load(path: Fixtures.path("Flows/demo"))
    let definition = try #require(loaded.definition)
    let generator = SwiftGenerator(definition: definition)
    let source = try generator.generate()
    #expect(try GeneratedOutput.write(source, to: folder + "/" + generator.fileName))
    // Unchanged source leaves the file alone.
    #expect(try !GeneratedOutput.write(source, to: folder + "/" + generator.fileName))
    #expect(generator.fileName == "DemoFlow.swift")
  }

  @Test("using what it generates: the program runs the launch and the taps")
  func usingTheProgram() async throws {
    let program = DemoFlow.program()
    let navigator = Navigator(program.initialState, rules: program.rules)
    var facts = program.initialFacts
    facts[.passcodeEnabled] = .bool(true)
    let launch = LaunchCoordinator(navigator: navigator, facts: facts)
    var events = launch.events().makeAsyncIterator()
    try await launch.run(program.launchSteps)
    // The passcode waits for nothing: it comes up over the launch screen.
    while let event = await events.next() {
      if event.kind == .stepStarted, event.step == DemoStep.passcode.id { break }
    }
    try await launch.perform(.passcodeUnlock, of: program)
    #expect(await launch.status(of: DemoStep.passcode.id) == .finished)
    await launch.cancelAll()
  }

  @Test("using what it generates: coordinators held to the flow")
  func usingIt() throws {
    let app = AppCoordinator(
      DemoFlow.initialState(launching: false), rules: DemoFlow.rules(holdingEdgesToFlow: true))
    try app.tabs?.flow(DemoTab.tab1.id).push(.secondary1)
    try app.tabs?.flow(DemoTab.tab1.id).push(.item(id: 42))
    #expect(throws: NavigationError.self) {
      try app.tabs?.flow(DemoTab.tab1.id).push(.tertiary)
    }
    #expect(app.state.home[DemoTab.tab1.id]?.path == [.secondary1, .item(id: 42)])
  }
}
