import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Wayfinder

/// A detached tmux session running a command in a real terminal, for testing the interactive
/// REPL the way a person uses it: keys in, screen out.
///
/// Every tmux command is awaited without blocking a thread of the cooperative pool, and the
/// screen is polled with `Task.sleep` — a terminal says nothing when it changes — until what is
/// awaited shows, or ``SpawnedProcess/hangDeadline`` passes.
final class TmuxSession: Sendable {
  let name: String
  private let socket: String
  /// The tmux server's process and the pane's (the leader of the pane's process group).
  private let processes: (server: pid_t, pane: pid_t)
  /// Whether ``kill()`` has signalled them: after that, their process ids may be other
  /// processes', so they are never signalled again.
  private let killed = Locked(false)

  /// Starts `command` in a new `width`×`height` terminal.
  init(
    command: String, width: Int = 80, height: Int = 50, environment: [String: String] = [:]
  ) async throws {
    let name = "wf\(UUID().uuidString.prefix(8))"
    let socket = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(name)").path
    var exports = ""
    for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
      exports += "export \(key)='\(value)'; "
    }
    try await Self.tmux([
      "-S", socket, "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
      // The pane outlives the command until ``kill()``, for the test to read how it ended
      // however long it waits for a thread: an hour is longer than any test may run.
      "bash", "--norc", "--noprofile", "-c",
      exports + command + "; echo '[exited '$?']'; sleep 3600",
    ])
    let pids = try await Self.tmux([
      "-S", socket, "display-message", "-p", "-t", name, "#{pid} #{pane_pid}",
    ]).split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
    guard pids.count == 2 else {
      _ = try? await Self.tmux(["-S", socket, "kill-server"])
      throw Failed(message: "tmux did not say its server's and pane's process ids")
    }
    self.name = name
    self.socket = socket
    processes = (pids[0], pids[1])
  }

  /// Whether tmux is installed.
  static var isAvailable: Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/tmux")
    }
  }

  /// Types `keys` (tmux key names such as `Enter`, `Tab`, `C-c`, `C-d`, or literal text).
  func send(_ keys: String...) async throws {
    try await Self.tmux(["-S", socket, "send-keys", "-t", name] + keys)
  }

  /// Types `text` literally.
  func type(_ text: String) async throws {
    try await Self.tmux(["-S", socket, "send-keys", "-t", name, "-l", text])
  }

  /// Makes the terminal `width` columns wide and `height` lines high, as a person dragging
  /// its window does: the program in it gets `SIGWINCH`.
  func resize(width: Int, height: Int = 50) async throws {
    try await Self.tmux([
      "-S", socket, "resize-window", "-t", name, "-x", String(width), "-y", String(height),
    ])
  }

  /// The visible screen.
  func screen() async throws -> String {
    try await Self.tmux(["-S", socket, "capture-pane", "-p", "-t", name])
  }

  /// Waits until the screen satisfies `condition`, polling the terminal; returns the screen.
  /// Throws once `timeout` has passed with the last screen in the error — a safety net for a
  /// hang: the screen is always looked at once more after the deadline, so a test that waited
  /// long for a thread is never failed for it.
  @discardableResult
  func waitFor(
    timeout: Duration = SpawnedProcess.hangDeadline, _ condition: (String) -> Bool
  ) async throws -> String {
    let deadline = ContinuousClock.now + timeout
    while true {
      let passed = ContinuousClock.now >= deadline
      let last = try await screen()
      if condition(last) { return last }
      if passed { throw TimedOut(screen: last) }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Waits until the screen contains `text`.
  @discardableResult
  func waitFor(
    _ text: String, timeout: Duration = SpawnedProcess.hangDeadline
  ) async throws -> String {
    try await waitFor(timeout: timeout) { $0.contains(text) }
  }

  /// Ends the session at once, without waiting: the programs in the pane first (its process
  /// group), then the server, so nothing is left running after the test.
  func kill() {
    guard
      !killed.withLock({ killed in
        defer { killed = true }; return killed
      })
    else { return }
    _ = sendSignal(-processes.pane, SIGKILL)
    _ = sendSignal(processes.pane, SIGKILL)
    _ = sendSignal(processes.server, SIGKILL)
    try? FileManager.default.removeItem(atPath: socket)
  }

  deinit { kill() }

  struct TimedOut: Error, CustomStringConvertible {
    var screen: String
    var description: String { "Timed out waiting for the terminal; the screen was:\n\(screen)" }
  }

  struct Failed: Error { var message: String }

  /// Runs tmux and returns what it printed. Spawned and reaped directly, its output going to a
  /// file: the server a new session starts is a child of the tmux client that keeps the
  /// client's descriptors, so a pipe from the client would never reach its end.
  @discardableResult
  private static func tmux(_ arguments: [String]) async throws -> String {
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("tmux-out-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    var actions = SpawnedProcess.fileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
    // This process's environment, from Foundation: `environ` is not declared on every platform.
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = SpawnedProcess.spawning.withLock { count in
      count += 1
      return posix_spawnp(&pid, "tmux", &actions, nil, argv, envp)
    }
    guard spawned == 0 else { throw Failed(message: "cannot start tmux (\(spawned))") }
    let status = await SpawnedProcess.exitStatus(of: pid)
    let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    let exited = (status & 0x7f) == 0
    let code = (status >> 8) & 0xff
    guard exited, code == 0 else { throw Failed(message: text) }
    return text
  }
}

/// `kill(2)`, named apart from ``TmuxSession/kill()``.
private func sendSignal(_ process: pid_t, _ number: Int32) -> Int32 {
  kill(process, number)
}
