import Foundation
import Glibc
import Testing

/// SIGTERM and SIGHUP end `wayfinder run` with status 128 + N, the state saved, even while a
/// long screen is being drawn.
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

  @Test(arguments: [SIGTERM, SIGHUP])
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
}
