import Testing
import WayfinderFixtures

/// Every code block of the READMEs and the articles is kept true by a test, by its kind: Swift
/// by `SwiftSampleTests`, flow files by `YAMLSampleTests`, output by `OutputSampleTests`,
/// scenarios by `DocumentationSampleTests`, command lines by `DocumentationCommandTests` and
/// REPL transcripts by `DocumentationTranscriptTests` — each of which takes every block of its
/// kind. What is not under test is listed here, with the reason.
@Suite struct SampleInventoryTests {
  /// Blocks no test compares with what the tools print, by document and the block's first line.
  static let notUnderTest: [String: String] = [
    "Flows/README.md: flowchart TB":
      "the demo's graph: DocumentationGraphTests (the command line's tests) keeps it what"
      + " `wayfinder graph Flows/demo` prints"
  ]

  @Test func everyBlockIsUnderTestOrListedWithAReason() throws {
    for sample in try MarkdownSample.all() where sample.kind == .graph {
      let name = "\(sample.file): \(sample.key)"
      #expect(Self.notUnderTest[name] != nil, "\(sample): no test keeps '\(name)' true")
    }
  }
}
