import Foundation
import Glibc
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
}
