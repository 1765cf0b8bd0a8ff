import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// Two sessions on one state file, and saves that fail.
@Suite struct StateFileSharingTests {
  /// Takes the lock a session holds on `state`, as another session would.
  static func holdLock(of state: String, folder: TemporaryFiles) throws -> Int32 {
    let name = (state as NSString).lastPathComponent
    let descriptor = open(folder.path(".\(name).lock"), O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0)
    try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    _ = "4242\n".withCString { write(descriptor, $0, 5) }
    return descriptor
  }

  @Test func aSecondSessionRunsWithoutSavingAndSaysSo() async throws {
    let folder = try TemporaryFiles()
    let state = folder.path("demo.json")
    let first = try await SpawnedProcess.run(
      ["run", "--state", state, "--script", try folder.write("tap Continue\ntap 1\n", to: "a")])
    #expect(first.status == 0)
    let saved = try String(contentsOfFile: state, encoding: .utf8)
    let lock = try Self.holdLock(of: state, folder: folder)
    defer { close(lock) }
    let second = try await SpawnedProcess.run(
      ["run", "--state", state, "--script", try folder.write("path\ntap 1\n", to: "b")])
    #expect(second.status == 0)
    #expect(
      second.stderr
        == "State file '\(state)' is in use by another wayfinder session (process 4242): this "
        + "session will not save its state. Use --wait to wait for the other session instead.\n")
    #expect(second.stdout.contains("* tab tab1: primary › secondary1\n"), "it restored the state")
    #expect(try String(contentsOfFile: state, encoding: .utf8) == saved, "and never saved")
  }

  @Test func waitWaitsForTheOtherSessionThenSaves() async throws {
    let folder = try TemporaryFiles()
    let state = folder.path("demo.json")
    let lock = try Self.holdLock(of: state, folder: folder)
    let script = try folder.write("tap Continue\ntap 1\n", to: "a")
    let process = try SpawnedProcess(
      ["run", "--state", state, "--wait", "--script", script], descriptors: [2: .outputPipe])
    let message = await process.firstOutput()
    #expect(
      message
        == "State file '\(state)' is in use by another wayfinder session (process 4242); "
        + "waiting for it to end.\n")
    #expect(!FileManager.default.fileExists(atPath: state))
    close(lock)
    let result = await process.result()
    #expect(result.status == 0)
    #expect(try String(contentsOfFile: state, encoding: .utf8).contains("secondary1"))
  }

  @Test func aFailedSaveIsSaidOnceAndEndsWithStatus74() async throws {
    let folder = try TemporaryFiles()
    try FileManager.default.createDirectory(
      atPath: folder.path("state.json"), withIntermediateDirectories: false)
    let script = try folder.write("tap Continue\ntap 1\nback\n", to: "walk")
    for strict in [[], ["--strict"]] {
      let result = try await SpawnedProcess.run(
        ["run", "--state", folder.path("state.json"), "--script", script] + strict)
      #expect(result.status == 74)
      #expect(
        result.stderr
          == "State file '\(folder.path("state.json"))' is not a regular file; starting fresh.\n"
          + "Cannot save state to '\(folder.path("state.json"))': it is a folder.\n")
    }
  }

  /// What a lock file that cannot be taken is, made beside `state` in `folder`.
  enum BlockedLock: String, CaseIterable {
    case folder, link, fifo

    func make(_ path: String) throws {
      switch self {
      case .folder: try #require(mkdir(path, 0o700) == 0)
      case .link: try #require(symlink("elsewhere.lock", path) == 0)
      case .fifo: try #require(mkfifo(path, 0o600) == 0)
      }
    }

    var wording: String {
      switch self {
      case .folder: "is a folder"
      case .link: "is a symbolic link"
      case .fifo: "is a FIFO"
      }
    }
  }

  @Test(arguments: BlockedLock.allCases)
  func aLockThatCannotBeTakenIsSaidAndNothingIsSaved(lock: BlockedLock) async throws {
    let folder = try TemporaryFiles()
    let state = folder.path("demo.json")
    try lock.make(folder.path(".demo.json.lock"))
    // A holder of a FIFO lock, as another session would be: reading its pid must not wait.
    let holder = open(folder.path(".demo.json.lock"), O_RDWR | O_NONBLOCK | O_CLOEXEC)
    defer { if holder >= 0 { close(holder) } }
    if lock == .fifo { try #require(holder >= 0 && flock(holder, LOCK_EX | LOCK_NB) == 0) }
    let script = try folder.write("tap Continue\ntap 1\n", to: "walk")
    let result = try await SpawnedProcess(["run", "--state", state, "--script", script])
      .result()
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "State file '\(state)' cannot be locked: its lock file '\(folder.path(".demo.json.lock"))' "
        + "\(lock.wording); this session will not save its state. Remove it, or choose another "
        + "file with --state.\n")
    #expect(result.stdout.contains("Primary View"), "the session ran")
    #expect(!FileManager.default.fileExists(atPath: state), "and never saved")
  }
}
