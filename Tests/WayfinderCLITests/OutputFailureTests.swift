import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// Output that cannot be written — a full disk, a closed pipe, a file size limit — is reported
/// in one line and ends the process with status 74, never a crash or a silent success.
@Suite struct OutputFailureTests {
  static let full = SpawnedProcess.Descriptor.file("/dev/full", flags: O_WRONLY)
  static let noSpace = "Cannot write to standard output: No space left on device.\n"

  @Test(arguments: [
    ["check", "--format", "json"], ["test"], ["graph"], ["paths"],
    ["run", "--script", "/dev/null"],
  ])
  func aFullDiskIsReportedWithStatus74(arguments: [String]) async throws {
    let result = try await SpawnedProcess.run(arguments, descriptors: [1: Self.full])
    #expect(result.status == 74)
    #expect(result.stderr.hasPrefix(Self.noSpace))
    #expect(result.stderr.components(separatedBy: "Cannot write").count == 2, "said once")
  }

  @Test func checkDiagnosticsLostOnStandardErrorEndWithStatus74() async throws {
    let result = try await SpawnedProcess.run(["check"], descriptors: [2: Self.full])
    #expect(result.status == 74)
  }

  @Test func aClosedPipeIsReportedWithStatus74() async throws {
    let result = try await SpawnedProcess.run(["graph"], descriptors: [1: .closedPipe])
    #expect(result.status == 74)
    #expect(result.stderr == "Cannot write to standard output: Broken pipe.\n")
  }

  @Test func aClosedStandardOutputIsNeverReusedByAFileTheToolOpens() async throws {
    let folder = try TemporaryFiles()
    let result = try await SpawnedProcess.run(
      ["run", "--script", "/dev/null", "--trace", folder.path("trace.jsonl")],
      shell: "exec 1>&-")
    #expect(result.status == 74)
    #expect(result.stderr == "Cannot write to standard output: Bad file descriptor.\n")
    let trace = try String(contentsOfFile: folder.path("trace.jsonl"), encoding: .utf8)
    #expect(trace.hasPrefix(#"{"trace":"wayfinder","version":4,"app":"Demo","clock":"virtual"}"#))
    #expect(trace.contains(#"{"t":0,"event":"transition","command":"show launch screen 'splash'""#))
  }

  @Test func aFullDiskUnderTheTraceStopsItAndSaysSo() async throws {
    let result = try await SpawnedProcess.run(
      ["run", "--trace", "/dev/fd/3"],
      descriptors: [0: .file("/dev/null", flags: O_RDONLY), 3: Self.full])
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "Cannot write the trace to '/dev/fd/3': No space left on device; the trace stops here.\n"
    )
    #expect(result.stdout.contains("step.start splash"), "the session itself went on")
  }

  @Test func aTraceCutShortEndsOnAWholeLine() async throws {
    let folder = try TemporaryFiles()
    let script = try folder.write(
      String(repeating: "tap 1\ntap 1\ntap 2\nback\nback\nback\n", count: 40), to: "walk.txt")
    let trace = folder.path("trace.jsonl")
    // A file size limit of 8 blocks: the write that crosses it is cut short, then fails.
    let result = try await SpawnedProcess.run(
      ["run", "--script", script, "--trace", trace],
      descriptors: [1: .file("/dev/null", flags: O_WRONLY)],
      shell: "ulimit -f 8")
    #expect(result.status == 74)
    #expect(result.stderr.contains("Cannot write the trace to '\(trace)': File too large"))
    let text = try String(contentsOfFile: trace, encoding: .utf8)
    #expect(text.hasSuffix("\n"))
    #expect(text.utf8.count > 1000)
    for line in text.split(separator: "\n") {
      #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(line.utf8)) }
    }
  }

  @Test func helpStillGoesToStandardOutput() async throws {
    let result = try await SpawnedProcess.run(["--help"])
    #expect(result.status == 0)
    // Help is wrapped to the terminal's width: compare it as one line.
    let help = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(help.joined(separator: " ").contains("74 when output was lost"))
  }
}

/// A temporary folder for a test's files, removed when the test ends.
final class TemporaryFiles {
  let root: String

  init() throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-files-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  func path(_ name: String) -> String { root + "/" + name }

  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    try text.write(toFile: path(name), atomically: false, encoding: .utf8)
    return path(name)
  }
}
