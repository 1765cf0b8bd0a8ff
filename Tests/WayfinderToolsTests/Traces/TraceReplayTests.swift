import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderTesting
import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderRecording

/// Where a recording and the flow disagree, the replay stops there and says so, naming the
/// entry and its line: a finding, not a crash.
@Suite struct TraceReplayTests {
  /// A short session of the demo app through its typed API, recorded: the launch plays to
  /// what's new, the user continues, the app pushes Secondary 1 and the user opens item 42.
  static func recorded(redacting redaction: TraceRedaction = TraceRedaction()) async throws
    -> [String]
  {
    let program = DemoFlow.program()
    let clock = InteractionTestClock()
    let recorder = SessionRecorder(app: DemoFlow.app, redacting: redaction, clock: clock)
    let navigator = Navigator(program.initialState, rules: program.rules)
    navigator.startRecording(recorder)
    let launch = InteractionCoordinator(
      navigator: navigator, facts: program.initialFacts, clock: clock)
    try await launch.run(program.launchSteps)
    try await launch.waitUntilIdle()
    for _ in 0..<13 {
      await clock.advance(by: .milliseconds(100))
      try await launch.waitUntilIdle()
    }
    try await launch.perform(DemoAction.whatsNewContinue, of: program)
    try navigator.send(.push(.secondary1))
    try await launch.perform(DemoAction.secondary1OpenItem42, of: program)
    try await launch.waitUntilIdle()
    return recorder.lines
  }

  @Test func theFixtureIsWhatTheAppRecords() async throws {
    #expect(try await Self.recorded() == (try ReplayFixture.lines()))
  }

  static func replay(_ lines: [String]) throws -> TraceReplay {
    try ReplayFixture.replay(lines, path: "t.jsonl")
  }

  static func finding(_ lines: [String]) throws -> String {
    try ReplayFixture.finding(lines, path: "t.jsonl")
  }

  /// `lines` with line `number` (from 1) replaced by `line`, or removed when `line` is `nil`.
  static func editing(_ lines: [String], _ number: Int, _ line: String?) -> [String] {
    var lines = lines
    if let line { lines[number - 1] = line } else { lines.remove(at: number - 1) }
    return lines
  }

  @Test func theRecordingReplaysToTheSameScreen() throws {
    var replay = try Self.replay(try ReplayFixture.lines())
    let session = try replay.playToEnd()
    #expect(session.state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(42)]))
    #expect(replay.inputsPlayed == 4)
    #expect(replay.notes.isEmpty)
  }

  @Test func aScreenTheFlowDoesNotDeclare() throws {
    let lines = Self.editing(
      try ReplayFixture.lines(), 20, #"{"t":1.3,"event":"push","route":{"screen":"promo"}}"#)
    #expect(
      try Self.finding(lines)
        == "t.jsonl:20: entry 19 (push): the app pushed 'promo', a screen the flow does not declare."
    )
  }

