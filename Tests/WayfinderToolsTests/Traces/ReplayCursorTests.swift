import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderRecording

/// Stepping back and forth through a recording: every stop is the same however it is reached,
/// a disagreement stops the cursor before it, and the copies kept stay few.
@Suite struct ReplayCursorTests {
  static func demo() throws -> FlowDefinition {
    try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
  }

  @Test func stepsThroughTheFixtureToItsEnd() throws {
    let trace = try RecordedSession.trace(try ReplayFixture.lines())
    var cursor = try ReplayCursor(trace, definition: try Self.demo())
    #expect(cursor.count == 4)
    #expect(cursor.stop == 0 && cursor.replay.session == nil)
    #expect(cursor.next() == nil)
    #expect(cursor.lastStep?.entry.event.name == "launch")
    // Entry 1 is the launch, 12 the tap, 19 the push, 21 the second tap.
    #expect(cursor.stop(forEntry: 1) == 1)
    #expect(cursor.stop(forEntry: 11) == 1)
    #expect(cursor.stop(forEntry: 12) == 2)
    #expect(cursor.stop(forEntry: 19) == 3)
    #expect(cursor.stop(forEntry: 22) == 4)
    #expect(cursor.go(to: 99) == nil)
    #expect(cursor.isAtEnd && cursor.stop == 4)
    #expect(
      cursor.replay.session?.state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(42)]))
    #expect(cursor.previous() == nil)
    #expect(cursor.lastStep == nil)
    #expect(cursor.replay.session?.state.visibleRoute == ScreenRoute("secondary1"))
    #expect(cursor.position(ofStop: 3) == 18)
  }

  /// Every stop reached backward, by `goto` or forward one at a time, is the same replay.
  @Test(arguments: [1, 3, 64])
  func everyStopIsTheSameHoweverItIsReached(interval: Int) throws {
    let definition = try Self.demo()
    let trace = try RecordedSession.trace(
      try RecordedSession.lines(definition, commands: 200, seed: 7))
    var forward = try ReplayCursor(trace, definition: definition, checkpointInterval: interval)
    var states: [NavigationState<ScreenRoute>?] = [nil]
    while forward.stop < forward.count {
      #expect(forward.next() == nil)
      states.append(forward.replay.session?.state)
    }
    #expect(forward.isAtEnd)
    var jumping = try ReplayCursor(trace, definition: definition, checkpointInterval: interval)
    jumping.go(to: jumping.count)
    for stop in stride(from: jumping.count, through: 1, by: -1) {
      jumping.go(to: stop)
      #expect(jumping.replay.session?.state == states[stop], "stop \(stop) backward")
      #expect(jumping.replay.inputsPlayed == stop)
    }
    var state: UInt64 = 3
    for _ in 0..<100 {
      state = state &* 6_364_136_223_846_793_005 &+ 1
      let stop = Int(state >> 40) % (jumping.count + 1)
      jumping.go(to: stop)
      #expect(jumping.replay.session?.state == states[stop], "goto \(stop)")
    }
    #expect(jumping.checkpointCount == jumping.count / interval + 1)
  }

  @Test func theIntervalGrowsWithTheSquareRootOfTheStops() throws {
    let definition = try Self.demo()
    let trace = try RecordedSession.trace(
      try RecordedSession.lines(definition, commands: 10_000, seed: 1))
    let cursor = try ReplayCursor(trace, definition: definition)
    #expect(cursor.count == 10_001)
    #expect(cursor.checkpointInterval == 100)
    let small = try ReplayCursor(
      try RecordedSession.trace(try ReplayFixture.lines()), definition: definition)
    #expect(small.checkpointInterval == 64)
  }

  @Test func aDisagreementStopsTheCursorBeforeIt() throws {
    let lines = try ReplayFixture.editing(
      20, #"{"t":1.3,"event":"push","route":{"screen":"promo"}}"#)
    var cursor = try ReplayCursor(try RecordedSession.trace(lines), definition: try Self.demo())
    let met = cursor.go(to: cursor.count)
    let finding = try #require(met)
    #expect(
      finding.description
        == "t.jsonl:20: entry 19 (push): the app pushed 'promo', a screen the flow does not declare."
    )
    #expect(cursor.stop == 2 && cursor.blockedStop == 3)
    #expect(cursor.next() == finding)
    #expect(cursor.stop == 2)
    #expect(cursor.previous() == nil)
    #expect(cursor.stop == 1)
    #expect(cursor.go(to: 4) == finding)
    #expect(cursor.stop == 2)
  }

  @Test func anOutcomeMissingAtTheEndIsAFindingAtTheLastStop() throws {
    var lines = try ReplayFixture.lines()
    lines.append(#"{"t":1.3,"event":"step.start","step":"promo"}"#)
    var cursor = try ReplayCursor(try RecordedSession.trace(lines), definition: try Self.demo())
    let met = cursor.go(to: cursor.count)
    let finding = try #require(met)
    #expect(
      finding.description
        == "t.jsonl:24: entry 23 (step.start): the recording has step.start promo; the replay does not."
    )
    #expect(cursor.stop == 4 && cursor.blockedStop == 5 && !cursor.isAtEnd)
  }
}
