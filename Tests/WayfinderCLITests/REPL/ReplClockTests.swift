import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderPersistence
@testable import WayfinderTools

/// The REPL's clock keeps to the range its state file holds: `wait` past it is refused,
/// saying what is left and what to do, so the next start never finds the file corrupt.
@Suite struct ReplClockTests {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("wayfinder-clock-\(UUID().uuidString)")

  private var file: String { folder.appendingPathComponent("demo.json").path }

  @Test func aWaitPastTheClocksLimitIsRefusedAndTheNextStartReadsTheState() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let definition = try #require(
      FlowLoader.load(path: Fixtures.path("Flows"), app: nil).definition)
    // A session a day and two seconds short of the limit, on home after its launch (1.3 s).
    var (session, _) = try AppSession.start(
      definition, promptTime: ClockRange.limit - .seconds(86_402))
    _ = session.settle()
    _ = try session.perform(.tap(.label("Continue")), settling: true)
    try StateStore(path: file).save(session)

    let first = try await BinaryRunner.run(
      ["run", "--state", file], input: "wait 2d\nwait 1d\nwait 1s\n")
    #expect(first.status == 0)
    let refusal = { (asked: String, left: String) in
      "The session's clock is near its limit: waiting \(asked) would take it past "
        + "1000000000000s (about 31,700 years), the latest time a saved state holds; it can "
        + "wait at most \(left) more. A fresh session ('--fresh') starts the clock again.\n"
    }
    #expect(first.stderr == refusal("2d", "1d") + refusal("1s", "0s"))

    let second = try await BinaryRunner.run(["run", "--state", file], input: "path\n")
    #expect(second.status == 0)
    #expect(second.stderr.isEmpty, "the state the first run saved is read back")
    #expect(second.stdout.contains("* tab tab1: primary\n"))
    let saved = try SavedState(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: file))))
    #expect(saved.promptTime > ClockRange.limit - .seconds(1))
    #expect(saved.promptTime <= ClockRange.limit)
  }
}
