import Foundation
import Glibc
import Synchronization

/// The `wayfinder` binary spawned with chosen descriptors — a full disk, a closed pipe, a FIFO —
/// and awaited without blocking the test's threads: a thread of its own waits for the exit.
final class SpawnedProcess: Sendable {
  /// What a descriptor of the child is.
  enum Descriptor {
    /// A file opened with these flags.
    case file(String, flags: Int32)
    /// A pipe whose reading end is closed before the child starts: writes fail with `EPIPE`.
    case closedPipe
    /// A pipe the test writes to (the child's standard input).
    case inputPipe
    /// A pipe the test reads from as the child writes (``outputLines``).
    case outputPipe
  }

  /// What the child left behind.
  struct Result {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  let pid: pid_t
  private let outputFolder: String
  /// The test's end of the child's input pipe, while it is open. Closed once only: a second
  /// `close` could close a descriptor another test has opened since under the same number.
  private let input: Mutex<Int32?>
  /// The test's end of the child's output pipe, if it has one.
  let output: Int32?

  /// Starts `arguments` in the package root, after the shell commands `shell` when given. Standard output and standard error go to files
  /// unless `descriptors` says otherwise (keys are the child's descriptor numbers).
  init(
    _ arguments: [String], descriptors: [Int32: Descriptor] = [:], shell: String? = nil,
    environment: [String: String] = [:]
  ) throws {
    outputFolder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-spawn-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: outputFolder, withIntermediateDirectories: true)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var all: [Int32: Descriptor] = [
      0: .file("/dev/null", flags: O_RDONLY),
      1: .file(outputFolder + "/stdout", flags: O_WRONLY | O_CREAT | O_TRUNC),
      2: .file(outputFolder + "/stderr", flags: O_WRONLY | O_CREAT | O_TRUNC),
    ]
    all.merge(descriptors) { $1 }
    var parentEnds: [Int32] = []
    var childEnds: [Int32] = []
    var input: Int32?
    var output: Int32?
    for (number, descriptor) in all.sorted(by: { $0.key < $1.key }) {
      switch descriptor {
      case .file(let path, let flags):
        posix_spawn_file_actions_addopen(&actions, number, path, flags, 0o600)
      case .closedPipe, .inputPipe, .outputPipe:
        var ends: [Int32] = [0, 0]
        // Marked close-on-exec before any other test's child can inherit them.
        let made = Self.spawning.withLock { _ in
          guard pipe(&ends) == 0 else { return false }
          for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
          return true
        }
        guard made else { throw Failed(message: "pipe") }
        let (childEnd, parentEnd) = descriptor.isInput ? (ends[0], ends[1]) : (ends[1], ends[0])
        posix_spawn_file_actions_adddup2(&actions, childEnd, number)
        childEnds.append(childEnd)
        if case .closedPipe = descriptor {
          close(parentEnd)
        } else {
          parentEnds.append(parentEnd)
          if descriptor.isInput { input = parentEnd } else { output = parentEnd }
        }
      }
    }
    let executable = BinaryRunner.executable.path
    // Through the shell: to start in the package root, and to run `shell` first.
    let root = BinaryRunner.packageRoot.path
    let prelude = "cd '\(root)' && " + (shell.map { $0 + " && " } ?? "")
    let command = ["/bin/sh", "-c", prelude + "exec \"$0\" \"$@\"", executable]
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["XDG_STATE_HOME"] = outputFolder + "/state-home"
    for (key, value) in environment { env[key] = value }
    let argv = (command + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0)=\($1)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = Self.spawning.withLock { _ in
      posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
    }
    for end in childEnds { close(end) }
    guard spawned == 0 else { throw Failed(message: "cannot start wayfinder (\(spawned))") }
    self.pid = pid
    self.input = Mutex(input)
    self.output = output
  }

  /// Writes `text` to the child's standard input; `close` ends it.
  func send(_ text: String, close closing: Bool = false) {
    input.withLock { input in
      guard let descriptor = input else { return }
      _ = text.utf8CString.withUnsafeBufferPointer {
        write(descriptor, $0.baseAddress, $0.count - 1)
      }
      if closing {
        close(descriptor)
        input = nil
      }
    }
  }

  /// Waits for the first bytes on the output pipe, on a thread of its own.
  func firstOutput() async -> String {
    guard let output else { return "" }
    return await withCheckedContinuation { continuation in
      Thread {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(output, &buffer, buffer.count)
        continuation.resume(returning: String(decoding: buffer[..<max(count, 0)], as: UTF8.self))
      }.start()
    }
  }

  /// Waits for the child to end, on a thread of its own, and returns what it wrote.
  func result() async -> Result {
    let pid = pid
    let status: Int32 = await withCheckedContinuation { continuation in
      Thread {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        continuation.resume(returning: status)
      }.start()
    }
    if let output { close(output) }
    input.withLock { input in
      if let descriptor = input { close(descriptor) }
      input = nil
    }
    let folder = outputFolder
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let read = { (name: String) in
      (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
    }
    // A status the shell way: 128 + N for a child killed by signal N.
    let exited = status & 0x7f == 0
    return Result(
      stdout: read("stdout"), stderr: read("stderr"),
      status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f))
  }

  /// Runs `arguments` to the end.
  static func run(
    _ arguments: [String], descriptors: [Int32: Descriptor] = [:], shell: String? = nil
  ) async throws -> Result {
    try await SpawnedProcess(arguments, descriptors: descriptors, shell: shell).result()
  }

  struct Failed: Error { var message: String }

  /// Held while pipes are made and children spawned (``TmuxSession`` too), so that no child
  /// inherits a pipe end before it is marked close-on-exec.
  static let spawning = Mutex(())
}

extension SpawnedProcess.Descriptor {
  fileprivate var isInput: Bool {
    if case .inputPipe = self { true } else { false }
  }
}
