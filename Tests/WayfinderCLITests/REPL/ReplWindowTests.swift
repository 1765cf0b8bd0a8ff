import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// `window new`, `window N`, `window close [N]` and `windows` in the REPL loop, over an app of
/// several windows: a line above the screen says which window is active and what covers the
/// others, `windows` lists them, and what cannot be done is said in words.
@MainActor
@Suite struct ReplWindowTests {
  private func run(_ script: String, trace: String? = nil) async throws -> String {
    var repl = InProcessRepl(definition: try Fixtures.windowsDefinition())
    repl.width = 48
    repl.ascii = true
    repl.trace = trace
    // Both streams as one pipe would hold them: refusals go to standard error.
    let output = MemoryOutput()
    _ = try await repl.run(script, output: output)
    return output.merged
  }

  /// What the REPL printed after typing `line` (its last occurrence), up to the next prompt.
  private func after(_ line: String, in output: String) throws -> Substring {
    let typed = try #require(output.range(of: "› \(line)\n", options: .backwards), "\(output)")
    let rest = output[typed.upperBound...]
    return rest[..<(rest.range(of: "› ")?.lowerBound ?? rest.endIndex)]
  }

  @Test func aNewWindowTakesThePasscodeAndTheStripSaysWhatItCovers() async throws {
    let output = try await run("window new\nwindows\n")
    let opened = try after("window new", in: output)
    #expect(
      opened.hasPrefix("window 2 (2 of 2) · window 1 covered by passcode\n+---"), "\(opened)")
    #expect(opened.contains("Enter passcode"), "\(opened)")
    #expect(
      try after("windows", in: output)
        == "  window 1: covered by passcode\n* window 2: active, on passcode\n")
  }

  @Test func eachWindowKeepsItsOwnStack() async throws {
    let output = try await run(
      "tap Unlock\nwindow new\ntap Open note 7\nwindow 1\nwindows\nwindow 2\n")
    let first = try after("window 1", in: output)
    #expect(first.hasPrefix("window 1 (1 of 2)\n"), "\(first)")
    #expect(first.contains("All notes") && !first.contains("Note 7"), "\(first)")
    #expect(
      try after("windows", in: output)
        == "* window 1: active, on list\n  window 2: on note(id: 7)\n")
    let second = try after("window 2", in: output)
    #expect(second.hasPrefix("window 2 (2 of 2)\n") && second.contains("Note 7"), "\(second)")
  }

  @Test func closingTheLastButOneWindowLeavesNoStrip() async throws {
    let output = try await run("tap Unlock\nwindow new\ntap Rate us\nwindow close\nwindows\n")
    let closed = try after("window close", in: output)
    // Back in window 1, alone: no strip; the prompt asked for in window 2 came with the user.
    #expect(!closed.contains("window 1 ("), "\(closed)")
    #expect(closed.hasPrefix("+---") && closed.contains("Enjoying Desk?"), "\(closed)")
    #expect(try after("windows", in: output) == "* window 1: active, on review\n")
  }

  @Test func whatCannotBeDoneIsSaid() async throws {
    let output = try await run(
      "window 5\nwindow close\nwindow x\nwindow close two\nwindow\nwindow new\nwindow close 7\n")
    #expect(try after("window 5", in: output) == "There is no window 5: the open windows are 1.\n")
    #expect(
      try after("window close", in: output)
        == "window 1 is the last one open, and an app keeps one window. Open another first.\n")
    #expect(
      try after("window x", in: output)
        == "'window x' is not a window command: type 'window new', 'window 2', 'window close' or "
        + "'window close 2'; 'windows' lists them.\n")
    #expect(
      try after("window close two", in: output)
        == "'window close two' is not a window command: type 'window new', 'window 2', "
        + "'window close' or 'window close 2'; 'windows' lists them.\n")
    #expect(
      try after("window", in: output) == "'window' needs an argument: window new|N|close [N].\n")
    #expect(
      try after("window close 7", in: output)
        == "There is no window 7: the open windows are 1, 2.\n")
  }

  @Test func anAppWithOneWindowRefusesANewOne() async throws {
    let definition = try #require(
      Fixtures.load(
        "app: One\nhome: { flow: main }\nflows: { main: { root: home, screens: { home: { title: Home } } } }\n"
      ).definition)
    let memory = MemoryOutput()
    _ = try await InProcessRepl(definition: definition).run("window new\nwindows\n", output: memory)
    let output = memory.merged
    #expect(
      try after("window new", in: output)
        == "This app has one window. Declare `windows: multiple` in app.yaml to let it open more.\n"
    )
    #expect(try after("windows", in: output) == "* window 1: active, on home\n")
  }

  @Test func aTracedSessionOfWindowsReplays() async throws {
    let file = TemporaryFile("windows.jsonl")
    _ = try await run(
      "tap Unlock\nwindow new\ntab settings\ntap Compose\nwindow 1\nwindow 9\nwindow close 2\n",
      trace: file.path)
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(text.contains(#"{"t":0,"event":"openWindow","input":"window new"}"#), "\(text)")
    #expect(
      text.contains(#"{"t":0,"event":"activateWindow","window":1,"input":"window 1"}"#),
      "\(text)")
    #expect(text.contains(#""event":"closeWindow","window":2,"input":"window close 2"}"#))
    let trace = try TraceReader.read(path: file.path)
    var replay = try TraceReplay(trace, definition: try Fixtures.windowsDefinition())
    let session = try replay.playToEnd()
    #expect(session.life.scenes == [.first])
  }
}
