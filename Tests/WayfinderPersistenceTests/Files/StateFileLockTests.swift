import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing
import SavedStateFixtures
@testable import WayfinderPersistence

extension Persistence {
  /// A lock file that is not a regular file is refused at once: never followed, never waited on,
  /// never taken as a lock.
  @Suite struct StateFileLockTests {
    /// Puts something other than a regular file at `path`.
    static func block(_ path: String, with kind: String) throws {
      switch kind {
      case "folder": try #require(mkdir(path, 0o700) == 0)
      case "link": try #require(symlink("state.json", path) == 0)
      case "dangling link": try #require(symlink("nowhere", path) == 0)
      default: try #require(mkfifo(path, 0o600) == 0)
      }
    }

    @Test(arguments: [
      ("folder", "is a folder"), ("link", "is a symbolic link"),
      ("dangling link", "is a symbolic link"), ("FIFO", "is a FIFO"),
    ])
    func aLockFileThatIsNotARegularFileIsRefused(kind: String, wording: String) throws {
      let folder = try TemporaryFolder()
      try folder.write("{}", to: "state.json")
      let lockPath = folder.file(".state.json.lock")
      try Self.block(lockPath, with: kind)
      let file = StateFile(path: folder.file("state.json"))
      #expect(
        throws: StateFileError.cannotLock(path: file.path, lockPath: lockPath, reason: wording)
      ) {
        try StateFileLock.acquire(for: file, waiting: false)
      }
      #expect(try folder.read("state.json") == "{}")
    }

    @Test func aFIFOAnotherProcessLocksIsRefusedWithoutReadingIt() throws {
      let folder = try TemporaryFolder()
      let lockPath = folder.file(".state.json.lock")
      try #require(mkfifo(lockPath, 0o600) == 0)
      // Held as a lock, with nothing in it: reading a holder's pid from it would never end.
      let holder = open(lockPath, O_RDWR | O_NONBLOCK | O_CLOEXEC)
      try #require(holder >= 0 && flock(holder, LOCK_EX | LOCK_NB) == 0)
      defer { close(holder) }
      let file = StateFile(path: folder.file("state.json"))
      #expect(
        throws: StateFileError.cannotLock(path: file.path, lockPath: lockPath, reason: "is a FIFO")
      ) {
        try StateFileLock.acquire(for: file, waiting: true)
      }
    }

    @Test func theErrorSaysWhichFileAndWhy() {
      let error = StateFileError.cannotLock(
        path: "state.json", lockPath: ".state.json.lock", reason: "is a folder")
      #expect(
        error.description
          == "State file 'state.json' cannot be locked: its lock file '.state.json.lock' is a "
          + "folder.")
      #expect(error.reason == "its lock file '.state.json.lock' is a folder")
    }
  }
}
