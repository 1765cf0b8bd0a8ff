import Foundation
import Testing
import Wayfinder
@testable import WayfinderTools
import WayfinderFixtures
@testable import WayfinderFlowFiles

/// The code of the article "Generating Swift", run as written: `SwiftSampleTests` checks that
/// every line of it is here, in order (with the test's own folder for the reader's).
@Suite("Generating Swift")
struct GeneratingSwiftArticleTests {
  @Test("from Swift: load, generate, write")
  func fromSwift() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-codegen-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    let loaded = FlowLoader.load(path: Fixtures.path("Flows/demo"))
    #expect(loaded.definition != nil)
    if let definition = loaded.definition {
      let generator = SwiftGenerator(definition: definition)
      let files = try generator.generateFiles()
      try GeneratedOutput.write(files, into: folder, owning: generator.fileName)
      #expect(generator.fileName == "DemoFlow.swift")
      // Unchanged source leaves the files alone.
      let again = try GeneratedOutput.write(files, into: folder, owning: generator.fileName)
      #expect(again.written.isEmpty && again.removed.isEmpty)
    }
    #expect(FileManager.default.fileExists(atPath: folder + "/DemoFlow.swift"))
    #expect(FileManager.default.fileExists(atPath: folder + "/DemoFlow+app.yaml.swift"))
  }

  @Test("using what it generates: the program runs the launch and the taps")
  func usingTheProgram() async throws {
    let program = DemoFlow.program()
    let navigator = Navigator(program.initialState, rules: program.rules)
    let launch = InteractionCoordinator(navigator: navigator, facts: program.initialFacts)
    // A user with a passcode.
    await launch.setFacts(["passcodeEnabled": .bool(true)])
    try await launch.run(program.launchSteps)
    // The passcode waits for nothing: it comes up over the launch screen.
    try await launch.waitUntil { $0.status(of: DemoStep.passcode.id) == .running }
    // Later, the user taps "Unlock" on the passcode screen:
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
