import Foundation
import Testing

/// Every REPL transcript the READMEs show (a block with `› COMMAND` lines) is what the real
/// binary prints for those commands, both streams together: the block appears in the output
/// word for word.
@Suite struct DocumentationTranscriptTests {
  /// The fenced code blocks of `relative` that hold `› ` command lines, with where they start.
  static func transcripts(in relative: String) throws -> [(place: String, text: String)] {
    let root = BinaryRunner.packageRoot.appendingPathComponent(relative).path
    let lines = try String(contentsOfFile: root, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    var found: [(String, String)] = []
    var start: Int?
    for (index, line) in lines.enumerated() where line.hasPrefix("```") {
      guard let first = start else {
        start = index + 1
        continue
      }
      let block = lines[first..<index]
      if block.contains(where: { $0.hasPrefix("› ") }) {
        found.append(("\(relative):\(first)", block.joined(separator: "\n") + "\n"))
      }
      start = nil
    }
    return found
  }

  static func all() throws -> [(place: String, text: String)] {
    try transcripts(in: "README.md") + transcripts(in: "Flows/README.md")
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
}
