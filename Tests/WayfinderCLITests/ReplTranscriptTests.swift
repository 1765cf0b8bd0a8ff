import Foundation
import Testing
import WayfinderTesting

/// The `wayfinder` binary driven as a person scripts it, end to end: commands piped in or read
/// from a script file, a transcript compared with its golden file, exit codes checked. The
/// REPL's own behaviour is tested in process (REPL/), against the same golden
/// files.
@Suite struct ReplTranscriptTests {
  private func run(_ script: String, arguments: [String] = []) async throws -> BinaryRunner.Output {
    try await BinaryRunner.run(["run"] + arguments, input: script)
  }

  @Test func walksTheDemoFromLaunchToItsDeepestScreen() async throws {
    let output = try await run(
      """
      tap Continue
      tap 1
      tap Go to Tertiary
      back
      tap 2
      tap 1
      tab 2
      tap Show details
      dismiss
      tab 1
      tab 1
      quit
      """)
    #expect(output.status == 0)
    #expect(output.stderr.isEmpty)
    assertTextSnapshot(
      output.stdout, named: "demoWalk", folder: "REPL/Transcripts")
  }

  @Test func strictStopsAtTheFirstRefusedCommand() async throws {
    let output = try await run("tap Continue\nback\ntap 1\n", arguments: ["--strict"])
    #expect(output.status == 1)
    #expect(
      output.stderr
        == "Cannot pop: 'primary' is the root of tab 'tab1'.\n"
        + "Stopped at the first refused command, 'back' (--strict).\n")
    #expect(output.stdout.contains("› back\n"))
    #expect(!output.stdout.contains("› tap 1"))
  }

  @Test func scriptFileRunsTheSameCommands() async throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-\(UUID().uuidString).wf")
    try "tap Continue\ntap 1\n".write(to: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: script) }
    let piped = try await run("tap Continue\ntap 1\n")
    let scripted = try await BinaryRunner.run(["run", "--script", script.path])
    #expect(scripted.status == 0)
    #expect(scripted.stdout == piped.stdout)
  }

  @Test func brokenFlowsAreReportedWithTheirPosition() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-broken-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    app: Broken
    version: "1.0"
    home: { flow: main }
    flows:
      main:
        root: start
        screens:
          start:
            title: Start
            actions:
              - { label: Next, push: nxt }
          next:
            title: Next
    """.write(to: folder.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
    let output = try await BinaryRunner.run(["run", folder.path], input: "quit\n")
    #expect(output.status == 1)
    #expect(output.stderr.contains("app.yaml:11:34: error: unknown screen 'nxt'"))
    #expect(output.stderr.contains("Did you mean 'next'?"))
    let check = try await BinaryRunner.run(["check", folder.path])
    #expect(check.status == 1)
    #expect(check.stderr.contains("app.yaml:11:34: error: unknown screen 'nxt'"))
  }

  @Test func checkPassesTheShippedApps() async throws {
    let output = try await BinaryRunner.run(["check"])
    #expect(output.status == 0)
  }
}
