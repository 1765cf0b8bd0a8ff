import Foundation
import Testing
import WayfinderFixtures

/// The REPL of an app with several windows at a real terminal (tmux): a wide terminal draws
/// them side by side; a narrow one draws the active one under a line saying which window is
/// active and what covers the others, which goes when one is left.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct InteractiveWindowTests {
  private let stateHome = FileManager.default.temporaryDirectory
    .appendingPathComponent("wayfinder-tmux-\(UUID().uuidString)").path

  /// The screen's lines, without the spaces that pad them.
  private static func lines(_ screen: String) -> [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The line right above the top frame of the screen drawn after the last prompt showing
  /// `command`: the window strip, or what the command printed before the screen (its prompt
  /// line, its launch events) when there is none.
  private static func lineAboveTheScreen(after command: String, in screen: String) -> String? {
    let lines = lines(screen)
    guard let typed = lines.lastIndex(of: "› \(command)"),
      let top = lines[(typed + 1)...].firstIndex(where: { $0.hasPrefix("╭") })
    else { return nil }
    return lines[top - 1]
  }

  @Test func theWindowStripSitsAboveTheScreen() async throws {
    // Too narrow for two windows side by side: the active one alone.
    let terminal = try await TmuxSession(
      command:
        "cd '\(BinaryRunner.packageRoot.path)' && '\(BinaryRunner.executable.path)' run "
        + "\(Fixtures.windowsApp) --fresh --width 48",
      environment: ["XDG_STATE_HOME": stateHome, "TERM": "xterm-256color", "NO_COLOR": "1"])
    defer { terminal.kill() }
    try await terminal.waitFor("1. Unlock")
    try await terminal.type("window new")
    try await terminal.send("Enter")
    let covered = try await terminal.waitFor {
      Self.lineAboveTheScreen(after: "window new", in: $0)
        == "window 2 (2 of 2) · window 1 covered by passcode"
    }
    #expect(covered.contains("Enter passcode"))
    try await terminal.type("tap Unlock")
    try await terminal.send("Enter")
    try await terminal.waitFor {
      Self.lineAboveTheScreen(after: "tap Unlock", in: $0) == "window 2 (2 of 2)"
    }
    try await terminal.type("window close")
    try await terminal.send("Enter")
    // One window left: no strip, the screen right under the command.
    try await terminal.waitFor {
      Self.lineAboveTheScreen(after: "window close", in: $0) == "› window close"
    }
  }

  @Test func aWideTerminalDrawsTheWindowsSideBySide() async throws {
    let terminal = try await TmuxSession(
      command:
        "cd '\(BinaryRunner.packageRoot.path)' && '\(BinaryRunner.executable.path)' run "
        + "\(Fixtures.windowsApp) --fresh",
      width: 200,
      environment: ["XDG_STATE_HOME": stateHome, "TERM": "xterm-256color", "NO_COLOR": "1"])
    defer { terminal.kill() }
    try await terminal.waitFor("1. Unlock")
    try await terminal.type("tap Unlock")
    try await terminal.send("Enter")
    try await terminal.waitFor("2. Rate us")
    try await terminal.type("window new")
    try await terminal.send("Enter")
    let screen = try await terminal.waitFor {
      Self.lines($0).contains { $0.hasPrefix("window 1 ") && $0.hasSuffix(" window 2 · active") }
    }
    let lines = Self.lines(screen)
    // Each window a share of the 200 columns, the active one's actions alone numbered.
    #expect(lines.contains { $0.hasPrefix("│ · Open note 7 ") && $0.contains("│ 1. Open note 7 ") })
    #expect(lines.contains { $0.hasPrefix("╭") && $0.count == 200 }, "\(screen)")
  }
}
