import Foundation
import Testing
import Wayfinder
import WayfinderTesting

@testable import WayfinderCLI
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// `history`, `undo`, `redo` and `goto N` in the REPL: what they print, what they refuse, and
/// what they do to the clock, the state file and the trace.
@MainActor
@Suite struct ReplHistoryTests {
  @Test func theCommandsParse() throws {
    #expect(try ReplCommand.parse("history") == .history)
    #expect(try ReplCommand.parse("undo") == .undo)
    #expect(try ReplCommand.parse("REDO") == .redo)
    #expect(try ReplCommand.parse("goto 12") == .goto(12))
    #expect(try ReplCommand.parse("goto -1") == .goto(-1))
    #expect(try ReplCommand.parse("goto 0  # the start") == .goto(0))
    #expect(try ReplCommand.parse("undo")?.sessionCommand == nil)
    #expect(try ReplCommand.parse("goto 3")?.isHistoryCommand == true)
    #expect(try ReplCommand.parse("facts")?.isHistoryCommand == false)
  }

  @Test func malformedOnesSayWhy() {
    func message(_ line: String) -> String {
      do {
        _ = try ReplCommand.parse(line)
        return "no error"
      } catch { return error.description }
    }
    #expect(message("goto") == "'goto' needs an argument: goto N.")
    #expect(message("goto x") == "'goto': 'x' is not a number.")
    #expect(
      message("goto 99999999999999999999") == "'goto': '99999999999999999999' is not a number.")
    #expect(message("undo 2") == "'undo' takes no argument, but got '2'.")
    #expect(message("history all") == "'history' takes no argument, but got 'all'.")
    #expect(message("udno") == "Unknown command 'udno'. Did you mean 'undo'?")
  }

  @Test func helpAndCompletionOfferThem() {
    let help = ScreenText.help(nil)
    #expect(
      help.contains(
        "\n  history                   List the commands given, numbered from 0 (the start); '*' is now.\n"
      ))
    #expect(
      help.contains(
        "\n  undo                      Go back one command: screens, facts, launch steps and clock.\n"
      ))
    #expect(help.contains("\n  redo                      Go forward one command, after 'undo'.\n"))
    #expect(
      help.contains(
        "\n  goto N                    Go to just after command N of 'history' (0: the start).\n"))
    #expect(
      ScreenText.help("goto") == "goto N\n  Go to just after command N of 'history' (0: the start)."
    )
    let completions = Completions()
    #expect(completions.matches(for: "un") == ["undo "])
    #expect(completions.matches(for: "go") == ["goto "])
    #expect(completions.matches(for: "hi") == ["history "])
    #expect(completions.matches(for: "help re") == ["help relaunch", "help redo"])
  }

  @Test func walksBackAndForthThroughTheCommands() async throws {
    let output = try await InProcessRepl().run(
      """
      tap Continue
      tap 1
      tap Go to Tertiary
      history
      undo
      undo
      redo
      goto 0
      goto 3
      goto 9
      undo 2
      goto x
      redo
      goto 1
      tap 2
      redo
      history
      """)
    #expect(output.status == 0)
    assertTextSnapshot(output.stdout, named: "demoTimeTravel", folder: "Transcripts")
    #expect(
      output.stderr == """
        goto 9: the history has 3 commands; choose 0 to 3.
        'undo' takes no argument, but got '2'.
        'goto': 'x' is not a number.
        Nothing to redo.
        Nothing to redo.

        """)
  }

  @Test func undoRestoresTheFactsAndTheLaunch() async throws {
    let output = try await InProcessRepl().run(
      """
      tap Continue
      set passcodeEnabled true
      relaunch
      undo
      facts
      undo
      facts
      goto 3
      path
      """)
    #expect(output.status == 0)
    #expect(output.stderr.isEmpty)
    let answers = output.stdout.components(separatedBy: "› ").dropFirst(4).map {
      $0.split(separator: "\n").prefix(7).joined(separator: "\n")
    }
    #expect(answers[0].hasPrefix("undo\nBack to after command 2 of 3: set passcodeEnabled true\n"))
    #expect(answers[0].contains("Primary View"))
    #expect(answers[1].contains("passcodeEnabled      = true"))
    #expect(answers[2].hasPrefix("undo\nBack to after command 1 of 3: tap Continue\n"))
    #expect(answers[3].contains("passcodeEnabled      = false"))
    #expect(answers[4].hasPrefix("goto 3\nForward to after command 3 of 3: relaunch\n"))
    #expect(answers[5].contains("  modal passcode (fullScreen): passcode\n  launching"))
  }

  @Test func theStateFileFollowsThePointReached() async throws {
    final class Saved { var screens: [String] = [] }
    let saved = Saved()
    let output = MemoryOutput()
    let runner = InProcessRepl()
    let repl = try runner.repl(
      reader: runner.reader("tap Continue\ntap 1\nundo\nundo\nundo\n", output: output),
      output: output
    ) { saved.screens.append($0.state.visibleRoute?.screen ?? "none") }
    #expect(await repl.run() == 0)
    #expect(saved.screens == ["whatsNew", "primary", "secondary1", "primary", "whatsNew"])
    #expect(output.stderr == "Nothing to undo.\n")
  }

  @Test func aMoveIsTracedAndARefusedOneIsAnError() async throws {
    let file = TemporaryFile("trace.jsonl")
    let output = try await InProcessRepl(trace: file.path).run("tap Continue\nundo\nundo\n")
    #expect(output.status == 0)
    let lines = try String(contentsOfFile: file.path, encoding: .utf8).split(separator: "\n")
    #expect(
      lines.filter { $0.contains("undo") } == [
        #"{"t":1.3,"event":"goto","point":0,"input":"undo"}"#,
        #"{"t":1.3,"event":"line","text":"undo","refused":"Nothing to undo."}"#,
      ])
  }

  @Test func strictModeStopsAtARefusedMove() async throws {
    let output = try await InProcessRepl(strict: true).run("redo\ntap Continue\n")
    #expect(output.status == 1)
    #expect(
      output.stderr
        == "Nothing to redo.\nStopped at the first refused command, 'redo' (--strict).\n")
    #expect(!output.stdout.contains("› tap Continue"))
  }

  /// On the real clock, time goes on from the point reached: the time that passed since is
  /// not played again at the next line or tick.
  @Test func onTheRealClockTimeGoesOnFromThePointReached() async throws {
    let clock = InteractionTestClock()
    let output = MemoryOutput()
    let (pipe, input) = AsyncStream.makeStream(of: [UInt8].self)
    let repl = try InProcessRepl().repl(
      reader: PipedLineReader(pipe: pipe, output: output), output: output, timeMode: .real,
      clock: clock)
    let loop = Task { await repl.run() }
    defer { input.finish() }
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(1_300))
    await output.wait { $0.contains("· 1.300s step.start whatsNew\n") }
    input.yield(Array("tap Continue\n".utf8))
    await output.wait { $0.contains("[Tab 1]") }
    input.yield(Array("undo\npath\n".utf8))
    await output.wait { $0.contains("› path\n") && $0.hasSuffix("  launching\n") }
    let afterUndo = try #require(output.stdout.components(separatedBy: "› undo\n").last)
    #expect(afterUndo.hasPrefix("Back to the start (command 0 of 1)\n"))
    #expect(afterUndo.contains("◐ splash — running"))
    // Stops here rather than wait for what would never come.
    try #require(!afterUndo.contains("step.finish"))
    // The splash ends half a second after the point reached, as it did the first time.
    await clock.waitForSleepers(1)
    await clock.advance(by: .milliseconds(500))
    await output.wait {
      $0.components(separatedBy: "› path\n").last?.contains("· 0.500s step.finish splash\n")
        == true
    }
    input.finish()
    #expect(await loop.value == 0)
  }
}
