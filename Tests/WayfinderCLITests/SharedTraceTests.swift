import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// Two sessions given the same `--trace` file: each appends whole lines, so the file stays valid
/// JSON Lines and keeps both sessions' events.
@Suite struct SharedTraceTests {
  /// The lines of the trace at `path`, each checked to be one JSON object.
  static func lines(_ path: String) throws -> [String] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasSuffix("\n"), "the trace ends on a whole line")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for line in lines {
      #expect(
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any],
        "not a JSON object: \(line)")
    }
    return lines.map(String.init)
  }

  @Test func aSecondSessionAppendsWholeLinesWhileTheFirstWrites() async throws {
    let folder = try TemporaryFiles()
    // An old trace no session is writing: the first session starts it afresh.
    let trace = try folder.write("{\"event\":\"old\"}\n", to: "trace.jsonl")
    let later = "tap Continue\ntap 1\nback\n"
    let many = try folder.write(
      "tap Continue\n" + String(repeating: "tap 1\nback\ntab 2\ntab 1\n", count: 20), to: "b")

    // The first session has written its launch when its first screen is out; the second runs
    // whole while the first waits for its next command.
    let first = try SpawnedProcess(
      ["run", "--trace", trace], descriptors: [0: .inputPipe, 1: .outputPipe])
    _ = await first.firstOutput()
    let second = try await SpawnedProcess.run(["run", "--trace", trace, "--script", many])
    #expect(second.status == 0)
    #expect(second.stderr == "")
    first.send(later, close: true)
    let firstResult = await first.result()
    #expect(firstResult.status == 0)
    #expect(firstResult.stderr == "")

    // Each session alone, for what their lines are.
    let alone = try await SpawnedProcess.run(
      ["run", "--trace", folder.path("a.jsonl"), "--script", try folder.write(later, to: "a")])
    let secondAlone = try await SpawnedProcess.run(
      ["run", "--trace", folder.path("b.jsonl"), "--script", many])
    try #require(alone.status == 0 && secondAlone.status == 0)
    let expected = try Self.lines(folder.path("a.jsonl")) + Self.lines(folder.path("b.jsonl"))
    #expect(try Self.lines(trace).sorted() == expected.sorted())
  }
}
