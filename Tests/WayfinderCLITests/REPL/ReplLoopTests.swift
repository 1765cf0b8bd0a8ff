import Foundation
import Testing
import Wayfinder
@testable import WayfinderCLI
@testable import WayfinderTools
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderTesting

/// The loop's own behaviour, in process: what it echoes, when it stops, where refusals go,
/// the trace, and time on the virtual and the real clock.
@MainActor
@Suite struct ReplLoopTests {
  @Test func linesAreEchoedButBlankOnesAreNot() async throws {
    let output = try await InProcessRepl().run("# walk on\n\n   \ntap Continue\n")
    #expect(output.stdout.contains("\n› # walk on\n"))
    #expect(output.stdout.contains("\n› tap Continue\n"))
    #expect(echoes(in: output.stdout) == ["› # walk on", "› tap Continue"])
  }

  @Test(arguments: ["quit", "exit", "QUIT"])
  func quitStopsBeforeTheLinesAfterIt(quit: String) async throws {
    let output = try await InProcessRepl().run("tap Continue\n\(quit)\ntap 1\n")
    #expect(output.status == 0)
    #expect(output.stdout.contains("› \(quit)\n"))
    #expect(!output.stdout.contains("› tap 1"))
  }

  @Test func theEndOfInputEndsTheSessionWithoutQuit() async throws {
    let output = try await InProcessRepl().run("tap Continue")
    #expect(output.status == 0)
    #expect(output.stdout.hasSuffix("╰" + String(repeating: "─", count: 62) + "╯\n"))
  }

