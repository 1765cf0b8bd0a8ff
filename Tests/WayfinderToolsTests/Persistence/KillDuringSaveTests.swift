import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import SavedStateFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Persistence {
  /// A process killed in the middle of a save leaves a whole state: the previous one, or the
  /// new one once the file has been replaced.
  ///
  /// A child process, `StateSaveProbe`, saves through ``StateStore`` — the real save code — and
  /// stops at a chosen stage of the save, saying so on its standard output. The test then checks
  /// the folder is as that stage leaves it, kills the child with `SIGKILL`, and restores.
  @Suite(.hangLimit) struct KillDuringSaveTests {
    static let depth = 400

    /// The state of save number `generation`: every pushed route carries the number, so a
    /// document mixing two saves would show.
    static func state(
      _ demo: FlowDefinition, generation: Int
    ) throws -> NavigationState<ScreenRoute> {
      try PersistenceFixtures.demoState(
        demo,
        path: Array(
          repeating: ScreenRoute("item", arguments: ["id": .int(generation)]), count: depth))
    }

    /// The bytes a save of `generation` writes.
    static func document(_ demo: FlowDefinition, generation: Int) throws -> [UInt8] {
      try SavedState(
        SavedLife(navigation: state(demo, generation: generation), facts: demo.initialFacts),
        definition: demo
      ).encoded()
    }

    /// The save numbers of the routes in the saved state at `path`.
    static func generations(at path: String) throws -> Set<ArgumentValue?> {
      let bytes = try #require(FileManager.default.contents(atPath: path))
      let saved = try SavedState(decoding: Array(bytes))
      let routes = saved.navigation.tabs.first { $0.id == "tab1" }?.path ?? []
      #expect(routes.count == depth)
      return Set(routes.map { $0.arguments["id"] })
    }

    @Test(arguments: StateFile.SaveStage.allCases)
    func aSaveKilledAtEachStageLeavesAWholeState(stage: StateFile.SaveStage) async throws {
      let demo = try PersistenceFixtures.demo()
      let folder = try TemporaryFolder()
      let path = folder.file("state.json")
      try StateStore(path: path).save(
        SavedLife(navigation: Self.state(demo, generation: 1), facts: demo.initialFacts), for: demo)
      let previous = FileManager.default.contents(atPath: path)

      let probe = try ProbeProcess(flows: Fixtures.path("Flows/demo"), state: path, stage: stage)
      #expect(await probe.firstLine() == stage.rawValue, "the save stopped where asked")

      // The folder as the stage leaves it, while the save is held there.
      let temporaries = try folder.names().filter { $0.hasPrefix(".state.json.tmp-") }
      let new = try Self.document(demo, generation: 2)
      switch stage {
      case .starting, .replaced:
        #expect(temporaries == [])
      case .temporaryHalfWritten, .temporaryComplete:
        let name = try #require(temporaries.first)
        #expect(temporaries.count == 1)
        let written = FileManager.default.contents(atPath: folder.file(name))
        let expected = stage == .temporaryComplete ? new : Array(new.prefix(new.count / 2))
        #expect(written.map(Array.init) == expected)
      }

      #expect(await probe.kill() == SIGKILL)
      let replaced = stage == .replaced
      if replaced {
        #expect(FileManager.default.contents(atPath: path).map(Array.init) == new)
      } else {
        #expect(FileManager.default.contents(atPath: path) == previous, "not a byte changed")
      }
      #expect(try Self.generations(at: path) == [.int(replaced ? 2 : 1)])

      let restoration = StateStore(path: path).restore(for: demo)
      #expect(restoration.notices == [])
      let restored = try #require(restoration.restored)
      let routes = restored.state[tab: "tab1"]?.path ?? []
      #expect(routes.count == Self.depth)
      #expect(Set(routes.map { $0.arguments["id"] }) == [.int(replaced ? 2 : 1)])
      #expect(
        try folder.names() == ["state.json"], "the killed save's temporary file is cleaned up")
    }

    @Test func aSaveLetRunToItsEndReplacesTheState() async throws {
      let demo = try PersistenceFixtures.demo()
      let folder = try TemporaryFolder()
      let path = folder.file("state.json")
      try StateStore(path: path).save(
        SavedLife(navigation: Self.state(demo, generation: 1), facts: demo.initialFacts), for: demo)
      let probe = try ProbeProcess(flows: Fixtures.path("Flows/demo"), state: path, stage: nil)
      #expect(await probe.firstLine() == "saved")
      #expect(await probe.exitStatus() == 0)
      #expect(try Self.generations(at: path) == [.int(2)])
      #expect(try folder.names() == ["state.json"])
    }
  }
}