  @Test func argumentsTheScreenDoesNotTake() throws {
    let push = #"{"t":1.3,"event":"push","route":{"screen":"item","arguments":{"id":"x"}}}"#
    #expect(
      try Self.finding(Self.editing(try ReplayFixture.lines(), 20, push))
        == #"t.jsonl:20: entry 19 (push): 'item(id: "x")' does not fit screen 'item', which "#
        + "takes id: int.")
  }

  @Test func aStepTheFlowDoesNotHave() throws {
    let lines = Self.editing(
      try ReplayFixture.lines(), 20, #"{"t":1.3,"event":"finish","step":"promo"}"#)
    #expect(
      try Self.finding(lines)
        == "t.jsonl:20: entry 19 (finish): the app finished step 'promo', which the flow does not "
        + "have.")
  }

  @Test func aFactTheFlowDoesNotDeclare() throws {
    let lines = Self.editing(
      try ReplayFixture.lines(), 20, #"{"t":1.3,"event":"set","facts":{"vip":true}}"#)
    #expect(
      try Self.finding(lines)
        == "t.jsonl:20: entry 19 (set): the app set fact 'vip', which the flow does not declare.")
  }

  @Test func aFactOfAnotherType() throws {
    let lines = Self.editing(
      try ReplayFixture.lines(), 20, #"{"t":1.3,"event":"set","facts":{"passcodeEnabled":1}}"#)
    #expect(
      try Self.finding(lines)
        == "t.jsonl:20: entry 19 (set): the app set fact 'passcodeEnabled' to 1; the flow "
        + "declares it a bool.")
  }

  @Test func anOutcomeThatDiffers() throws {
    let lines = Self.editing(
      try ReplayFixture.lines(), 12, #"{"t":1.3,"event":"step.start","step":"contactInfo"}"#)
    #expect(
      try Self.finding(lines)
        == "t.jsonl:12: entry 11 (step.start): the recording has step.start contactInfo; the "
        + "replay has step.start whatsNew.")
  }

  @Test func anOutcomeTheRecordingDoesNotHave() throws {
    let lines = Self.editing(try ReplayFixture.lines(), 23, nil)
    #expect(
      try Self.finding(lines)
        == "t.jsonl:22: entry 21 (tap): the replay also has transition push 'item(id: 42)' "
        + "(to item(id: 42)), which the recording does not.")
  }

  @Test func anOutcomeTheReplayDoesNotHave() throws {
    let lines =
      try ReplayFixture.lines() + [#"{"t":1.3,"event":"step.start","step":"contactInfo"}"#]
    #expect(
      try Self.finding(lines)
        == "t.jsonl:24: entry 23 (step.start): the recording has step.start contactInfo; the "
        + "replay does not.")
  }

  @Test func aTapOnAnotherScreen() throws {
    let lines = Self.editing(
      try ReplayFixture.lines(), 22, #"{"t":1.3,"event":"tap","screen":"primary","label":"Go"}"#)
    #expect(
      try Self.finding(lines)
        == "t.jsonl:22: entry 21 (tap): the recording taps 'Go' on 'primary'; the replay shows "
        + "'secondary1'.")
  }

  @Test func anActionTheScreenDoesNotHave() throws {
    let lines = Self.editing(
      try ReplayFixture.lines(), 22,
      #"{"t":1.3,"event":"tap","screen":"secondary1","label":"Buy"}"#)
    #expect(
      try Self.finding(lines)
        == "t.jsonl:22: entry 21 (tap): the flow has no action 'Buy' on screen 'secondary1'.")
  }

  @Test func aRefusalOnOneSideOnly() throws {
    let refused = Self.editing(
      try ReplayFixture.lines(), 20,
      #"{"t":1.3,"event":"push","route":{"screen":"secondary1"},"refused":"No."}"#)
    #expect(
      try Self.finding(refused)
        == "t.jsonl:20: entry 19 (push): the app refused it ('No.'); the flow accepts it.")
    let accepted = Self.editing(
      try ReplayFixture.lines(), 20, #"{"t":1.3,"event":"finish","step":"splash"}"#)
    #expect(
      try Self.finding(accepted)
        == "t.jsonl:20: entry 19 (finish): the flow refuses it: Cannot finish 'splash': it is a "
        + "splash step, which ends by itself.")
  }

  @Test func anInputTheFlowRefusesTooReplaysOn() throws {
    let lines = Self.editing(
      try ReplayFixture.lines(), 20,
      #"{"t":1.3,"event":"push","route":{"screen":"promo"},"refused":"Unknown screen."}"#)
    var replay = try Self.replay(Array(lines[0..<20]))
    let session = try replay.playToEnd()
    #expect(session.state.visibleRoute == "primary")
  }

  @Test func anotherApp() throws {
    var lines = try ReplayFixture.lines()
    lines[0] = lines[0].replacingOccurrences(of: #""app":"Demo""#, with: #""app":"Shop""#)
    #expect(
      try Self.finding(lines)
        == "t.jsonl:1: the trace is of app 'Shop'; the flow files are of 'Demo'.")
  }

  @Test func aTraceThatDoesNotBeginAtTheLaunch() throws {
    let lines = try ReplayFixture.lines()
    #expect(
      try Self.finding([lines[0]] + lines[19...])
        == "t.jsonl:2: entry 1 (push): the trace does not begin at the app's launch (the app "
        + "resumed a saved state, or recording started late), so it cannot be replayed: a replay "
        + "starts from a 'launch' or 'restore' entry.")
    let header = lines[0].replacingOccurrences(of: "}", with: #","dropped":19}"#)
    #expect(
      try Self.finding([header] + lines[19...])
        == "t.jsonl:2: entry 1 (push): the recorder dropped the first 19 entries (its limit is "
        + "10000) and no launch follows, so it cannot be replayed: a replay starts from a "
        + "'launch' or 'restore' entry.")
  }

  @Test func entriesDroppedPartWay() throws {
    let lines = try ReplayFixture.lines()
    let dropped =
      Array(lines[0..<19]) + [#"{"t":1.3,"event":"dropped","count":3}"#]
      + lines[19...]
    #expect(
      try Self.finding(dropped)
        == "t.jsonl:20: entry 19 (dropped): the recorder dropped 3 entries here (its limit is "
        + "10000); the replay cannot go past them.")
  }

  @Test func theLaunchOfAnotherSequence() throws {
    let launch = #"{"t":0,"event":"launch","facts":{},"steps":["splash"]}"#
    #expect(
      try Self.finding(Self.editing(try ReplayFixture.lines(), 2, launch))
        == "t.jsonl:2: entry 1 (launch): the app launched with steps [splash]; the flow declares "
        + "[splash, forceUpdate, fetchConfig, passcode, whatsNew, contactInfo].")
  }

  @Test func redactedArgumentsReplayAsStandIns() async throws {
    let lines = try await Self.recorded(redacting: TraceRedaction(screens: ["item"]))
    #expect(lines[22].contains(#""screen":"item(id: \"<redacted>\")""#))
    var replay = try Self.replay(lines)
    let session = try replay.playToEnd()
    // The action's own `with:` gives the id again; the recording only hid it.
    #expect(session.state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(42)]))
  }

  @Test func stepsAreExposedOneAtATime() throws {
    var replay = try Self.replay(try ReplayFixture.lines())
    let positions = replay.trace.inputPositions
    #expect(positions == [0, 11, 18, 20])
    var played: [Int] = []
    while let step = try replay.playNext() { played.append(step.position) }
    #expect(played == positions)
    #expect(replay.isFinished)
  }
}
