import Foundation
import Glibc
import Testing

/// Scripts and piped input end their lines at LF, CRLF or a lone CR alike.
@Suite struct LineEndingTests {
  static let commands = ["tap Continue", "tap 1", "path"]
  static let expected = "* tab tab1: primary › secondary1\n"

  @Test(arguments: ["\n", "\r\n", "\r"])
  func scriptLinesEndAtAnyLineEnd(end: String) async throws {
    let folder = try TemporaryFiles()
    let script = try folder.write(Self.commands.joined(separator: end) + end, to: "walk")
    let result = try await SpawnedProcess.run(["run", "--script", script])
    #expect(result.status == 0)
    #expect(result.stdout.contains(Self.expected))
    #expect(!result.stdout.contains("Unknown command"))
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func pipedLinesEndAtAnyLineEnd(end: String) async throws {
    let process = try SpawnedProcess(["run"], descriptors: [0: .inputPipe])
    process.send(Self.commands.joined(separator: end) + end, close: true)
    let result = await process.result()
    #expect(result.status == 0)
    #expect(result.stdout.contains(Self.expected))
    #expect(!result.stdout.contains("Unknown command"))
  }
}
