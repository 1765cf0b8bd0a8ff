import Foundation
import Testing
import Wayfinder
@testable import WayfinderFlows
@testable import WayfinderPersistence

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Persistence {
  /// A process killed in the middle of a save leaves the previous state whole.
  ///
  /// The test runner starts itself again as a child whose only test, ``writer()``, saves the
  /// demo's state in a loop through ``StateStore`` — the real save code — until it is killed.
  /// The parent waits for a few saves, kills the child with `SIGKILL` while a temporary file
  /// shows a save in progress, then restores.
  @Suite struct KillDuringSaveTests {
    static let writerVariable = "WAYFINDER_TEST_STATE_WRITER"
    static let pathLength = 400

    /// The state of save number `generation`: every pushed route carries the number, so a
    /// document mixing two saves would show.
    static func state(_ demo: FlowDefinition, generation: Int) throws -> NavigationState<
      ScreenRoute
    > {
      var state = try demo.initialState(launching: false)
      state[tab: "tab1"]?.path = Array(
        repeating: ScreenRoute("item", arguments: ["id": .int(generation)]), count: pathLength)
      return state
    }

    /// In the child: saves forever. In a normal run (no variable set): does nothing.
    @Test func writer() throws {
      guard let path = ProcessInfo.processInfo.environment[Self.writerVariable] else { return }
      let demo = try PersistenceFixtures.demo()
      let store = StateStore(path: path)
      var generation = 0
      while true {
        generation += 1
        try store.save(
          Self.state(demo, generation: generation), facts: demo.initialFacts, for: demo)
      }
    }

    @Test func killingASaveMidwayKeepsThePreviousState() throws {
      let demo = try PersistenceFixtures.demo()
      var killedMidSave = false
      for _ in 0..<5 where !killedMidSave {
        let folder = try TemporaryFolder()
        let path = folder.file("state.json")
        let (lastSeen, leftover) = try runWriterAndKill(path: path, folder: folder)
        killedMidSave = leftover

        let restoration = StateStore(path: path).restore(for: demo)
        #expect(restoration.notices == [])
        let restored = try #require(restoration.restored)
        let ids = Set(restored.state[tab: "tab1"]?.path.map { $0.arguments["id"] } ?? [])
        #expect(restored.state[tab: "tab1"]?.path.count == Self.pathLength)
        #expect(ids.count == 1)
        if case .int(let generation)?? = ids.first { #expect(generation >= lastSeen) }
        #expect(
          try folder.names() == ["state.json"], "the killed save's temporary file is cleaned up")
      }
      #expect(killedMidSave, "no kill landed while a save was in progress")
    }

    /// Starts the writer, waits for at least three replacements of the file, kills the writer
    /// as soon as a save is in progress, and returns the last save number seen and whether the
    /// save's temporary file was left behind.
    func runWriterAndKill(path: String, folder: TemporaryFolder) throws -> (Int, Bool) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = [
        "--testing-library", "swift-testing", "--filter", "KillDuringSaveTests/writer",
      ]
      process.environment = ProcessInfo.processInfo.environment.merging(
        [Self.writerVariable: path], uniquingKeysWith: { _, new in new })
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      defer {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
      }
      let deadline = Date().addingTimeInterval(10)
      var generations: Set<Int> = []
      var last = 0
      while generations.count < 3 {
        guard Date() < deadline, process.isRunning else {
          Issue.record("the writer did not save three times")
          return (0, false)
        }
        if let bytes = FileManager.default.contents(atPath: path),
          let saved = try? SavedState(decoding: Array(bytes)),
          case .int(let generation)? = saved.navigation.tabs.first?.path.first?.arguments["id"]
        {
          generations.insert(generation)
          last = max(last, generation)
        }
        usleep(500)
      }
      while Date() < deadline {
        let saving = try folder.names().contains { $0.hasPrefix(".state.json.tmp-") }
        if saving { break }
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal)
      let leftover = try folder.names().contains { $0.hasPrefix(".state.json.tmp-") }
      return (last, leftover)
    }
  }
}
