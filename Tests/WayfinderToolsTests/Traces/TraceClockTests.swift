import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
@testable import WayfinderTools

/// A trace's waits are time on the engine's clock: a wait longer than the clock's range, or
/// waits adding up past it, are refused at their line by every reader — never added up past
/// what a `Duration` holds, which once trapped them all.
@Suite struct TraceClockTests {
  /// The demo session (23 lines, ending on item 42 at 1.3 s), then `count` waits of
  /// `seconds` each, from line 24.
  private static func lines(waiting count: Int, _ seconds: String) throws -> [String] {
    try ReplayFixture.lines()
      + Array(
        repeating: #"{"t":1.3,"event":"wait","duration":"# + seconds + "}", count: count)
  }

  @Test func waitsAddingUpPastWhatADurationHoldsAreRefusedAtTheFirst() throws {
    // 170,142 waits of the longest a trace writes add up past Duration's 1.7 × 10²⁰ s.
    // Read and replayed as `wayfinder replay` does: the replay would add them up.
    let lines = try Self.lines(waiting: 170_142, "999999999999999.999")
    #expect(
      throws: TraceError(
        path: "waits.jsonl", line: 24,
        problem: .badField(
          event: "wait", field: "duration",
          expected: "a number of seconds up to 1000000000000, the clock's range",
          found: "the number 999999999999999.999"))
    ) {
      var replay = try ReplayFixture.replay(lines, path: "waits.jsonl")
      _ = try replay.playToEnd()
    }
  }

  @Test func aReplayStopsAtTheWaitThatTakesTheClockPastItsRange() throws {
    let lines = try Self.lines(waiting: 3, "600000000000")
    let finding = try ReplayFixture.finding(lines, path: "waits.jsonl")
    #expect(
      finding
        == "waits.jsonl:25: entry 24 (wait): waiting 6944444d 10h takes the session's clock "
        + "past its limit, 1000000000000s; it could wait at most 4629629d 15h more. A trace's "
        + "times lie within that range.")
  }

  @Test func aKeptScenarioStopsThereToo() throws {
    let lines = try Self.lines(waiting: 2, "600000000000")
    let trace = try TraceReader.read(
      Array(lines.joined(separator: "\n").utf8), path: "waits.jsonl")
    #expect(throws: ReplayFinding.self) {
      try TraceScenario.text(
        from: trace, definition: try MemoryTrace.demoDefinition(), name: "waits")
    }
  }

  @Test func inspectNotesTheWaitAndShowsWhereTheSessionIs() throws {
    let lines = try Self.lines(waiting: 3, "600000000000")
    var follower = TraceFollower(
      path: "waits.jsonl", apps: [try MemoryTrace.demoDefinition()], recentLimit: 3)
    let update = follower.poll(MemoryTrace(lines.map { $0 + "\n" }.joined()))
    let note =
      "waiting 6944444d 10h takes the session's clock past its limit, 1000000000000s; it could "
      + "wait at most 4629629d 15h more. A trace's times lie within that range. It is skipped."
    #expect(update.messages.map(\.text) == ["line 25: " + note, "line 26: " + note])
    #expect(update.errors.isEmpty)
    let session = try #require(follower.player?.session)
    #expect(session.time == .seconds(600_000_000_001) + .milliseconds(300))
    #expect(session.state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(42)]))
  }
}
