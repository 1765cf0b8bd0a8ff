import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderUI
@testable import WayfinderTools

/// Recordings of apps on real services replay: their background steps end when the recording
/// says — at other times and in another order than the flow declares, with what the work
/// returned — and their hand-shakes are checked; what the app did in response is still the
/// core's to decide, and a recording it disagrees with is still a finding with its line.
@MainActor
@Suite struct RealServicesReplayTests {
  /// A splash, then two services: the config (declared 800 ms, with a 3 s timeout) and a
  /// version check (declared 300 ms), and an update prompt after both when one is required.
  static let services = """
    app: Services
    version: "2.0"
    facts:
      updateRequired: false
    home: { flow: main }
    flows:
      main:
        title: Main
        root: home
        screens:
          home: { title: Home }
    screens:
      splash: { title: Loading }
    modals:
      update:
        title: Update
        actions:
          - { label: Later, finish: true }
    launch:
      - { id: splash, screen: splash, duration: 0.5s }
      - { id: fetchConfig, after: [splash], work: 0.8s, timeout: 3s, sets: { configLoaded: true } }
      - { id: checkVersion, after: [splash], work: 0.3s }
      - { id: update, after: [fetchConfig, checkVersion], when: updateRequired, modal: update }

    """

  static func servicesDefinition() throws -> FlowDefinition {
    try #require(
      FlowLoader.load(sources: [FlowSource(path: "services.yaml", text: Self.services)])
        .definition)
  }

  static func demoDefinition() throws -> FlowDefinition {
    try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init)
  }

  static func fixture() throws -> [String] {
    lines(
      try String(contentsOfFile: Fixtures.path(DemoOnRealServices.fixture), encoding: .utf8))
  }

  /// The replay of `lines` against `definition`, played to its end.
  static func replayed(_ lines: [String], _ definition: FlowDefinition) throws -> TraceReplay {
    let trace = try TraceReader.read(Array(lines.joined(separator: "\n").utf8), path: "t.jsonl")
    var replay = try TraceReplay(trace, definition: definition)
    _ = try replay.playToEnd()
    return replay
  }

  /// The finding replaying `lines` against `definition` stops at.
  static func finding(_ lines: [String], _ definition: FlowDefinition) throws -> String {
    do {
      _ = try replayed(lines, definition)
    } catch let finding as ReplayFinding {
      return finding.description
    }
    return "no finding"
  }

  /// The services app recorded: the config back after 250 ms, the version check after 1.45 s
  /// saying an update is required, and the user putting the update off.
  static func outOfOrder() async throws -> [String] {
    let app = try RealServicesRecording(
      app: "Services", program: try servicesDefinition().program(),
      work: [
        "fetchConfig": (.milliseconds(250), [:]),
        "checkVersion": (.milliseconds(1_450), ["updateRequired": .bool(true)]),
      ], waitsForHandshakes: false)
    try await app.start()
    try await app.at(2_500)
    #expect(await app.model.tap("Later").value == nil)
    return lines(try await app.text())
  }

  @Test func stepsFinishingOutOfTheirDeclaredOrderReplay() async throws {
    let lines = try await Self.outOfOrder()
    #expect(
      lines[8...9] == [
        #"{"t":0.75,"event":"step.finish","step":"fetchConfig"}"#,
        #"{"t":1.95,"event":"step.finish","step":"checkVersion","facts":{"updateRequired":true}}"#,
      ], "the config ends first, though it declares the longer time")
    let replay = try Self.replayed(lines, try Self.servicesDefinition())
    #expect(replay.timing == .external)
    let session = try #require(replay.session)
    #expect(session.state.visibleRoute == ScreenRoute("home"))
    #expect(session.facts["updateRequired"] == .bool(true), "what the work returned is set")
    #expect(session.facts["configLoaded"] == .bool(true), "beside what the step declares")
  }

  @Test func aStepTimingOutAtItsRecordedTimeReplays() async throws {
    let app = try RealServicesRecording(
      app: "Services", program: try Self.servicesDefinition().program(),
      work: ["fetchConfig": (.seconds(4), [:])], waitsForHandshakes: false)
    try await app.start()
    try await app.at(5_000)
    let lines = Self.lines(try await app.text())
    #expect(
      lines.contains(#"{"t":3.5,"event":"step.timeout","step":"fetchConfig","policy":"skip"}"#))
    let replay = try Self.replayed(lines, try Self.servicesDefinition())
    #expect(replay.session?.state.visibleRoute == ScreenRoute("home"))
    #expect(replay.session?.launch.status(of: "fetchConfig") == .skipped(.timeout))
  }

  @Test func theDemoFixtureIsWhatTheAppRecords() async throws {
    #expect(try await DemoOnRealServices.record() == Self.fixture().joined(separator: "\n") + "\n")
  }

  @Test func aRecordingWithHandshakesReplaysToWhereTheAppEnded() throws {
    let replay = try Self.replayed(try Self.fixture(), try Self.demoDefinition())
    #expect(replay.waitsForHandshakes)
    #expect(replay.notes.isEmpty)
    #expect(replay.session?.state.visibleRoute == ScreenRoute("secondary1"))
  }

  @Test func aTransitionTheCoreWouldNotMakeIsStillAFinding() async throws {
    var lines = try await Self.outOfOrder()
    lines[9] = #"{"t":1.95,"event":"step.finish","step":"checkVersion"}"#
    let found = try Self.finding(lines, try Self.servicesDefinition())
    #expect(
      found
        == "t.jsonl:11: entry 10 (transition): the recording has transition present step 'update' "
        + "(to update); the replay has transition release deep links (to splash).")
    var demo = try Self.fixture()
    // The server says an update is required: the forced update's gate goes up.
    demo[10] = demo[10].replacingOccurrences(of: "false", with: "true")
    let demoFound = try Self.finding(demo, try Self.demoDefinition())
    #expect(
      demoFound
        == "t.jsonl:17: entry 16 (transition): the recording has transition present step "
        + "'whatsNew' (to whatsNew); the replay has transition present step 'forceUpdate' (to "
        + "forceUpdate).")
  }

  @Test func workReturningAFactTheFlowDoesNotDeclareIsAFinding() throws {
    var lines = try Self.fixture()
    lines[10] = #"{"t":0.85,"event":"step.finish","step":"fetchConfig","facts":{"theme":"dark"}}"#
    let found = try Self.finding(lines, try Self.demoDefinition())
    #expect(
      found
        == "t.jsonl:11: entry 10 (step.finish): the app returned from the work of step "
        + "'fetchConfig' fact 'theme', which the flow does not declare.")
  }

  @Test func aMissingOrAnExtraHandshakeIsAFinding() throws {
    var missing = try Self.fixture()
    #expect(missing[14] == #"{"t":1.2,"event":"dismissalFinished","modal":"passcode"}"#)
    missing.remove(at: 14)
    let foundMissing = try Self.finding(missing, try Self.demoDefinition())
    #expect(
      foundMissing
        == "t.jsonl:18: entry 17 (presentationFinished): the host says modal 'whatsNew' is on "
        + "screen; the replay shows no modal. It waits for the host to say modal 'passcode' has "
        + "gone from the screen, which the recording has not said.")
    var extra = try Self.fixture()
    extra.insert(#"{"t":1.9,"event":"dismissalFinished","modal":"whatsNew"}"#, at: 19)
    let foundExtra = try Self.finding(extra, try Self.demoDefinition())
    #expect(
      foundExtra
        == "t.jsonl:20: entry 19 (dismissalFinished): the host says modal 'whatsNew' has gone "
        + "from the screen; the replay still shows it.")
  }

  @Test func aRecordingWithHandshakesIsKeptAsAScenarioWithANote() throws {
    let definition = try Self.demoDefinition()
    let trace = try TraceReader.read(
      Array((try Self.fixture().joined(separator: "\n") + "\n").utf8), path: "real.jsonl")
    let kept = try TraceScenario.kept(from: trace, definition: definition, name: "real")
    #expect(
      kept.notes == [
        "real.jsonl:8: note: Left out the UI host's 4 presentation and dismissal hand-shakes (the "
          + "first on line 8), which the replay checks: a scenario presents each modal without "
          + "waiting for its animation."
      ])
    #expect(
      kept.text == """
        # Recorded by Demo (real clock), kept by 'wayfinder test --from-trace'.
        # Left out the UI host's 4 presentation and dismissal hand-shakes (the first on line 8),
        # which the replay checks: a scenario presents each modal without waiting for its animation.

        scenario: real
        given facts: { passcodeEnabled: true }
        wait 1000ms
        tap Unlock
        wait 700ms
        tap Continue
        wait 1000ms
        tap Go to Secondary 1
        expect home
        expect tab tab1
        expect path tab1 = [secondary1]
        expect no modal
        expect screen secondary1
        expect fact configLoaded = true
        expect fact lastSeenVersion = 2.0
        expect fact passcodeEnabled = true

        """)
    let file = ScenarioFile.parse(path: "real.scenario", text: kept.text, for: definition)
    let scenario = try #require(file.scenarios.first)
    #expect(ScenarioRunner(definition: definition).run(scenario).passed)
  }

  @Test func aPlayerFollowsARecordingOfRealServices() throws {
    let definition = try Self.demoDefinition()
    let trace = try TraceReader.read(
      Array((try Self.fixture().joined(separator: "\n") + "\n").utf8), path: "real.jsonl")
    var player = TracePlayer(header: trace.header, definition: definition)
    var notes: [String] = []
    for record in trace.records { notes += player.play(record) }
    #expect(notes.isEmpty)
    #expect(player.session?.state.visibleRoute == ScreenRoute("secondary1"))
  }
}
