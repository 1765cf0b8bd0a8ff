import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing
import Wayfinder

/// SIGTERM, SIGHUP and SIGQUIT end `wayfinder run` with status 128 + N, the state saved, even
/// while a long screen is being drawn or a save waits for a pipe.
@Suite struct SignalTests {
  /// An app whose two screens push each other, so a stack can be as deep as wanted.
  static let loop = """
    app: Loop
    version: "1.0"
    home: { flow: main }
    flows:
      main:
        title: Main
        root: a
        screens:
          a: { title: A, actions: [ { label: Next, push: b } ] }
          b: { title: B, actions: [ { label: Next, push: a } ] }

    """

  /// A state file holding a stack `depth` screens deep.
  static func deepState(depth: Int, in folder: TemporaryFiles) async throws -> String {
    let app = try folder.write(loop, to: "loop.yaml")
    let state = folder.path("state.json")
    let seeded = try await SpawnedProcess.run(
      ["run", app, "--state", state, "--script", try folder.write("tap 1\ntap 1\n", to: "seed")])
    try #require(seeded.status == 0)
    let data = try Data(contentsOf: URL(fileURLWithPath: state))
    var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var navigation = try #require(document["navigation"] as? [String: Any])
    var tabs = try #require(navigation["tabs"] as? [[String: Any]])
    tabs[0]["path"] = (0..<depth).map { ["screen": $0.isMultiple(of: 2) ? "b" : "a"] }
    navigation["tabs"] = tabs
    document["navigation"] = navigation
    try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: state))
    return app
  }

  /// The depth of the stack saved in `state`.
  static func savedDepth(_ state: String) throws -> Int {
    let data = try Data(contentsOf: URL(fileURLWithPath: state))
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let navigation = document?["navigation"] as? [String: Any]
    let tabs = navigation?["tabs"] as? [[String: Any]]
    return (tabs?.first?["path"] as? [Any])?.count ?? -1
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
  func aSignalSavesAndExitsWith128PlusItsNumber(signal: Int32) async throws {
    let folder = try TemporaryFiles()
    let depth = 2_000
    let app = try await Self.deepState(depth: depth, in: folder)
    let state = folder.path("state.json")
    let process = try SpawnedProcess(
      ["run", app, "--state", state], descriptors: [0: .inputPipe, 1: .outputPipe])
    _ = await process.firstOutput()  // the handlers are installed: the first screen is out
    process.send("tap 1\n")  // a deeper screen to draw; the signal comes while it is drawn
    kill(process.pid, signal)
    let result = await process.result()
    #expect(result.status == 128 + signal)
    #expect(result.stderr.isEmpty)
    // Saved before the screen is drawn: either before the tap or after it, never half.
    #expect([depth, depth + 1].contains(try Self.savedDepth(state)))
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
  func aSignalWhileWaitingForTheStateLockExitsWith128PlusItsNumber(signal: Int32) async throws {
    let folder = try TemporaryFiles()
    let state = folder.path("demo.json")
    let lock = Locked<Int32?>(try StateFileSharingTests.holdLock(of: state, folder: folder))
    // Closed once only: a second close could close another test's descriptor.
    let letGo = {
      lock.withLock {
        if let held = $0 { close(held) }; $0 = nil
      }
    }
    defer { letGo() }
    let script = try folder.write("tap Continue\n", to: "walk")
    let process = try SpawnedProcess(
      ["run", "--state", state, "--wait", "--script", script], descriptors: [2: .outputPipe])
    // The process says it waits once it is about to: the signal comes while it waits.
    let waiting = await process.output(until: { $0.hasSuffix("\n") })
    #expect(
      waiting
        == "State file '\(state)' is in use by another wayfinder session (process 4242); "
        + "waiting for it to end.\n")
    kill(process.pid, signal)
    let result = await process.result()
    #expect(result.killedBy == nil, "it ends itself, not by the signal's default action")
    #expect(result.status == 128 + signal)
    #expect(result.stdout.isEmpty, "no screen: the session never began")
    #expect(!FileManager.default.fileExists(atPath: state), "and nothing was saved")
    // The lock it waited for is free again once the other session lets go.
    letGo()
    let next = try await SpawnedProcess.run(
      ["run", "--state", state, "--script", script])
    #expect(next.status == 0)
    #expect(next.stderr.isEmpty)
  }

  /// An app whose saved state is larger than a pipe holds (64 KiB): 400 facts of 200 bytes.
  static let largeFacts =
    "app: Large\nversion: \"1.0\"\nfacts:\n"
    + (0..<400).map { "  fact\($0): \"\(String(repeating: "x", count: 200))\"\n" }.joined()
    + "home: { flow: main }\nflows:\n  main:\n    title: Main\n    root: a\n    screens:\n"
    + "      a: { title: A }\n"

  @Test func aSignalEndsASaveThatWaitsForAFullPipe() async throws {
    let folder = try TemporaryFiles()
    let app = try folder.write(Self.largeFacts, to: "large.yaml")
    let fifo = folder.path("state.fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    try #require(reader >= 0)
    defer { close(reader) }
    let process = try SpawnedProcess(
      ["run", app, "--state", fifo], descriptors: [0: .inputPipe, 1: .outputPipe])
    // The first save has begun once its first bytes are in the pipe; the rest does not fit,
    // and nothing reads more, so the save waits in write(2) when the signal comes.
    var byte: UInt8 = 0
    let started = await SpawnedProcess.waitUntilReadable(reader) && read(reader, &byte, 1) == 1
    try #require(started)
    kill(process.pid, SIGTERM)
    let result = await process.result()
    #expect(result.status == 143)
    #expect(
      result.stderr
        == "Cannot save state to '\(fifo)': the session ended while waiting for its reader.\n")
  }
}
