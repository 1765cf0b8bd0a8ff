import Foundation
import Testing
import WayfinderFixtures

/// Every REPL transcript the READMEs and the articles show (a block with `› COMMAND` lines) is
/// what the real binary prints for those commands, both streams together: the block appears in
/// the output word for word.
@Suite struct DocumentationTranscriptTests {
  /// The REPL transcripts of every document (``MarkdownSample/Kind/transcript``), with where
  /// each starts.
  static func all() throws -> [(place: String, text: String)] {
    try MarkdownSample.all().filter { $0.kind == .transcript }.map {
      ("\($0.file):\($0.line)", $0.text + "\n")
    }
  }

  @Test func theReadmeShowsATranscript() throws {
    #expect(try !Self.all().isEmpty)
  }

  @Test(arguments: try all().map(\.place))
  func theTranscriptIsWhatTheBinaryPrints(_ place: String) async throws {
    let transcript = try #require(try Self.all().first { $0.place == place }?.text)
    let commands = transcript.split(separator: "\n").filter { $0.hasPrefix("› ") }
      .map { $0.dropFirst(2) + "\n" }.joined()
    let process = try SpawnedProcess(
      ["run"], descriptors: [0: .input(commands), 1: .outputPipe], shell: "exec 2>&1")
    let output = await process.output()
    #expect(await process.result().status == 0)
    #expect(output.contains(transcript), "\(place) is not in the output:\n\(output)")
  }

  /// The `wayfinder replay` sessions the documents show, of the demo's recorded session
  /// (`Tests/Corpus/replay/demo-session.jsonl`).
  static func replays() throws -> [(place: String, text: String)] {
    try MarkdownSample.all().filter { $0.kind == .replay }.map {
      ("\($0.file):\($0.line)", $0.text + "\n")
    }
  }

  @Test func theReadmeShowsAReplay() throws {
    #expect(try !Self.replays().isEmpty)
  }

  @Test(arguments: try replays().map(\.place))
  func theReplayIsWhatTheBinaryPrints(_ place: String) async throws {
    let transcript = try #require(try Self.replays().first { $0.place == place }?.text)
    let commands = transcript.split(separator: "\n").filter { $0.hasPrefix("› ") }
      .map { $0.dropFirst(2) + "\n" }.joined()
    let process = try SpawnedProcess(
      ["replay", "Tests/Corpus/replay/demo-session.jsonl"],
      descriptors: [0: .input(commands), 1: .outputPipe], shell: "exec 2>&1")
    let output = await process.output()
    #expect(await process.result().status == 0)
    #expect(output.contains(transcript), "\(place) is not in the output:\n\(output)")
  }
}
