import Foundation
import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Every scenario the READMEs and the articles show parses against a shipped app (or, for
/// windows, the tests' app of several) and passes there, word for word, comments and all.
@Suite struct DocumentationSampleTests {
  /// The scenario blocks of every document: those with a `scenario:`, `given facts:` or
  /// `expect` line (``MarkdownSample/Kind/scenario``).
  static func scenarioSamples() throws -> [MarkdownSample] {
    try MarkdownSample.all().filter { $0.kind == .scenario }
  }

  @Test func theFlowsReadmeShowsAScenario() throws {
    #expect(try Self.scenarioSamples().contains { $0.file == "Flows/README.md" })
  }

  @Test(arguments: try scenarioSamples().map { "\($0.file):\($0.line)" })
  func theScenarioSampleParsesAndPasses(_ place: String) throws {
    let block = try #require(try Self.scenarioSamples().first { "\($0.file):\($0.line)" == place })
    var attempts: [String] = []
    // The shipped apps, and the app of several windows the tests share.
    for app in ["Flows/demo", "Flows/shop", "Flows/mail", Fixtures.windowsApp] {
      let definition = try #require(FlowLoader.load(path: Fixtures.path(app)).definition)
      let file = ScenarioFile.parse(path: place, text: block.text, for: definition)
      guard !file.hasErrors else {
        attempts.append("\(app):\n\(file.rendered())")
        continue
      }
      let results = file.scenarios.map(ScenarioRunner(definition: definition).run)
      #expect(!results.isEmpty)
      for failure in results.compactMap(\.failure) {
        Issue.record("\(app): \(failure)")
      }
      return
    }
    Issue.record("No shipped app reads the sample at \(place):\n\(attempts.joined())")
  }
}
