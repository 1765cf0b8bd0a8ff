import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing
import WayfinderTesting

/// Standard output and standard error sent to one pipe (`2>&1`), as a log or CI captures a
/// script's run: each refusal stays right after the command it refuses, and answers come as
/// they are made.
@Suite struct MergedOutputTests {
  private static let script = "tap Continue\ntpa 1\ntap 1\nback\nback  # at the root now\ntap 2\n"

  /// Runs `wayfinder run arguments…` with both streams in one pipe, and returns what came.
  private func merged(
    _ arguments: [String], input: SpawnedProcess.Descriptor = .file("/dev/null", flags: O_RDONLY)
  ) async throws -> (text: String, status: Int32) {
    let process = try SpawnedProcess(
      ["run", "--width", "40", "--ascii"] + arguments, descriptors: [0: input, 1: .outputPipe],
      shell: "exec 2>&1")
    let text = await process.output()
    return (text, await process.result().status)
  }

  @Test func aRefusalStaysByItsCommandFromAScriptFile() async throws {
    let folder = try TemporaryFiles()
    let run = try await merged(["--script", try folder.write(Self.script, to: "walk")])
    #expect(run.status == 0)
    #expect(
      run.text.contains(
        """
        › tpa 1
        Unknown command 'tpa'. Did you mean 'tap'?
        › tap 1

        """))
    #expect(
      run.text.contains(
        """
        › back  # at the root now
        Cannot pop: 'primary' is the root of tab 'tab1'.
        › tap 2

        """))
    assertTextSnapshot(run.text, named: "mergedRefusals", folder: "Transcripts")
  }

  @Test func aRefusalStaysByItsCommandFromPipedInput() async throws {
    let run = try await merged([], input: .input(Self.script))
    #expect(run.status == 0)
    assertTextSnapshot(run.text, named: "mergedRefusals", folder: "Transcripts")
  }

  @Test func strictEndsRightAfterTheRefusedCommand() async throws {
    let folder = try TemporaryFiles()
    let run = try await merged(["--strict", "--script", try folder.write(Self.script, to: "walk")])
    #expect(run.status == 1)
    #expect(
      run.text.hasSuffix(
        """
        › tpa 1
        Unknown command 'tpa'. Did you mean 'tap'?
        Stopped at the first refused command, 'tpa 1' (--strict).

        """))
  }

  /// A script that is a pipe (`--script <(…)`) runs each command as it arrives: its answer
  /// comes before the next line is even written.
  @Test func aScriptFromAPipeIsAnsweredLineByLine() async throws {
    let folder = try TemporaryFiles()
    let fifo = folder.path("commands")
    try #require(mkfifo(fifo, 0o600) == 0)
    // Open for reading and writing: never waits for the other end, and holds the FIFO open
    // for writing until it is closed below.
    let writer = open(fifo, O_RDWR | O_CLOEXEC)
    try #require(writer >= 0)
    var writerOpen = true
    defer { if writerOpen { close(writer) } }
    let process = try SpawnedProcess(
      ["run", "--width", "40", "--ascii", "--script", fifo], descriptors: [1: .outputPipe],
      shell: "exec 2>&1")
    let send = { (line: String) in
      _ = line.utf8CString.withUnsafeBufferPointer { write(writer, $0.baseAddress, $0.count - 1) }
    }
    var text = await process.output { $0.contains("What's new") && $0.hasSuffix("+\n") }
    send("tap Continue\n")
    text += await process.output { $0.contains("Primary View") && $0.hasSuffix("+\n") }
    send("tpa 1\n")
    text += await process.output { $0.hasSuffix("Did you mean 'tap'?\n") }
    #expect(text.hasSuffix("› tpa 1\nUnknown command 'tpa'. Did you mean 'tap'?\n"))
    close(writer)
    writerOpen = false
    text += await process.output()
    #expect(await process.result().status == 0)
    #expect(text.contains("› tap Continue\n"))
  }
}
