import Foundation
import Testing
import Wayfinder
import WayfinderProperties
import WayfinderTesting
import WayfinderUI

/// The model keeps up with a host that misbehaves as real ones do: over random runs of host
/// events with writes late, twice, out of order or never, every write is taken once or refused
/// and reported, and host and model agree once the host settles. `swift test` plays a sample;
/// `.ci/run` plays 100,000 runs (`WAYFINDER_FULL_PROPERTIES=1`, see ``PropertyRuns``), in
/// shares over processes (``shard``).
@MainActor @Suite(.hangLimit) struct HostHarnessTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  static let harness = HostHarness(program: HostApp.program())

  /// The share of the runs this process plays: `WAYFINDER_HOST_SHARD=K/N` plays the K-th of
  /// N equal shares, each from its own seed, so that `.ci/run` spreads the full count over
  /// processes (each a main actor of its own); all of them when unset or malformed.
  static var shard: (index: Int, count: Int) {
    let text = ProcessInfo.processInfo.environment["WAYFINDER_HOST_SHARD"] ?? ""
    let parts = text.split(separator: "/").compactMap { Int($0) }
    guard parts.count == 2, (1...parts[1]).contains(parts[0]), parts[1] <= 64 else {
      return (1, 1)
    }
    return (parts[0], parts[1])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theModelKeepsUpWithAnUnrulyHost() async {
    let shard = Self.shard
    let runs = PropertyRuns.count(full: 100_000, sample: 200) / shard.count
    let seed = 20_261_129 + UInt64(shard.index - 1)
    let start = ContinuousClock.now
    let result = await Self.harness.explore(seed: seed, runs: runs, length: 16)
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    #expect(result.failure == nil, "\(result)")
    #expect(result.runs == runs)
    #expect(result.writes > runs, "the runs wrote to the model")
    #expect(result.refusals > 0, "some writes came too late and were refused")
    if PropertyRuns.isFull {
      print(
        "host harness: \(runs) runs (share \(shard.index) of \(shard.count)) in \(Int(seconds)) s, "
          + "\(Int(Double(runs) / seconds)) runs/s")
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aSeedReplaysTheSameRuns() async {
    let first = await Self.harness.explore(seed: 5, runs: 8, length: 20)
    let second = await Self.harness.explore(seed: 5, runs: 8, length: 20)
    #expect(first.events == second.events)
    #expect(first.writes == second.writes)
    #expect(first.refusals == second.refusals)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aBrokenPropertyIsShrunkAndPrintedAsHostEvents() async throws {
    let facts = PropertyFacts.types(facts: ["termsAccepted": .bool])
    let deep = FlowProperty(
      "never three deep", .never(try Condition(parsing: "depth > 2", facts: facts)))
    let harness = HostHarness(program: HostApp.program(), properties: [deep])
    let result = await harness.explore(seed: 3, runs: 50, length: 20)
    let failure = try #require(result.failure, "\(result)")
    #expect(failure.broken == "never three deep")
    #expect(failure.shrunk.count <= failure.found.count)
    #expect(failure.shrunk.count <= 7, "\(failure)")
    let lines = failure.description.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("seed 3, run \(failure.run): ") == true, "\(failure)")
    #expect(lines.count == failure.shrunk.count + 2)
    let replay = await harness.replay(failure.shrunk)
    #expect(replay.broken?.name == "never three deep", "the shrunk events break it again")
  }

  @Test func eventsReadAsLines() {
    typealias Event = HostEvent<ScreenRoute>
    #expect(Event.tap("Filters").description == "tap Filters")
    #expect(Event.back(.atOnce).description == "back")
    #expect(
      Event.swipe(completes: true, holding: .milliseconds(200), HostDelivery(after: .seconds(1)))
        .description == "swipe back, held 200 ms, completed — its write arrives after 1000 ms")
    #expect(
      Event.push(["product", "reviews"], HostDelivery(after: .zero, .milliseconds(700)))
        .description
        == "push product, reviews — its write arrives at once and again after 700 ms")
    #expect(
      Event.pullDownSheet(.never).description == "pull down the sheet — its write never arrives")
    #expect(
      Event.closeSheetThenPush(["product"], sheet: .atOnce, path: HostDelivery(after: .seconds(1)))
        .description
        == "close the sheet then push product — the sheet's write arrives at once, the path's "
        + "arrives after 1000 ms")
    #expect(Event.wait(.milliseconds(1_200)).description == "wait 1200 ms")
  }
}
