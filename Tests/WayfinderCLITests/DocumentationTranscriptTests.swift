import Foundation
import Testing
import WayfinderFixtures

/// Every REPL transcript the READMEs and the articles show (a block with `› COMMAND` lines) is
/// what the real binary prints for those commands, both streams together: the block appears in
/// the output word for word. A transcript right after a whole app's flow file (a YAML block that
/// starts `app:`) walks that app; any other walks the demo under `Flows/`, or what the
/// arguments of `wayfinder run` after its fence's `text` open (```` ```text --app mail ````).
@Suite struct DocumentationTranscriptTests {
  /// A transcript of a document, where it starts, the flow file it walks (nil: `Flows/`), and
  /// the arguments `wayfinder run` is given.
  struct Transcript: Sendable {
    var place: String
    var text: String
    var flow: String?
    var arguments: [String] = []
  }

  /// The REPL transcripts of every document (``MarkdownSample/Kind/transcript``).
  static func all() throws -> [Transcript] {
    var transcripts: [Transcript] = []
    for document in try MarkdownSample.documents() {
      var previous: MarkdownSample?
      for sample in try MarkdownSample.samples(in: document) {
        defer { previous = sample }
        guard sample.kind == .transcript else { continue }
        let app = previous.flatMap { $0.kind == .yaml && $0.key.hasPrefix("app:") ? $0 : nil }
        let words = sample.language.split(separator: " ").map(String.init)
        transcripts.append(
          Transcript(
            place: "\(sample.file):\(sample.line)", text: sample.text + "\n",
            flow: app.map { $0.text + "\n" },
            arguments: words.first == "text" ? Array(words.dropFirst()) : []))
      }
    }
    return transcripts
  }

  @Test func theReadmeShowsATranscript() throws {
    #expect(try Self.all().contains { $0.place.hasPrefix("README.md:") && $0.flow != nil })
    #expect(try Self.all().contains { $0.place.hasPrefix("README.md:") && $0.flow == nil })
    #expect(
      try Self.all().contains {
        $0.place.hasPrefix("README.md:") && $0.arguments.contains("mail")
      }, "the tour walks the mail app's columns")
  }

  @Test(arguments: try all().map(\.place))
  func theTranscriptIsWhatTheBinaryPrints(_ place: String) async throws {
    let transcript = try #require(try Self.all().first { $0.place == place })
    let commands = transcript.text.split(separator: "\n").filter { $0.hasPrefix("› ") }
      .map { $0.dropFirst(2) + "\n" }.joined()
    var arguments = ["run"] + transcript.arguments
    var folder: URL?
    if let flow = transcript.flow {
      let created = FileManager.default.temporaryDirectory
        .appendingPathComponent("wayfinder-transcript-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: created, withIntermediateDirectories: true)
      let file = created.appendingPathComponent("app.yaml")
      try flow.write(to: file, atomically: true, encoding: .utf8)
      arguments.append(file.path)
      folder = created
    }
    defer { folder.map { try? FileManager.default.removeItem(at: $0) } }
    let process = try SpawnedProcess(
      arguments, descriptors: [0: .input(commands), 1: .outputPipe], shell: "exec 2>&1")
    let output = await process.output()
    #expect(await process.result().status == 0)
    #expect(output.contains(transcript.text), "\(place) is not in the output:\n\(output)")
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
