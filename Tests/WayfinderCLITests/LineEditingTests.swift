import Foundation
import Testing

/// Line editing at a real terminal (tmux), with the multibyte prompt `› `: what is on screen
/// after recalling, clearing and moving along a line is exactly the line readline holds.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct LineEditingTests {
  private let stateHome = FileManager.default.temporaryDirectory
    .appendingPathComponent("wayfinder-editing-\(UUID().uuidString)").path

  private func start(width: Int = 80, color: Bool = false) throws -> TmuxSession {
    var environment = [
      "XDG_STATE_HOME": stateHome, "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "",
    ]
    if !color { environment["NO_COLOR"] = "1" }
    return try TmuxSession(
      command:
        "cd '\(BinaryRunner.packageRoot.path)' && '\(BinaryRunner.executable.path)' run --fresh"
        + (color ? " --color always" : ""),
      width: width, environment: environment)
  }

  /// Runs `commands` one by one, each after the screen the previous one drew.
  private func enter(_ commands: [String], in terminal: TmuxSession) throws {
    for command in commands {
      try terminal.type(command)
      try terminal.send("Enter")
      try terminal.waitFor { screen in
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
  private func expectLine(_ expected: String, in terminal: TmuxSession) throws {
    try terminal.waitFor { Self.editedLine(of: $0) == expected }
  }

  private func launched(_ terminal: TmuxSession) throws {
    try terminal.waitFor("1. Continue")
    try enter(["tap Continue"], in: terminal)
  }

  @Test func recallingShorterCommandsLeavesNoStaleCharacters() throws {
    let terminal = try start()
    defer { terminal.kill() }
    try launched(terminal)
    try enter(["open demo://tertiary", "back", "tab 2"], in: terminal)
    try terminal.send("Up")
    try expectLine("› tab 2", in: terminal)
    try terminal.send("Up")
    try expectLine("› back", in: terminal)
    try terminal.send("Up")
    try expectLine("› open demo://tertiary", in: terminal)
    try terminal.send("Up")
    try expectLine("› tap Continue", in: terminal)
  }

  @Test func ctrlUClearsTheWholeRecalledLine() throws {
    let terminal = try start()
    defer { terminal.kill() }
    try launched(terminal)
    try enter(["open demo://tertiary"], in: terminal)
    try terminal.send("Up")
    try expectLine("› open demo://tertiary", in: terminal)
    try terminal.send("C-u")
    try expectLine("›", in: terminal)
    try terminal.type("tap Go")
    try expectLine("› tap Go", in: terminal)
  }

  @Test func ctrlAAndCtrlEEditBothEnds() throws {
    let terminal = try start()
    defer { terminal.kill() }
    try launched(terminal)
    try terminal.type("ap Go to Secondary")
    try terminal.send("C-a")
    try terminal.type("t")
    try expectLine("› tap Go to Secondary", in: terminal)
    try terminal.send("C-e")
    try terminal.type(" 2")
    try expectLine("› tap Go to Secondary 2", in: terminal)
    try terminal.send("Enter")
    try terminal.waitFor("Secondary View 2")
  }

  @Test func aNarrowTerminalWrapsAndRecallsCleanly() throws {
    let terminal = try start(width: 26)
    defer { terminal.kill() }
    try launched(terminal)
    try enter(["open demo://tertiary"], in: terminal)
    // A line longer than the terminal is wide wraps; recalling a short one clears the rest.
    try terminal.type("help open and some words to wrap")
    try expectLine("› help open and some words to wrap", in: terminal)
    try terminal.send("Up")
    try expectLine("› open demo://tertiary", in: terminal)
    try terminal.send("C-a")
    try terminal.type("x")
    try expectLine("› xopen demo://tertiary", in: terminal)
    // Ctrl-U drops what is before the cursor: all of it from the end of the line.
    try terminal.send("C-e", "C-u")
    try expectLine("›", in: terminal)
  }

  @Test func aColoredPromptIsMeasuredWithoutItsEscapes() throws {
    let terminal = try start(color: true)
    defer { terminal.kill() }
    try launched(terminal)
    try enter(["open demo://tertiary", "back"], in: terminal)
    try terminal.send("Up", "Up", "Up")
    try expectLine("› tap Continue", in: terminal)
    try terminal.send("C-a")
    try terminal.type("x")
    try expectLine("› xtap Continue", in: terminal)
  }
}
