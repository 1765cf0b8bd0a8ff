import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Wayfinder

/// The `wayfinder` binary spawned with chosen descriptors — a full disk, a closed pipe, a FIFO —
/// and awaited without blocking the test's threads: waiting for its exit, or for its first
/// output, happens on a thread of its own, never on one of the cooperative pool's.
///
/// Every wait is for an event — output, the end of the output, the exit — and none has a
/// deadline of its own but ``hangDeadline``, which only a hang reaches.
final class SpawnedProcess: Sendable {
  /// How long a child may go without the awaited output or exit before it is killed, so that a
  /// hang fails its test instead of stalling the suite.
  ///
  /// A safety net, never a bound on how fast `wayfinder` is: on a busy two-core machine a whole
  /// test run took over ten minutes, a hundred children running at once, and a test can wait
  /// minutes for a thread of the cooperative pool. Give no wait a shorter one.
  static let hangDeadline = Duration.seconds(600)

  /// What a descriptor of the child is.
  enum Descriptor {
    /// A file opened with these flags.
    case file(String, flags: Int32)
    /// A pipe whose reading end is closed before the child starts: writes fail with `EPIPE`.
    case closedPipe
    /// A pipe the test writes to (the child's standard input).
    case inputPipe
    /// A pipe that already holds `text`, its writing end closed: the child reads the text,
    /// then the end of its input. At most 64 KiB, what a pipe holds.
    case input(String)
    /// A pipe the test reads from as the child writes (``firstOutput()``).
    case outputPipe
  }

  /// What the child left behind.
  struct Result {
    var stdout: String
    var stderr: String
    /// The exit status, or 128 + N for a child killed by signal N, as a shell reports it.
    var status: Int32
    /// The signal that killed the child, or `nil` when it exited (with ``status``).
    var killedBy: Int32? = nil
  }

  let pid: pid_t
  private let outputFolder: String
  /// The test's end of the child's input pipe, while it is open. Closed once only: a second
  /// `close` could close a descriptor another test has opened since under the same number.
  private let input: Locked<Int32?>
  /// The test's end of the child's output pipe, if it has one.
  let output: Int32?
  /// Whether the child has been reaped; once it has, its process id may be another process's,
  /// so nothing signals it any more.
  private let reaped = Locked(false)

