import Foundation
import Testing

/// Line editing at a real terminal (tmux), with the multibyte prompt `› `: what is on screen
/// after recalling, clearing and moving along a line is exactly the line readline holds.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct LineEditingTests {
  private let stateHome = FileManager.default.temporaryDirectory
    .appendingPathComponent("wayfinder-editing-\(UUID().uuidString)").path

  private func start(width: Int = 80, color: Bool = false) async throws -> TmuxSession {
    var environment = [
      "XDG_STATE_HOME": stateHome, "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "",
    ]
    if !color { environment["NO_COLOR"] = "1" }
    return try await TmuxSession(
      command:
        "cd '\(BinaryRunner.packageRoot.path)' && '\(BinaryRunner.executable.path)' run --fresh"
        + (color ? " --color always" : ""),
      width: width, environment: environment)
  }

  /// Runs `commands` one by one, each after the screen the previous one drew.
  private func enter(_ commands: [String], in terminal: TmuxSession) async throws {
    for command in commands {
      try await terminal.type(command)
      try await terminal.send("Enter")
      try await terminal.waitFor { screen in
        Self.editedLine(of: screen) == "›" && screen.contains("› " + command)
      }
    }
  }

  /// The line being edited: from the last line starting with the prompt to the end of the
  /// screen, joined as the terminal wrapped it, trailing blanks dropped.
  static func editedLine(of screen: String) -> String {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    guard let start = lines.lastIndex(where: { $0.hasPrefix("›") }) else { return "" }
    return lines[start...].joined()
  }

  /// Waits until the edited line is exactly `expected`.
  private func expectLine(_ expected: String, in terminal: TmuxSession) async throws {
    try await terminal.waitFor { Self.editedLine(of: $0) == expected }
  }

  private func launched(_ terminal: TmuxSession) async throws {
    try await terminal.waitFor("1. Continue")
    try await enter(["tap Continue"], in: terminal)
  }

  @Test func recallingShorterCommandsLeavesNoStaleCharacters() async throws {
    let terminal = try await start()
    defer { terminal.kill() }
    try await launched(terminal)
    try await enter(["open demo://tertiary", "back", "tab 2"], in: terminal)
    try await terminal.send("Up")
    try await expectLine("› tab 2", in: terminal)
    try await terminal.send("Up")
    try await expectLine("› back", in: terminal)
    try await terminal.send("Up")
    try await expectLine("› open demo://tertiary", in: terminal)
    try await terminal.send("Up")
    try await expectLine("› tap Continue", in: terminal)
  }

  @Test func ctrlUClearsTheWholeRecalledLine() async throws {
    let terminal = try await start()
    defer { terminal.kill() }
    try await launched(terminal)
    try await enter(["open demo://tertiary"], in: terminal)
    try await terminal.send("Up")
    try await expectLine("› open demo://tertiary", in: terminal)
    try await terminal.send("C-u")
    try await expectLine("›", in: terminal)
    try await terminal.type("tap Go")
    try await expectLine("› tap Go", in: terminal)
  }

  @Test func ctrlAAndCtrlEEditBothEnds() async throws {
    let terminal = try await start()
    defer { terminal.kill() }
    try await launched(terminal)
    try await terminal.type("ap Go to Secondary")
    try await terminal.send("C-a")
    try await terminal.type("t")
    try await expectLine("› tap Go to Secondary", in: terminal)
    try await terminal.send("C-e")
    try await terminal.type(" 2")
    try await expectLine("› tap Go to Secondary 2", in: terminal)
    try await terminal.send("Enter")
    try await terminal.waitFor("Secondary View 2")
  }

  @Test func aNarrowTerminalWrapsAndRecallsCleanly() async throws {
    let terminal = try await start(width: 26)
    defer { terminal.kill() }
    try await launched(terminal)
    try await enter(["open demo://tertiary"], in: terminal)
    // A line longer than the terminal is wide wraps; recalling a short one clears the rest.
    try await terminal.type("help open and some words to wrap")
    try await expectLine("› help open and some words to wrap", in: terminal)
    try await terminal.send("Up")
    try await expectLine("› open demo://tertiary", in: terminal)
    try await terminal.send("C-a")
    try await terminal.type("x")
    try await expectLine("› xopen demo://tertiary", in: terminal)
    // Ctrl-U drops what is before the cursor: all of it from the end of the line.
    try await terminal.send("C-e", "C-u")
    try await expectLine("›", in: terminal)
  }

  @Test func aColoredPromptIsMeasuredWithoutItsEscapes() async throws {
    let terminal = try await start(color: true)
    defer { terminal.kill() }
    try await launched(terminal)
    try await enter(["open demo://tertiary", "back"], in: terminal)
    try await terminal.send("Up", "Up", "Up")
    try await expectLine("› tap Continue", in: terminal)
    try await terminal.send("C-a")
    try await terminal.type("x")
    try await expectLine("› xtap Continue", in: terminal)
  }
}
