import Foundation
import Glibc
import Synchronization

/// A detached tmux session running a command in a real terminal, for testing the interactive
/// REPL the way a person uses it: keys in, screen out.
final class TmuxSession {
  let name: String
  private let socket: String

  /// Starts `command` in a new `width`×`height` terminal.
  init(command: String, width: Int = 80, height: Int = 50, environment: [String: String] = [:])
    throws
  {
    name = "wf\(UUID().uuidString.prefix(8))"
    socket = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(name)").path
    var exports = ""
    for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
      exports += "export \(key)='\(value)'; "
    }
    try Self.tmux([
      "-S", socket, "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
      "bash", "--norc", "--noprofile", "-c", exports + command + "; echo '[exited '$?']'; sleep 30",
    ])
  }

  /// Whether tmux is installed.
  static var isAvailable: Bool {
    (try? tmux(["-V"])) != nil
  }

  /// Types `keys` (tmux key names such as `Enter`, `Tab`, `C-c`, `C-d`, or literal text).
  func send(_ keys: String...) throws {
    try Self.tmux(["-S", socket, "send-keys", "-t", name] + keys)
  }

  /// Types `text` literally.
  func type(_ text: String) throws {
    try Self.tmux(["-S", socket, "send-keys", "-t", name, "-l", text])
  }

  /// The visible screen.
  func screen() throws -> String {
    try Self.tmux(["-S", socket, "capture-pane", "-p", "-t", name])
  }

  /// Waits until the screen satisfies `condition`, polling the terminal; returns the screen.
  /// Throws after `timeout` with the last screen in the error.
  @discardableResult
  func waitFor(
    timeout: Duration = .seconds(15), _ condition: (String) -> Bool
  ) throws -> String {
    let deadline = ContinuousClock.now + timeout
    var last = ""
    while ContinuousClock.now < deadline {
      last = try screen()
      if condition(last) { return last }
      usleep(50_000)
    }
    throw TimedOut(screen: last)
  }

  /// Waits until the screen contains `text`.
  @discardableResult
  func waitFor(_ text: String, timeout: Duration = .seconds(15)) throws -> String {
    try waitFor(timeout: timeout) { $0.contains(text) }
  }

  /// Ends the session: the programs in the pane first (their process group), then the server,
  /// so nothing is left running after the test.
  func kill() {
    if let pids = try? Self.tmux(["-S", socket, "list-panes", "-a", "-F", "#{pane_pid}"]) {
      for pid in pids.split(separator: "\n").compactMap({ pid_t($0) }) {
        _ = Glibc.kill(-pid, SIGKILL)
        _ = Glibc.kill(pid, SIGKILL)
      }
    }
    _ = try? Self.tmux(["-S", socket, "kill-server"])
    try? FileManager.default.removeItem(atPath: socket)
  }

  deinit { kill() }

  struct TimedOut: Error, CustomStringConvertible {
    var screen: String
    var description: String { "Timed out waiting for the terminal; the screen was:\n\(screen)" }
  }

  struct Failed: Error { var message: String }

  /// Runs tmux and returns what it printed. Spawned and reaped directly: the server a new
  /// session starts is a child of the tmux client, and Foundation's `Process` can wait forever
  /// on a client whose server keeps its descendants around.
  @discardableResult
  private static func tmux(_ arguments: [String]) throws -> String {
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("tmux-out-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = SpawnedProcess.spawning.withLock { _ in
      posix_spawnp(&pid, "tmux", &actions, nil, argv, environ)
    }
    guard spawned == 0 else { throw Failed(message: "cannot start tmux (\(spawned))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    let exited = (status & 0x7f) == 0
    let code = (status >> 8) & 0xff
    guard exited, code == 0 else { throw Failed(message: text) }
    return text
  }
}
