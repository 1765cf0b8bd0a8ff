import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderCLI
@testable import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderTesting

/// Prompt policies in the REPL: the events and the launch's status box say why a prompt was
/// skipped, in the core's words, and the session's clock carries cooldowns across relaunches.
@MainActor
@Suite struct ReplPromptTests {
  private func run(_ script: String) async throws -> ReplRun {
    let definition: FlowDefinition = try #require(PromptApp.definition())
    var runner = InProcessRepl(definition: definition)
    runner.ascii = true
    return try await runner.run(script)
  }

  @Test func theStatusBoxAndTheEventsSayWhyAPromptWasSkipped() async throws {
    let output = try await run("tap Later\ntap Not now\nwait 20h\nrelaunch\n")
    #expect(output.stderr == "")
    let relaunch = try #require(output.stdout.components(separatedBy: "› relaunch\n").last)
    assertTextSnapshot(relaunch, named: "promptsCooldownBox", folder: "Transcripts")
    // The command line's reference shows the same, drawn with Unicode frames.
    let definition: FlowDefinition = try #require(PromptApp.definition())
    let unicode = try await InProcessRepl(definition: definition).run(
      "tap Later\ntap Not now\nwait 20h\nrelaunch\n")
    let shown = try #require(
      try MarkdownSample.samples(in: "Docs/CommandLine.md").first {
        $0.text.hasPrefix("· 72000.000s step.skip update")
      })
    let printed = try #require(unicode.stdout.components(separatedBy: "› relaunch\n").last)
    #expect(printed == shown.text + "\n", "printed:\n\(printed)")
  }

  @Test func aLinkLaunchSaysTheReviewDoesNotRunThere() async throws {
    let output = try await run(
      "tap Later\ntap Not now\nwait 1d\nrelaunch --from link prompts://item/42\ntap Later\n")
    #expect(output.stderr == "")
    #expect(
      output.stdout.contains(
        "'prompts://item/42' is held until the launch finishes; 'update' is up now."))
    #expect(output.stdout.contains("· 86400.000s step.skip review (not on link launches)\n"))
    #expect(output.stdout.contains("| < Back                    Item 42 "))
  }

  @Test func refusedFormsGoToStandardErrorAndChangeNothing() async throws {
    let output = try await run("relaunch --from widget\nwait 1y\nwait 100000d\n")
    #expect(
      output.stderr == """
        The app is never launched from 'widget'. Sources: icon, link, shortcut, notification.
        'wait': '1y' is not a duration; write it like '2s', '500ms', '20h' or '1d 2h'.
        'wait': '100000d' is too long; wait at most 3650d at a time.

        """)
  }

  @Test func aTraceRecordsWhereARelaunchCameFromAndReplaysIt() async throws {
    let file = TemporaryFile("trace.jsonl")
    let definition: FlowDefinition = try #require(PromptApp.definition())
    var runner = InProcessRepl(definition: definition)
    runner.trace = file.path
    let output = try await runner.run(
      "tap Later\ntap Not now\nwait 1d\nrelaunch --from link prompts://item/42\ntap Later\n"
        + "relaunch --from notification\n")
    #expect(output.stderr == "")
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(
      text.contains(
        #"{"t":86400,"event":"relaunch","from":"link","url":"prompts://item/42","#
          + #""input":"relaunch --from link prompts://item/42"}"#))
    #expect(
      text.contains(
        #"{"t":86400,"event":"relaunch","from":"notification","#
          + #""input":"relaunch --from notification"}"#))
    var replay = try TraceReplay(try TraceReader.read(path: file.path), definition: definition)
    let replayed = try replay.playToEnd()
    #expect(replayed.launch.launchSource == .notification)
    #expect(replayed.promptHistory.showings["update"]?.count == 1)
  }

  @Test func onTheRealClockTimeGoesOnFromALongWait() async throws {
    let clock = InteractionTestClock()
    let output = MemoryOutput()
    let (pipe, input) = AsyncStream.makeStream(of: [UInt8].self)
    let repl = try InProcessRepl().repl(
      reader: PipedLineReader(pipe: pipe, output: output), output: output, timeMode: .real,
      clock: clock)
    let loop = Task { await repl.run() }
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(1300))
    await output.wait { $0.contains("· 1.300s step.start whatsNew\n") }
    input.yield(Array("tap Continue\nwait 1d\nrelaunch\n".utf8))
    await output.wait { $0.contains("› relaunch\n") && $0.contains("◐ splash — running") }
    // The splash of the launch after the wait ends half a second later, on the real clock.
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(500))
    await output.wait { $0.contains("· 86401.800s step.finish splash\n") }
    input.finish()
    #expect(await loop.value == 0)
  }
}
