import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderTools
import WayfinderRecording

/// Every block of the READMEs and the articles that shows what a tool or a library prints is
/// what it prints now, word for word.
@Suite struct OutputSampleTests {
  /// How a block is compared with what was printed.
  enum Comparison: Sendable {
    /// The whole block.
    case equal
    /// The block's lines up to a line `…` (indented or not): the start of what is printed.
    case start
    /// The block's lines other than `…`, in order, among the printed lines.
    case excerpt
  }

  /// An output block and how to make what it shows.
  struct Entry: Sendable, CustomTestStringConvertible {
    var file: String
    /// The start of the block's first line.
    var key: String
    var comparison = Comparison.equal
    /// What is printed now; nil when a test of the command line checks it (named in `by`).
    var printed: (@Sendable () throws -> String)?
    var by: String?

    var testDescription: String { "\(file): \(key)" }
  }

  static let flowFiles = "Sources/WayfinderFlowFiles/WayfinderFlowFiles.docc/"
  static let tools = "Sources/WayfinderTools/WayfinderTools.docc/"
  static let commandTests = "Tests/WayfinderCLITests/DocumentationCommandTests.swift"

  static let entries: [Entry] = [
    // A screen renamed, as the README and the article on reviewing show it.
    Entry(
      file: "README.md", key: "HEAD~1:Flows/shop → Flows/shop: 4 changes",
      printed: ReviewingArticleTests.renameReport),
    Entry(
      file: tools + "ReviewingFlowChanges.md", key: "HEAD~1:Flows/shop → Flows/shop: 4 changes",
      printed: ReviewingArticleTests.renameReport),
    Entry(
      file: tools + "ReviewingFlowChanges.md", key: "baseline: 1", comparison: .excerpt,
      printed: ReviewingArticleTests.shopBaseline),
    Entry(
      file: "Docs/CommandLine.md", key: "· 72000.000s step.skip update (cooldown: 4h left)",
      by: "Tests/WayfinderCLITests/REPL/ReplPromptTests.swift"),
    // The launch hooks the generator writes for the demo, as the README and the article on
    // them show them.
    Entry(
      file: "README.md", key: "struct DemoInteractionHooks: Sendable {", comparison: .excerpt,
      printed: { try Fixtures.generatedSource("DemoFlow.swift") }),
    Entry(
      file: "Sources/Wayfinder/Wayfinder.docc/InteractionHooks.md",
      key: "/// What Demo supplies to its launch", comparison: .excerpt,
      printed: { try Fixtures.generatedSource("DemoFlow.swift") }),
    Entry(
      file: "Flows/README.md", key: "demo: explored 1 run",
      by: "Tests/WayfinderCLITests/ExploreCommandTests.swift"),
    Entry(
      file: "Flows/README.md", key: "demo: screens 15/15",
      by: "Tests/WayfinderCLITests/DocumentationFigureTests.swift"),
    Entry(
      file: "README.md", key: "Flows/demo/app.yaml:31:44: error: unknown screen", by: commandTests),
    Entry(
      file: "README.md", key: "Examples/DemoApp/Sources/DemoApp/TextScreen.swift",
      comparison: .excerpt, printed: ExampleBuildFailure.messages),
    Entry(
      file: "Flows/README.md", key: "Flows/demo/app.yaml:78:54: warning:",
      printed: {
        let yaml = try String(contentsOfFile: Fixtures.path("Flows/demo/app.yaml"), encoding: .utf8)
          .replacingOccurrences(
            of: "      - { label: Unlock, finish: true }",
            with:
              "      - { label: Unlock and open item, finish: true, push: item, with: { id: 42 } }"
          )
          // The demo's property that taps the button names it too.
          .replacingOccurrences(of: #""tap Unlock""#, with: #""tap Unlock and open item""#)
        let result = FlowLoader.load(sources: [FlowSource(path: "Flows/demo/app.yaml", text: yaml)])
        return result.diagnostics.map(\.description).joined(separator: "\n")
      }),
    Entry(
      file: "Sources/Wayfinder/Wayfinder.docc/HoldingNavigationToTheFlow.md",
      key: "'primary' has no action", printed: HeldNavigationMessages.undeclared),
    Entry(
      file: "Sources/Wayfinder/Wayfinder.docc/HoldingNavigationToTheFlow.md",
      key: "No screen of the flow presents", printed: HeldNavigationMessages.modal),
    Entry(
      file: flowFiles + "FlowFiles.md", key: "flowchart TB", comparison: .excerpt,
      printed: { FlowGraph(try Fixtures.notesDefinition()).mermaid() }),
    Entry(
      file: flowFiles + "LoadingAndChecking.md", key: "notes.yaml:13:41: error:",
      printed: {
        let broken = Fixtures.notes.replacing("push: note,", with: "push: notes,")
        return FlowLoader.load(sources: [FlowSource(path: "notes.yaml", text: broken)])
          .rendered()
      }),
    Entry(file: tools + "RenderingScreens.md", key: "╭──", printed: RenderedMessage.screen),
    Entry(
      file: tools + "SavingState.md", key: "State file 'notes.json' is not valid JSON",
      printed: RenderedMessage.damagedStateFile),
    Entry(
      file: tools + "SavingState.md", key: "Notes 1.0 → Notes 1.1:",
      printed: {
        let (shipped, edited) = try SavingStateArticleTests.notesVersions()
        return RestoreAnalysis(old: shipped, new: edited).analyze().text
      }),
    Entry(
      file: tools + "TestingWithScenarios.md", key: "# Generated by 'wayfinder paths'",
      comparison: .start,
      printed: {
        PathGenerator(definition: try Fixtures.notesDefinition()).generate().scenarioText()
      }
    ),
    Entry(
      file: tools + "RecordingSessions.md", key: "session.jsonl:20: entry 19 (push)",
      printed: ReplayFixture.articleFindings),
    Entry(
      file: tools + "RecordingSessions.md", key: #"{"trace":"wayfinder""#,
      printed: {
        TraceLine.header(
          TraceHeader(
            app: "Demo", clock: .real, limit: 5000, dropped: 12,
            redaction: TraceRedaction(screens: ["item"])))
      }),
    Entry(
      file: tools + "RecordingSessions.md", key: "session.jsonl:1: this is an unversioned",
      printed: ReplayFixture.articleErrors),
    Entry(
      file: tools + "WatchingASession.md", key: "'session.jsonl': Demo, line 23",
      printed: WatchingArticleTests.view),
  ]

  /// Whether `line` stands for lines left out.
  static func isEllipsis(_ line: Substring) -> Bool {
    line.trimmingCharacters(in: .whitespaces) == "…"
  }

  static func sample(for entry: Entry) throws -> MarkdownSample? {
    try MarkdownSample.samples(in: entry.file).first {
      $0.kind == .output && $0.text.hasPrefix(entry.key)
    }
  }

  @Test func everyOutputBlockHasAnEntry() throws {
    for sample in try MarkdownSample.all() where sample.kind == .output {
      let matches = Self.entries.filter { $0.file == sample.file && sample.text.hasPrefix($0.key) }
      #expect(matches.count == 1, "\(sample): \(matches.count) entries")
    }
    for entry in Self.entries {
      #expect(try Self.sample(for: entry) != nil, "no output block starts '\(entry.key)'")
      #expect((entry.printed == nil) != (entry.by == nil), "\(entry.testDescription)")
    }
  }

  @Test(arguments: entries.filter { $0.printed != nil })
  func theBlockIsWhatIsPrinted(_ entry: Entry) throws {
    let sample = try #require(try Self.sample(for: entry))
    let make = try #require(entry.printed)
    let printed = try make()
    let shown = sample.text.split(separator: "\n", omittingEmptySubsequences: false)
    switch entry.comparison {
    case .equal:
      #expect(printed.trimmingCharacters(in: .newlines) == sample.text, "at \(sample)")
    case .start:
      let start = shown.prefix { !Self.isEllipsis($0) }.joined(separator: "\n")
      #expect(printed.hasPrefix(start), "at \(sample): printed\n\(printed)")
    case .excerpt:
      var lines = printed.split(separator: "\n")[...]
      for line in shown where !Self.isEllipsis(line) {
        guard let found = lines.firstIndex(of: line) else {
          Issue.record("at \(sample): '\(line)' is not printed (in this order):\n\(printed)")
          break
        }
        lines = lines[(found + 1)...]
      }
    }
  }
}