  @Test(arguments: ["tap Continue\nback\ntap 1\n", "tap Continue\ntpa 1\ntap 1\n"])
  func strictStopsAtTheFirstRefusedCommand(script: String) async throws {
    let output = try await InProcessRepl(strict: true).run(script)
    let refused = script.split(separator: "\n")[1]
    #expect(output.status == 1)
    let reason =
      refused == "back"
      ? "Cannot pop: 'primary' is the root of tab 'tab1'."
      : "Unknown command 'tpa'. Did you mean 'tap'?"
    #expect(
      output.stderr
        == "\(reason)\nStopped at the first refused command, '\(refused)' (--strict).\n")
    #expect(output.stdout.contains("› \(refused)\n"))
    #expect(!output.stdout.contains(reason), "refusals stay off standard output")
    #expect(!output.stdout.contains("› tap 1"))
  }

  @Test(arguments: [true, false])
  func aRefusalFollowsItsCommandWhenBothStreamsMeet(script: Bool) async throws {
    let runner = InProcessRepl(input: script ? .script : .pipe(pieceSize: .max))
    let output = MemoryOutput()
    _ = try await runner.run("tap Continue\ntpa 1\ntap 1\n", output: output)
    let refusal = "› tpa 1\nUnknown command 'tpa'. Did you mean 'tap'?\n› tap 1\n"
    #expect(output.merged.contains(refusal))
    #expect(output.merged.hasPrefix("· 0.000s step.start splash"))
  }

  @Test(arguments: [true, false])
  func eachAnswerIsWrittenInOnePieceOnceItIsMade(script: Bool) async throws {
    let runner = InProcessRepl(input: script ? .script : .pipe(pieceSize: .max))
    let output = MemoryOutput()
    _ = try await runner.run("tap Continue\n\n# a comment\ntap 1\nback\n", output: output)
    // The first screen, then one write for each line but the blank one.
    #expect(output.outputWrites == 5)
  }

  @Test func scriptLinesMayEndWithAComment() async throws {
    let output = try await InProcessRepl().run(
      "tap Continue   # close what's new\ntap 1 # Go to Secondary 1\ntap Item #3\n")
    #expect(output.stdout.contains("\n› tap Continue   # close what's new\n"))
    #expect(output.stdout.contains("Secondary View 1"))
    #expect(output.stderr.hasPrefix("No action is labelled 'Item #3'."))
  }

  @Test func withoutStrictRefusalsAreCountedButTheSessionGoesOn() async throws {
    let output = try await InProcessRepl().run("tap Continue\nback\ntap 1\npath\n")
    #expect(output.status == 0)
    #expect(output.stderr == "Cannot pop: 'primary' is the root of tab 'tab1'.\n")
    #expect(output.stdout.contains("* tab tab1: primary › secondary1\n"))
  }

  @Test(arguments: ["\n", "\r\n", "\r"], [1, 3, Int.max])
  func pipedLinesEndAtAnyLineEndInAnyPieces(end: String, pieceSize: Int) async throws {
    let script = ["tap Continue", "tap 1", "path"].joined(separator: end) + end
    let output = try await InProcessRepl(input: .pipe(pieceSize: pieceSize)).run(script)
    #expect(output.status == 0)
    #expect(output.stdout.contains("* tab tab1: primary › secondary1\n"))
    #expect(output.stderr.isEmpty)
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func scriptLinesEndAtAnyLineEnd(end: String) async throws {
    let script = ["tap Continue", "tap 1", "path"].joined(separator: end) + end
    let output = try await InProcessRepl(input: .script).run(script)
    #expect(output.stdout.contains("* tab tab1: primary › secondary1\n"))
    #expect(output.stderr.isEmpty)
  }

  @Test func everyChangeIsHandedOnToBeSavedButNotARefusalOrAView() async throws {
    let output = MemoryOutput()
    let runner = InProcessRepl()
    var saved: [String] = []
    let repl = try runner.repl(
      reader: runner.reader("tap Continue\nback\npath\nfacts\nhelp\ntap 1\n", output: output),
      output: output
    ) { saved.append($0.state.visibleRoute?.description ?? "none") }
    _ = await repl.run()
    #expect(saved == ["whatsNew", "primary", "secondary1"])
  }

  @Test func lostOutputStopsTheLoop() async throws {
    let output = MemoryOutput()
    output.writesBeforeFailure = 1
    let runner = InProcessRepl()
    var changes = 0
    let repl = try runner.repl(
      reader: runner.reader("tap Continue\ntap 1\ntap 1\nback\n", output: output), output: output
    ) { _ in changes += 1 }
    _ = await repl.run()
    #expect(output.outputFailed)
    // The first screen was written; the answer to the first command (its echo and screen,
    // one write) was lost, and nothing was read after it.
    #expect(changes == 2)
    #expect(echoes(in: output.stdout) == [])
    #expect(output.stdout.contains("What's new"))
  }

  @Test func traceWritesAVersionedSessionTraceThatReplays() async throws {
    let file = TemporaryFile("trace.jsonl")
    let output = try await InProcessRepl(trace: file.path).run(
      "tap Continue\ntap 1\nset passcodeEnabled true\ntab 2\nback\ntpa\ntab 1\nback\n")
    #expect(output.status == 0)
    let lines = try String(contentsOfFile: file.path, encoding: .utf8).split(separator: "\n")
    #expect(lines.first == #"{"trace":"wayfinder","version":4,"app":"Demo","clock":"virtual"}"#)
    let objects = try lines.map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    let events = objects.dropFirst().compactMap { $0["event"] as? String }
    #expect(events.prefix(3) == ["launch", "transition", "step.start"])
    let times = objects.dropFirst().compactMap {
      ($0["t"] as? Double) ?? ($0["t"] as? Int).map(Double.init)
    }
    #expect(times.count == lines.count - 1)
    #expect(times == times.sorted(), "every line is stamped with when it happened, in order")
    let inputs = lines.filter { $0.contains(#""input":"#) || $0.contains(#""event":"line""#) }
    let expected: [String] = [
      #"{"t":1.3,"event":"tap","screen":"whatsNew","label":"Continue","input":"tap Continue"}"#,
      #"{"t":1.3,"event":"tap","screen":"primary","label":"Go to Secondary 1","input":"tap 1"}"#,
      #"{"t":1.3,"event":"set","facts":{"passcodeEnabled":true},"input":"set passcodeEnabled true"}"#,
      #"{"t":1.3,"event":"selectTab","tab":"tab2","input":"tab 2"}"#,
      #"{"t":1.3,"event":"back","refused":"Cannot pop: 'tab2Home' is the root of tab 'tab2'.","input":"back"}"#,
      #"{"t":1.3,"event":"line","text":"tpa","refused":"Unknown command 'tpa'. Did you mean 'tap'?"}"#,
      #"{"t":1.3,"event":"selectTab","tab":"tab1","input":"tab 1"}"#,
      #"{"t":1.3,"event":"back","input":"back"}"#,
    ]
    #expect(inputs.map(String.init) == expected)
    // The trace is enough to play the session again, to the same screen.
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var replay = try TraceReplay(try TraceReader.read(path: file.path), definition: definition)
    let replayed = try replay.playToEnd()
    #expect(replayed.state.visibleRoute == "primary")
    #expect(replayed.facts["passcodeEnabled"] == .bool(true))
  }

  @Test func theTraceTellsTheEndOfARunOverHomeFromTheLaunchs() async throws {
    let file = TemporaryFile("trace.jsonl")
    let output = try await InProcessRepl(trace: file.path).run(
      "tap Continue\nrun notifications\ncancel notifications\nrun notifications\ncancel all\n")
    #expect(output.status == 0)
    let ends = try String(contentsOfFile: file.path, encoding: .utf8).split(separator: "\n")
      .map { line in
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      }
      .compactMap { $0["event"] as? String }.filter {
        $0.hasPrefix("launch.") || $0.hasPrefix("run.")
      }
    #expect(ends == ["launch.finish", "run.finish", "run.cancel"])
  }

  @Test func virtualTimeSettlesTheLaunchAtOnceAndWaitAddsToIt() async throws {
    let file = TemporaryFile("trace.jsonl")
    let output = try await InProcessRepl(trace: file.path).run("wait 2s\ntap Continue\n")
    // The launch played to the first modal before the first command: splash and config work.
    let beforeWait = output.stdout.components(separatedBy: "› wait 2s")[0]
    #expect(beforeWait.contains("· 1.300s step.start whatsNew\n"))
    let trace = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(trace.contains(#"{"t":3.3,"event":"step.finish","step":"whatsNew"}"#))
  }

  @Test func realTimeDrawsWhatFinishesWhileNobodyTypes() async throws {
    let clock = InteractionTestClock()
    let output = MemoryOutput()
    let (pipe, input) = AsyncStream.makeStream(of: [UInt8].self)
    let repl = try InProcessRepl().repl(
      reader: PipedLineReader(pipe: pipe, output: output), output: output, timeMode: .real,
      clock: clock)
    #expect(output.stdout.contains("◐ splash — running"))
    #expect(!output.stdout.contains("step.finish splash"))
    let loop = Task { await repl.run() }
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(500))
    await output.wait { $0.contains("· 0.500s step.finish splash\n") }
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(800))
    await output.wait { $0.contains("· 1.300s step.start whatsNew\n") }
    input.yield(Array("tap Continue\n".utf8))
    await output.wait { $0.contains("[Tab 1]") }
    input.finish()
    #expect(await loop.value == 0)
  }

  @Test func aRealTimeTraceReplaysWithTheTimeThatPassed() async throws {
    let file = TemporaryFile("trace.jsonl")
    let clock = InteractionTestClock()
    let output = MemoryOutput()
    let (pipe, input) = AsyncStream.makeStream(of: [UInt8].self)
    var runner = InProcessRepl()
    runner.trace = file.path
    let repl = try runner.repl(
      reader: PipedLineReader(pipe: pipe, output: output), output: output, timeMode: .real,
      clock: clock)
    let loop = Task { await repl.run() }
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(500))
    await output.wait { $0.contains("· 0.500s step.finish splash\n") }
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(800))
    await output.wait { $0.contains("· 1.300s step.start whatsNew\n") }
    input.yield(Array("tap Continue\n".utf8))
    await output.wait { $0.contains("[Tab 1]") }
    input.finish()
    #expect(await loop.value == 0)
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(text.hasPrefix(#"{"trace":"wayfinder","version":4,"app":"Demo","clock":"real"}"#))
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var replay = try TraceReplay(try TraceReader.read(path: file.path), definition: definition)
    let replayed = try replay.playToEnd()
    #expect(replayed.state.visibleRoute == "primary")
    #expect(replayed.time == .milliseconds(1300))
  }

  @Test func realTimeWaitMovesTheLaunchWithoutTheClock() async throws {
    let output = MemoryOutput()
    let runner = InProcessRepl()
    let repl = try runner.repl(
      reader: runner.reader("wait 1.3s\npath\n", output: output), output: output,
      timeMode: .real, clock: InteractionTestClock())
    #expect(!output.stdout.contains("step.start whatsNew"))
    #expect(await repl.run() == 0)
    #expect(output.stdout.contains("· 1.300s step.start whatsNew\n"))
    #expect(output.stdout.contains("  modal whatsNew (sheet): whatsNew\n  launching\n"))
  }

  /// The lines the REPL echoed.
  private func echoes(in stdout: String) -> [String] {
    stdout.split(separator: "\n").filter { $0.hasPrefix("› ") }.map(String.init)
  }
}
