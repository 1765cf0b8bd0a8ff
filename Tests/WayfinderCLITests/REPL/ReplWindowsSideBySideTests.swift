import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderPersistence
import WayfinderTesting
@testable import WayfinderCLI
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// An app's windows side by side at the REPL when the terminal is wide enough: each headed by
/// its name, in window order, only the active one's actions numbered, a covered one showing
/// what covers it, as many as fit with the active one among them; too narrow for two, the
/// active window alone under the strip, as before.
@MainActor
@Suite struct ReplWindowsSideBySideTests {
  /// What the REPL printed for `script` over the app of several windows at `width` columns.
  private func run(_ script: String, width: Int) async throws -> String {
    var repl = InProcessRepl(definition: try Fixtures.windowsDefinition())
    repl.width = width
    repl.ascii = true
    return try await repl.run(script).stdout
  }

  /// The lines of the screen printed after `command`, the last time it was typed, without
  /// the events it set off.
  private func screen(after command: String, in output: String) throws -> [String] {
    let typed = try #require(output.range(of: "› \(command)\n", options: .backwards), "\(output)")
    let rest = output[typed.upperBound...]
    return rest[..<(rest.range(of: "› ")?.lowerBound ?? rest.endIndex)]
      .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("· ") }
  }

  @Test func twoWindowsAtAWideWidthAreDrawnSideBySide() async throws {
    let output = try await run("tap Unlock\nwindow new\n", width: 68)
    #expect(
      try screen(after: "window new", in: output) == [
        "window 2 (2 of 2)",
        "window 1                           window 2 · active",
        "+-------------------------------+  +-------------------------------+",
        "|           All notes           |  |           All notes           |",
        "+-------------------------------+  +-------------------------------+",
        "| - Open note 7                 |  | 1. Open note 7                |",
        "| - Rate us                     |  | 2. Rate us                    |",
        "+-------------------------------+  +-------------------------------+",
        "| All notes                     |  | All notes                     |",
        "+-------------------------------+  +-------------------------------+",
        "| [Notes]  Settings             |  | [Notes]  Settings             |",
        "+-------------------------------+  +-------------------------------+",
      ], "\(output)")
  }

  @Test func aNumberTypedTapsTheActiveWindowsActionOnly() async throws {
    let output = try await run("tap Unlock\nwindow new\nwindow 1\ntap 1\nwindows\n", width: 68)
    let switched = try screen(after: "window 1", in: output)
    #expect(
      switched.contains("| 1. Open note 7                |  | - Open note 7                 |"))
    #expect(switched[1].hasPrefix("window 1 · active "), "\(switched)")
    #expect(
      try screen(after: "windows", in: output)
        == ["* window 1: active, on note(id: 7)", "  window 2: on list"])
  }

  @Test func aCoveredWindowShowsWhatCoversItAndNoneOfTheApp() async throws {
    let output = try await run("window new\n", width: 68)
    let lines = try screen(after: "window new", in: output)
    #expect(lines[0] == "window 2 (2 of 2) · window 1 covered by passcode")
    #expect(lines[1].hasPrefix("window 1 · covered by passcode "), "\(lines)")
    #expect(lines[1].hasSuffix("  window 2 · active"), "\(lines)")
    // The left block, 33 columns: the cover's frame, then blank.
    let left = lines.dropFirst(2).map { String($0.prefix(33)) }
    #expect(left[1] == "| Covered by passcode, shown in |", "\(lines)")
    #expect(left[2] == "| window 2.                     |", "\(lines)")
    #expect(left[4].allSatisfy { $0 == " " }, "\(lines)")
    #expect(!left.joined().contains("All notes") && !left.joined().contains("Unlock"))
    #expect(lines.contains { $0.contains("1. Unlock") }, "the passcode, in window 2")
  }

  @Test func tooNarrowForTwoTheActiveWindowIsDrawnAloneUnderTheStrip() async throws {
    let narrow = try screen(
      after: "window new", in: try await run("tap Unlock\nwindow new\n", width: 65))
    #expect(narrow[0] == "window 2 (2 of 2)")
    #expect(narrow[1] == "+" + String(repeating: "-", count: 63) + "+")
    let wide = try screen(
      after: "window new", in: try await run("tap Unlock\nwindow new\n", width: 66))
    #expect(wide[1] == "window 1                          window 2 · active", "\(wide)")
  }

  @Test func threeWindowsWhereTwoFitShowTheActiveOneAndSayHowManyMore() async throws {
    let output = try await run("tap Unlock\nwindow new\nwindow new\nwindow 2\n", width: 80)
    let last = try screen(after: "window new", in: output)
    #expect(last[0] == "window 3 (3 of 3) · +1 more", "\(last)")
    #expect(last[1] == "window 1                                 window 3 · active", "\(last)")
    let second = try screen(after: "window 2", in: output)
    #expect(second[0] == "window 2 (2 of 3) · +1 more", "\(second)")
    #expect(second[1] == "window 1                                 window 2 · active", "\(second)")
  }

  @Test func aSplitInAnotherWindowIsShownAtTheSessionsWidth() async throws {
    let loaded = Fixtures.load(
      ReplSplitTests.yaml.replacingFirst("app: Mail\n", "app: Mail\nwindows: multiple\n"))
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    var repl = InProcessRepl(definition: definition, width: 140)
    repl.ascii = true
    let output = try await repl.run("tap Inbox\nwindow new\nwindow 1\nwidth compact\n").stdout
    let lines = try screen(after: "width compact", in: output)
    // Window 2 opened in a regular width; shown now as the session's split is: one stack.
    #expect(lines[1].hasPrefix("window 1 · active ") && lines[1].hasSuffix("  window 2"))
    #expect(lines[2].hasPrefix("+---") && lines[2].hasSuffix("---+"), "\(lines)")
    #expect(
      lines.contains { $0.hasPrefix("|  sidebar  [content: Inbox] ") && $0.hasSuffix(" |") }
        && lines.contains { $0.contains("|  | [sidebar] ") }, "\(lines)")
    // Its actions not numbered: a number typed is window 1's.
    #expect(lines.contains { $0.contains("|  | - Inbox ") }, "\(lines)")
  }

  @Test func noLineIsWiderThanTheTerminal() throws {
    var session = try AppSession.start(try Fixtures.windowsDefinition()).0
    _ = session.settle()
    var sessions = [session]
    // Covered by the passcode; a sheet in the active window; a note pushed in another; many.
    for line in [
      "window new", "tap Unlock", "tap Rate us", "window new", "tap Not now", "window 1",
      "tap Open note 7",
      "window new", "window new", "window new",
    ] {
      let command = try #require(try ReplCommand.parse(line)?.sessionCommand)
      _ = try session.perform(command, settling: true)
      sessions.append(session)
    }
    for charset in RenderOptions.Charset.allCases {
      var painter = ScreenPainter(options: RenderOptions(charset: charset, color: true))
      for session in sessions {
        for width in stride(from: 24, through: 170, by: 7) {
          let drawn = painter.draw(session, width: width)
          let wide = drawn.split(separator: "\n").filter { TerminalText.width(of: $0) > width }
          #expect(wide.isEmpty, "\(width) columns: \(wide)")
        }
      }
    }
  }

  @Test func aWideTerminalGivesEachWindowItsShare() async throws {
    let reader = FakeTerminalReader(width: 200)
    let (session, started) = try AppSession.start(try Fixtures.windowsDefinition())
    let loop = Repl(
      session: session, startOutput: started, reader: reader, options: RenderOptions(),
      fixedWidth: nil, trace: nil, strict: false, timeMode: .virtual, output: MemoryOutput(),
      clock: InteractionTestClock())
    reader.send(.line("tap Unlock"))
    reader.send(.line("window new"))
    reader.send(.endOfInput)
    _ = await loop.run()
    let alone = reader.printed.dropLast().last?.split(separator: "\n") ?? []
    #expect(alone.map { TerminalText.width(of: $0) }.max() == 100, "one window, as before")
    let both = try #require(reader.printed.last).split(separator: "\n")
    #expect(both.map { TerminalText.width(of: $0) }.max() == 200)
    #expect(both.contains { $0.hasPrefix("│ · Open note 7 ") && $0.contains("│ 1. Open note 7 ") })
  }

  @Test func aReplayDrawsTheWindowsAsTheREPLDoes() async throws {
    let file = TemporaryFile("side-by-side.jsonl")
    var repl = InProcessRepl(definition: try Fixtures.windowsDefinition())
    repl.trace = file.path
    _ = try await repl.run("tap Unlock\nwindow new\n")
    let output = MemoryOutput()
    let loop = ReplayLoop(
      cursor: try ReplayCursor(
        try TraceReader.read(path: file.path), definition: try Fixtures.windowsDefinition()),
      reader: PipedLineReader(text: "continue\n", output: output),
      options: RenderOptions(width: 68, charset: .ascii), fixedWidth: 68)
    _ = await loop.run()
    #expect(output.stdout.contains("\nwindow 1                           window 2 · active\n"))
    #expect(
      output.stdout.contains("| - Open note 7                 |  | 1. Open note 7                |")
    )
  }
}