/// `StateSaveProbe` saving generation 2 of the demo's state, run as a child process. Its first
/// line and its exit are each awaited on a thread of their own, so no test thread blocks.
private final class ProbeProcess: Sendable {
  let pid: pid_t
  /// The test's end of a socket pair the child writes its standard output to. A socket pair
  /// rather than a pipe: it is created close-on-exec at once, so no other test's child can
  /// inherit it.
  private let output: Int32
  /// Whether the probe has been waited for: its process id may then belong to another process.
  private let reaped = Locked(false)

  /// The probe, built beside the test bundle.
  static var executable: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("StateSaveProbe").path
  }

  /// Starts the probe on the state file `state`, to stop at `stage` (`nil`: save and exit).
  init(flows: String, state: String, stage: StateFile.SaveStage?) throws {
    var ends: [Int32] = [0, 0]
    #if canImport(Glibc)
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      let type = SOCK_STREAM  // no SOCK_CLOEXEC: spawns of other tests may briefly share it
    #endif
    guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { throw Failed(message: "socketpair") }
    #if !canImport(Glibc)
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    #endif
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    let arguments = [
      Self.executable, flows, state, "2", String(Persistence.KillDuringSaveTests.depth),
      stage?.rawValue ?? "none",
    ]
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, Self.executable, &actions, nil, argv, envp)
    close(ends[1])
    guard spawned == 0 else {
      close(ends[0])
      throw Failed(message: "cannot start \(Self.executable) (\(spawned))")
    }
    self.pid = pid
    output = ends[0]
  }

  deinit {
    if !reaped.withLock({ $0 }) {  // a test that failed early leaves no probe behind
      send(SIGKILL, to: pid)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    }
    close(output)
  }

  /// The first line the probe prints, without its line end; what came before the end of its
  /// output if it ends first.
  func firstLine() async -> String {
    let output = output
    return await Self.onThreadOfItsOwn {
      var line: [UInt8] = []
      var byte: UInt8 = 0
      while true {
        let count = read(output, &byte, 1)
        if count < 0, errno == EINTR { continue }
        guard count == 1, byte != UInt8(ascii: "\n") else { break }
        line.append(byte)
      }
      return String(decoding: line, as: UTF8.self)
    }
  }

  /// Waits for the probe to end: its exit status, or minus the signal that killed it.
  func exitStatus() async -> Int32 {
    await Self.onThreadOfItsOwn { [self] in
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1, errno == EINTR {}
      reaped.withLock { $0 = true }
      return status & 0x7f == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
    }
  }

  /// Kills the probe with `SIGKILL` and returns the signal that ended it.
  func kill() async -> Int32 {
    send(SIGKILL, to: pid)
    return -(await exitStatus())
  }

  private static func onThreadOfItsOwn<T: Sendable>(
    _ work: @escaping @Sendable () -> T
  ) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: work()) }.start()
    }
  }

  struct Failed: Error { var message: String }
}

/// `kill(2)`, named apart from ``ProbeProcess/kill()``.
private func send(_ signal: Int32, to pid: pid_t) {
  _ = kill(pid, signal)
}
