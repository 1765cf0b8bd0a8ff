import Foundation
import Testing
import WayfinderFixtures
@testable import WayfinderTools

/// Every scenario the READMEs show parses against a shipped app and passes there, word for
/// word, comments and all.
@Suite struct DocumentationSampleTests {
  /// A fenced code block of a Markdown file: where it starts and its lines.
  struct Block {
    var file: String
    var line: Int
    var text: String
  }

  /// The fenced code blocks of the Markdown file at `relative` (from the package root).
  static func blocks(in relative: String) throws -> [Block] {
    let text = try String(contentsOfFile: Fixtures.path(relative), encoding: .utf8)
    var blocks: [Block] = []
    var open: (line: Int, lines: [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        if let block = open {
          blocks.append(
            Block(file: relative, line: block.line, text: block.lines.joined(separator: "\n")))
          open = nil
        } else {
          open = (index + 1, [])
        }
      } else {
        open?.lines.append(String(line))
      }
    }
    return blocks
  }

  /// The blocks that are scenarios: those with a `scenario:`, `given facts:` or `expect` line.
  static func scenarioSamples() throws -> [Block] {
    try (blocks(in: "README.md") + blocks(in: "Flows/README.md")).filter { block in
      block.text.split(separator: "\n").contains { line in
        line.hasPrefix("scenario:") || line.hasPrefix("given facts:") || line.hasPrefix("expect ")
      }
    }
  }

  @Test func theFlowsReadmeShowsAScenario() throws {
    #expect(try Self.scenarioSamples().contains { $0.file == "Flows/README.md" })
  }

  @Test(arguments: try scenarioSamples().map { "\($0.file):\($0.line)" })
  func theScenarioSampleParsesAndPasses(_ place: String) throws {
    let block = try #require(try Self.scenarioSamples().first { "\($0.file):\($0.line)" == place })
    var attempts: [String] = []
    for app in ["demo", "shop"] {
      let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/\(app)")).definition)
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
