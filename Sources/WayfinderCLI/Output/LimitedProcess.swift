#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif
import Dispatch
import Foundation
import Wayfinder

/// Runs a program that could take more memory or time than it should — Graphviz's `dot` on a
/// big graph — within limits, and never lets it outlive `wayfinder`.
///
/// - The program runs through `/bin/sh`, which sets `ulimit -v` (address space) and `ulimit -t`
///   (processor time) before it `exec`s the program: limits `Process` cannot set, in place
///   before the program's first instruction.
/// - Once ``guardFolder(_:)`` has been called, SIGTERM, SIGINT, SIGHUP and SIGQUIT are handled
///   on a queue of their own: the signal is passed on to the program (killed after a second if
///   it is still there), the program is reaped, the folder of its files removed, and
///   `wayfinder` exits with 128 + the signal's number.
/// - The program starts with the default action for every signal `wayfinder` ignores or
///   handles, so that it can be ended.
/// - SIGCHLD takes its default action in `wayfinder` before the program starts, so that its end
///   can be waited for, even when whatever started `wayfinder` ignored SIGCHLD (an ignored
///   signal stays ignored through `exec`).
enum LimitedProcess {
  /// The most the program may use.
  struct Limits: Sendable {
    /// Address space, in KiB (`ulimit -v`).
    var memoryKiB: Int
    /// Processor time, in seconds (`ulimit -t`); past it the program gets SIGXCPU, and five
    /// seconds later SIGKILL.
    var processorSeconds: Int
  }

  /// How the program ended.
  enum Ending: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// It was ended by this signal, having used this much processor time (seconds).
    case signalled(Int32, processorSeconds: Double)
  }

  /// The program could not be started: the system's reason.
  struct StartFailure: Error, CustomStringConvertible {
    var description: String
  }

  private struct State {
    var child: pid_t?
    var folder: String?
    var ending = false
  }

  /// The signals that end `wayfinder` and the program with it.
  static let endingSignals = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

  private static let state = Locked(State())
  private static let sources = Locked<[any DispatchSourceSignal]>([])
  /// Signalled once the program has been reaped.
  private static let reaped = DispatchSemaphore(value: 0)

  /// Makes the ending signals end the program and remove `folder`, from now on.
  static func guardFolder(_ folder: String) {
    state.withLock { $0.folder = folder }
    sources.withLock { sources in
      guard sources.isEmpty else { return }
      // In place before the program starts, so that no signal finds it without a handler.
      sources = SignalSources.install(
        endingSignals, on: DispatchQueue(label: "wayfinder.limited-process"), handler: end(on:))
    }
  }

  /// Removes `folder` (its work is done) and forgets it.
  static func removeFolder(_ folder: String) {
    state.withLock { state in
      try? FileManager.default.removeItem(atPath: folder)
      if state.folder == folder { state.folder = nil }
    }
  }

  /// Runs `executable` with `arguments` within `limits`, its standard error going to the file
  /// `errors`, and waits for it on a thread of its own.
  static func run(
    _ executable: String, arguments: [String], limits: Limits, errors: String
  ) async throws(StartFailure) -> Ending {
    // The soft limit first (SIGXCPU, which says why), the hard one (SIGKILL) a little later.
    let script =
      "ulimit -v \(limits.memoryKiB) && ulimit -S -t \(limits.processorSeconds) && "
      + "ulimit -H -t \(limits.processorSeconds + 5) && exec \"$0\" \"$@\""
    let argv = ["/bin/sh", "-c", script, executable] + arguments
    // Ignored, the kernel reaps the program as it ends and waiting for it fails: every end, out
    // of time or killed, would read as an exit with status 0. `wayfinder` has no other child
    // and no handler of its own for SIGCHLD.
    signal(SIGCHLD, SIG_DFL)
    let started: Result<pid_t, StartFailure> = state.withLock { state in
      // A signal that came first has ended everything already, or is about to.
      guard !state.ending else { return .failure(StartFailure(description: "interrupted")) }
      let spawned = spawn(argv, errors: errors)
      if case .success(let pid) = spawned { state.child = pid }
      return spawned
    }
    let pid = try started.get()
    return await withCheckedContinuation { continuation in
      Thread {
        let ending = reap(pid)
        // Ended by the signal handler, which exits the process: the caller must not go on
        // to report the program's end as a failure of its own.
        while state.withLock({ $0.ending }) { sleep(60) }
        continuation.resume(returning: ending)
      }.start()
    }
  }

  private static func spawn(_ argv: [String], errors: String) -> Result<pid_t, StartFailure> {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in endingSignals + [SIGPIPE, SIGXFSZ] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let arguments = argv.map { strdup($0) } + [nil]
    let environment =
      ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
    defer {
      for pointer in arguments { free(pointer) }
      for pointer in environment { free(pointer) }
    }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments, environment)
    guard code == 0 else {
      return .failure(StartFailure(description: String(cString: strerror(code))))
    }
    return .success(pid)
  }

  /// Waits for `pid` to end and reaps it. It is forgotten before it is reaped, under the lock
  /// the signal handler holds, so that no signal goes to a process id another process may
  /// have by then.
  private static func reap(_ pid: pid_t) -> Ending {
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1, errno == EINTR {}
    let (status, usage) = state.withLock { state in
      state.child = nil
      var status: Int32 = 0
      var usage = rusage()
      while wait4(pid, &status, 0, &usage) == -1, errno == EINTR {}
      return (status, usage)
    }
    reaped.signal()
    guard status & 0x7f != 0 else { return .exited((status >> 8) & 0xff) }
    let seconds =
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return .signalled(status & 0x7f, processorSeconds: seconds)
  }

  /// On an ending signal: passes it on to the program, waits for it (a second, then kills it),
  /// removes the folder, and exits with 128 + `number`.
  private static func end(on number: Int32) {
    let (child, folder) = state.withLock { state in
      state.ending = true
      // Under the lock: a child still named here has not been reaped, so its id is its own.
      if let child = state.child { kill(child, number) }
      return (state.child, state.folder)
    }
    if let child {
      if reaped.wait(timeout: .now() + .seconds(1)) == .timedOut {
        state.withLock { state in
          if state.child == child { kill(child, SIGKILL) }
        }
        _ = reaped.wait(timeout: .now() + .seconds(1))
      }
    }
    if let folder { try? FileManager.default.removeItem(atPath: folder) }
    _exit(128 + number)
  }
}
