import Foundation
import Testing

/// A split home at a real terminal (tmux): a wide terminal shows the columns side by side,
/// and narrowing the window collapses them into one stack.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct InteractiveSplitTests {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("wayfinder-split-\(UUID().uuidString)").path

  private func start(width: Int) async throws -> TmuxSession {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try ReplSplitTests.yaml.write(toFile: folder + "/app.yaml", atomically: true, encoding: .utf8)
    return try await TmuxSession(
      command: "'\(BinaryRunner.executable.path)' run '\(folder)' --fresh", width: width,
      environment: ["XDG_STATE_HOME": folder, "TERM": "xterm-256color", "NO_COLOR": "1"])
  }

  @Test func aWideTerminalShowsTheColumnsSideBySideAndANarrowOneStacksThem() async throws {
    let terminal = try await start(width: 120)
    defer {
      terminal.kill()
      try? FileManager.default.removeItem(atPath: folder)
    }
    try await terminal.waitFor("[sidebar]")
    try await terminal.type("tap Inbox")
    try await terminal.send("Enter")
    let wide = try await terminal.waitFor("[content: Inbox]")
    // Three frames on one line, the sidebar's, the content's and the detail's.
    let frames = wide.split(separator: "\n").last { $0.contains("│ · Inbox") }
    #expect(frames?.contains("│ 1. Lunch?") == true, "\(wide)")
    #expect(frames?.contains("│ (no selection)") == true, "\(wide)")
    try await terminal.resize(width: 80)
    let narrow = try await terminal.waitFor("│  sidebar  [content: Inbox]")
    #expect(narrow.contains("│ Mailboxes › Inbox"), "\(narrow)")
  }
}