  /// Starts `arguments` in the package root, after the shell commands `shell` when given.
  /// Standard input is `/dev/null`, and standard output and standard error go to files, unless
  /// `descriptors` says otherwise (keys are the child's descriptor numbers).
  init(
    _ arguments: [String], descriptors: [Int32: Descriptor] = [:], shell: String? = nil,
    environment: [String: String] = [:]
  ) throws {
    outputFolder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-spawn-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: outputFolder, withIntermediateDirectories: true)
    var actions = SpawnedProcess.fileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var all: [Int32: Descriptor] = [
      0: .file("/dev/null", flags: O_RDONLY),
      1: .file(outputFolder + "/stdout", flags: O_WRONLY | O_CREAT | O_TRUNC),
      2: .file(outputFolder + "/stderr", flags: O_WRONLY | O_CREAT | O_TRUNC),
    ]
    all.merge(descriptors) { $1 }
    var childEnds: [Int32] = []
    var input: Int32?
    var output: Int32?
    defer { for end in childEnds { close(end) } }
    for (number, descriptor) in all.sorted(by: { $0.key < $1.key }) {
      switch descriptor {
      case .file(let path, let flags):
        posix_spawn_file_actions_addopen(&actions, number, path, flags, 0o600)
      case .closedPipe, .inputPipe, .input, .outputPipe:
        let ends = try Self.pipe()
        let (childEnd, parentEnd) = descriptor.isInput ? (ends[0], ends[1]) : (ends[1], ends[0])
        posix_spawn_file_actions_adddup2(&actions, childEnd, number)
        childEnds.append(childEnd)
        switch descriptor {
        case .closedPipe:
          close(parentEnd)
        case .input(let text):
          defer { close(parentEnd) }
          try Self.fill(parentEnd, with: text)
        case .inputPipe:
          input = parentEnd
        default:
          output = parentEnd
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
    let spawned = Self.spawning.withLock { count in
      count += 1
      return posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
    }
    guard spawned == 0 else {
      for end in [input, output].compactMap({ $0 }) { close(end) }
      throw Failed(message: "cannot start wayfinder (\(spawned))")
    }
    self.pid = pid
    self.input = Locked(input)
    self.output = output
  }

  deinit {
    // A test that stopped early leaves no process behind.
    if !reaped.withLock({ $0 }) {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    }
    if let output { close(output) }
    input.withLock { input in
      if let descriptor = input { close(descriptor) }
    }
    try? FileManager.default.removeItem(atPath: outputFolder)
  }

  /// A new pipe, both ends close-on-exec before any other test's child can inherit them.
  private static func pipe() throws -> [Int32] {
    var ends: [Int32] = [0, 0]
    let made = spawning.withLock { _ in
      guard makePipe(&ends) == 0 else { return false }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      return true
    }
    guard made else { throw Failed(message: "pipe: \(String(cString: strerror(errno)))") }
    return ends
  }

  /// Writes all of `text` into the empty pipe `descriptor` without ever waiting: text the pipe
  /// cannot hold is an error, not a hang.
  private static func fill(_ descriptor: Int32, with text: String) throws {
    _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        throw Failed(message: "the input (\(bytes.count) bytes) does not fit in a pipe")
      }
      written += count
    }
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

  /// Waits for the first bytes on the output pipe (all that the first read brings).
  func firstOutput() async -> String {
    await output(until: { !$0.isEmpty })
  }

  /// Reads the output pipe until what came satisfies `condition`, or it ends, and returns all
  /// that came. A child that has not written enough after `timeout` is killed (its output then
  /// ends), so that output that never comes fails its test instead of stalling the suite.
  func output(
    until condition: @escaping @Sendable (String) -> Bool = { _ in false },
    timeout: Duration = hangDeadline
  ) async -> String {
    guard let output else { return "" }
    let watchdog = Task { [self] in
      // A deadline, not a wait for work: the output is awaited below.
      try await Task.sleep(for: timeout)
      reaped.withLock { reaped in
        if !reaped { kill(pid, SIGKILL) }
      }
    }
    defer { watchdog.cancel() }
    return await Self.onThreadOfItsOwn {
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while !condition(String(decoding: bytes, as: UTF8.self)) {
        let count = read(output, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += buffer[..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Waits for the child to end, and returns what it wrote. A child still running after
  /// `timeout` is killed, so that a hang fails its test instead of stalling the suite.
  func result(timeout: Duration = hangDeadline) async -> Result {
    let watchdog = Task { [self] in
      // A deadline, not a wait for work: the exit is awaited below.
      try await Task.sleep(for: timeout)
      reaped.withLock { reaped in
        if !reaped { kill(pid, SIGKILL) }
      }
    }
    let status = await exitStatus()
    watchdog.cancel()
    input.withLock { input in
      if let descriptor = input { close(descriptor) }
      input = nil
    }
    let folder = outputFolder
    let read = { (name: String) in
      (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
    }
    // A status the shell way: 128 + N for a child killed by signal N.
    let exited = status & 0x7f == 0
    return Result(
      stdout: read("stdout"), stderr: read("stderr"),
      status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f),
      killedBy: exited ? nil : status & 0x7f)
  }

  /// Runs `arguments` to the end.
  static func run(
    _ arguments: [String], descriptors: [Int32: Descriptor] = [:], shell: String? = nil,
    environment: [String: String] = [:]
  ) async throws -> Result {
    try await SpawnedProcess(
      arguments, descriptors: descriptors, shell: shell, environment: environment
    ).result()
  }

  /// Waits on a thread of its own for the child to end, and reaps it; returns its raw wait
  /// status. The child is marked reaped before it is reaped, under the lock anything that
  /// signals it holds, so that nothing signals its process id once another process may have it.
  private func exitStatus() async -> Int32 {
    await Self.onThreadOfItsOwn { [self] in
      var info = siginfo_t()
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1, errno == EINTR {}
      return reaped.withLock { reaped in
        reaped = true
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return status
      }
    }
  }

  /// Waits on a thread of its own for the child `pid`, which nothing signals, to end; reaps it
  /// and returns its raw wait status.
  static func exitStatus(of pid: pid_t) async -> Int32 {
    await onThreadOfItsOwn {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1, errno == EINTR {}
      return status
    }
  }

  /// Waits on a thread of its own until `descriptor` (a FIFO the child writes to, say) has
  /// something to read; `false` when ``hangDeadline`` passed first.
  static func waitUntilReadable(_ descriptor: Int32) async -> Bool {
    await onThreadOfItsOwn {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(hangDeadline.components.seconds * 1_000)
      while poll(&entry, 1, milliseconds) == -1, errno == EINTR {}
      return entry.revents & Int16(POLLIN) != 0
    }
  }

  /// Runs `work`, which blocks, on a new thread, and returns what it returns: the cooperative
  /// pool's few threads stay free for the tests that are not waiting.
  static func onThreadOfItsOwn<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: work()) }.start()
    }
  }

  struct Failed: Error { var message: String }

  /// Held while pipes are made and children spawned (``TmuxSession`` too), so that no child
  /// inherits a pipe end before it is marked close-on-exec. It counts the children spawned: a
  /// lock of an empty value (`Locked(())`) made the thread sanitizer report a race, as its
  /// zero-sized value's writes have the lock object's own address, which each call reads for
  /// the value's type before taking the lock.
  static let spawning = Locked(0)

  /// An empty set of file actions for `posix_spawn_file_actions_init`: a structure on Linux, a
  /// pointer that the call fills in on Darwin.
  #if canImport(Darwin)
    static func fileActions() -> posix_spawn_file_actions_t? { nil }
  #else
    static func fileActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
  #endif
}

/// `pipe(2)`, named apart from ``SpawnedProcess``'s own `pipe()`.
private func makePipe(_ ends: inout [Int32]) -> Int32 {
  pipe(&ends)
}

extension SpawnedProcess.Descriptor {
  fileprivate var isInput: Bool {
    switch self {
    case .inputPipe, .input: true
    default: false
    }
  }
}
