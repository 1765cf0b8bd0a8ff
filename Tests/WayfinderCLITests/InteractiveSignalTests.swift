import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// SIGTERM at a real terminal (tmux): the session ends with status 143, the terminal usable.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct InteractiveSignalTests {
  @Test func sigtermEndsTheSessionWithTheStateSaved() async throws {
    let folder = try TemporaryFiles()
    let pidFile = folder.path("pid")
    let state = folder.path("state.json")
    let terminal = try await TmuxSession(
      command: "cd '\(BinaryRunner.packageRoot.path)' && sh -c 'echo $$ > \(pidFile); "
        + "exec \(BinaryRunner.executable.path) run --fresh --state \(state)'",
      environment: [
        "XDG_STATE_HOME": folder.path("xdg"), "TERM": "xterm-256color", "NO_COLOR": "1",
      ]
    )
    defer { terminal.kill() }
    try await terminal.waitFor("1. Continue")
    try await terminal.type("tap 1")
    try await terminal.send("Enter")
    try await terminal.waitFor("[Tab 1]")
    try await terminal.type("tap 1")  // half typed when the signal comes
    let pid = try #require(pid_t(try String(contentsOfFile: pidFile, encoding: .utf8).trimmed))
    #expect(kill(pid, SIGTERM) == 0)
    try await terminal.waitFor("[exited 143]")
    let saved = try String(contentsOfFile: state, encoding: .utf8)
    #expect(saved.contains("\"phase\" : \"home\""))
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
