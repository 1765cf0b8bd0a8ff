import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing
import Wayfinder
import SavedStateFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// State files made to break the reader, and paths that are not regular files.
  @Suite struct HostileStateFileTests {
    typealias F = PersistenceFixtures

    @Test(arguments: [500, 501, 512, 513, 100_000])
    func deepNestingIsRefusedBeforeAnyDecoderSeesIt(depth: Int) throws {
      let folder = try TemporaryFolder()
      try folder.write(String(repeating: "[", count: depth), to: "state.json")
      let restoration = StateStore(path: folder.file("state.json")).restore(for: try F.demo())
      #expect(restoration.restored == nil)
      let expected =
        depth > 500
        ? "is not valid JSON (arrays and objects nest too deeply)"
        : "is cut short: its JSON ends before it is complete"
      #expect(
        restoration.notices.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
          "State file 'state.json' \(expected); kept it as 'state.json.corrupt-1' and starting fresh."
        ])
      #expect(try folder.names() == ["state.json.corrupt-1"])
    }

    @Test func deepButCompleteNestingIsRefusedToo() {
      let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
      #expect(throws: SavedStateError.notJSON("arrays and objects nest too deeply")) {
        try SavedState(decoding: Array(text.utf8))
      }
    }

    @Test(arguments: [
      ("[nullx]", SavedStateError.notJSON("unexpected 'x' at line 1, column 6")),
      ("[nul]", .notJSON("unexpected ']' at line 1, column 5")),
      ("[tru", .truncated),
      ("[12px]", .notJSON("unexpected 'p' at line 1, column 4")),
      ("[01]", .notJSON("unexpected '1' at line 1, column 3")),
      ("[-", .truncated),
      ("[1.", .truncated),
      ("[1,\n  ]", .notJSON("unexpected ']' at line 2, column 3")),
      ("[\"\\q\"]", .notJSON("unexpected 'q' at line 1, column 4")),
      ("[\"\\u12", .truncated),
      ("[\"\\u12x4\"]", .notJSON("unexpected 'x' at line 1, column 7")),
      ("[\"\\uD83D\\u00", .truncated),
      ("[\"\\", .truncated),
      ("\u{FEFF}", .empty),
      (
        "{\"app\": 1,\n \"app\": 2}",
        .malformed("duplicate key 'app' at line 1, column 2")
      ),
    ])
    func syntaxErrorsNameTheFirstCharacterJSONRefuses(text: String, error: SavedStateError) {
      #expect(throws: error) { try SavedState(decoding: Array(text.utf8)) }
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
      let folder = try TemporaryFolder()
      try FileManager.default.createSymbolicLink(
        atPath: folder.file("state.json"), withDestinationPath: "elsewhere/saved.json")
      let demo = try F.demo()
      let store = StateStore(path: folder.file("state.json"))
      try store.save(
        SavedLife(navigation: try demo.initialState(launching: false), facts: demo.initialFacts),
        for: demo)
      let kind = try FileManager.default.attributesOfItem(atPath: folder.file("state.json"))[.type]
      #expect(kind as? FileAttributeType == .typeSymbolicLink)
      #expect(FileManager.default.fileExists(atPath: folder.file("elsewhere/saved.json")))
      #expect(store.restore(for: demo).restored != nil)
    }

    @Test func aFIFOIsNeverReplaced() throws {
      let folder = try TemporaryFolder()
      try #require(mkfifo(folder.file("state.json"), 0o600) == 0)
      let demo = try F.demo()
      #expect(throws: StateFileError.notAFile(path: folder.file("state.json"))) {
        try StateStore(path: folder.file("state.json")).save(
          SavedLife(navigation: try demo.initialState(), facts: [:]), for: demo)
      }
      var status = stat()
      #expect(lstat(folder.file("state.json"), &status) == 0)
      #expect(status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aDeviceIsNeverReplaced() throws {
      let demo = try F.demo()
      #expect(
        throws: StateFileError.unwritable(path: "/dev/zero", reason: "it is a device, not a file")
      ) {
        try StateStore(path: "/dev/zero").save(
          SavedLife(navigation: try demo.initialState(), facts: [:]), for: demo)
      }
      var status = stat()
      #expect(stat("/dev/zero", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func theLockIsHeldByOneHolderAtATime() throws {
      let folder = try TemporaryFolder()
      let file = StateFile(path: folder.file("state.json"))
      guard case .acquired(let lock) = try StateFileLock.acquire(for: file, waiting: false) else {
        Issue.record("the first lock was refused")
        return
      }
      #expect(lock.path == folder.file(".state.json.lock"))
      // flock locks belong to open files: a second open file in this process is refused too.
      guard
        case .heldElsewhere(let holder) = try StateFileLock.acquire(for: file, waiting: false)
      else {
        Issue.record("a second holder got the lock")
        return
      }
      #expect(holder == getpid())
      withExtendedLifetime(lock) {}
    }

    @Test func theLockIsFreeAgainOnceReleased() throws {
      let folder = try TemporaryFolder()
      let file = StateFile(path: folder.file("deep/state.json"))
      do {
        let first = try StateFileLock.acquire(for: file, waiting: false)
        withExtendedLifetime(first) {}
      }
      let second = try StateFileLock.acquire(for: file, waiting: false)
      guard case .acquired = second else {
        Issue.record("the lock was not released")
        return
      }
    }
  }
}
