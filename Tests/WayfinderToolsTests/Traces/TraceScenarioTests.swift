import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderRecording

/// A recorded session kept as a scenario: its inputs as REPL commands, where it ended as
/// expectations, run once before it is written.
@Suite struct TraceScenarioTests {
  static func definition() throws -> FlowDefinition {
    try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
  }

  static func trace(_ lines: [String]) throws -> Trace {
    try TraceReader.read(Array(lines.joined(separator: "\n").utf8), path: "session.jsonl")
  }

  @Test func aREPLTraceBecomesAScenarioThatPasses() throws {
    let definition = try Self.definition()
    var (session, started) = try AppSession.start(definition, facts: nil)
    started.append(contentsOf: session.settle())
    var lines = [TraceLine.header(TraceHeader(app: "Demo", clock: .virtual))]
    lines.append(
      TraceLine.entry(
        TraceEntry(
          time: .zero,
          event: session.traceLaunch(
            facts: Facts(["passcodeEnabled": .bool(true)]).merging(definition.initialFacts)))))
    // The recorded session launched with the passcode on.
    (session, started) = try AppSession.start(
      definition, facts: Facts(["passcodeEnabled": .bool(true)]).merging(definition.initialFacts))
    started.append(contentsOf: session.settle())
    lines += started.traceEntries().map { TraceLine.entry($0) }
    let commands: [SessionCommand] = [
      .tap(.label("Unlock")), .tap(.label("Continue")), .tap(.number(2)), .back, .back,
      .set(fact: "lastSeenVersion", value: "1.5"), .selectTab("2"), .tap(.number(1)),
    ]
    for command in commands {
      let before = session
      do {
        let output = try session.perform(command, settling: true)
        lines.append(
          TraceLine.entry(TraceEntry(time: before.time, event: before.traceInput(for: command))))
        lines += output.traceEntries().map { TraceLine.entry($0) }
      } catch {
        lines.append(
          TraceLine.entry(
            TraceEntry(
              time: before.time, event: before.traceInput(for: command),
              refusal: error.description)))
      }
    }
    let text = try TraceScenario.text(
      from: try Self.trace(lines), definition: definition, name: "unlock # and look")
    #expect(
      text == """
        # Recorded by Demo (virtual clock), kept by 'wayfinder test --from-trace'.

        scenario: unlock# and look
        given facts: { passcodeEnabled: true }
        tap Unlock
        tap Continue
        tap Go to Secondary 2
        back
        back
        expect error Cannot pop: 'primary' is the root of tab 'tab1'.
        set lastSeenVersion 1.5
        tab tab2
        tap Show details
        expect home
        expect tab tab2
        expect modal details
        expect screen details
        expect fact configLoaded = true
        expect fact lastSeenVersion = 1.5
        expect fact passcodeEnabled = true

        """)
    let file = ScenarioFile.parse(path: "kept.scenario", text: text, for: definition)
    #expect(!file.hasErrors)
    #expect(file.scenarios.map { ScenarioRunner(definition: definition).run($0).passed } == [true])
  }

  @Test func anAppsOwnNavigationHasNoScenarioCommand() throws {
    let trace = try Self.trace(try ReplayFixture.lines())
    let definition = try Self.definition()
    do throws(ReplayFinding) {
      _ = try TraceScenario.text(from: trace, definition: definition, name: "session")
      Issue.record("kept a push as a scenario")
    } catch {
      #expect(
        error.description
          == "session.jsonl:20: entry 19 (push): a scenario has no command for it: only what "
          + "the REPL can do is kept as a scenario.")
    }
  }

  @Test func aRealClockTraceOfTheUsersTapsBecomesAScenario() throws {
    // The recording up to the app's own push: the launch plays to what's new, the user
    // continues. The scenario is run once before it is returned.
    let lines = try ReplayFixture.lines().prefix(19).map { $0 }
    let text = try TraceScenario.text(
      from: try Self.trace(lines), definition: try Self.definition(), name: "session")
    #expect(text.hasPrefix("# Recorded by Demo (real clock)"))
    #expect(text.contains("\ntap Continue\nexpect home\nexpect tab tab1\nexpect no modal\n"))
  }

  /// The recording up to the user's tap on Continue, then `entry` on line 20.
  static func finding(after entry: String) throws -> String {
    let trace = try Self.trace(try ReplayFixture.lines().prefix(19).map { $0 } + [entry])
    let definition = try Self.definition()
    do throws(ReplayFinding) {
      let text = try TraceScenario.text(from: trace, definition: definition, name: "session")
      return "kept as:\n" + text
    } catch {
      return error.description
    }
  }

  @Test func anEntryNoScenarioLineCanSayIsRefusedWithItsLine() throws {
    // A line break would end the scenario's line: the rest would be a command of its own.
    #expect(
      try Self.finding(
        after: #"{"t":1.3,"event":"open","url":"demo://item/1\ntap 1","refused":"No."}"#)
        == #"session.jsonl:20: entry 19 (open): a scenario cannot keep it: this command holds "#
        + #"a line break, which ends a scenario line: 'open demo://item/1\u{A}tap 1'"#)
    // A scenario's wait counts milliseconds: `wait 1ms` would be another wait.
    #expect(
      try Self.finding(after: #"{"t":1.3,"event":"wait","duration":0.0005}"#)
        == "session.jsonl:20: entry 19 (wait): a scenario cannot keep it: a scenario's wait "
        + "counts whole milliseconds; this one waits 0.0005s")
  }

  @Test func aTraceTheFlowDisagreesWithMakesNoScenario() throws {
    let lines = try ReplayFixture.editing(
      12, #"{"t":1.3,"event":"step.start","step":"contactInfo"}"#)
    #expect(throws: ReplayFinding.self) {
      try TraceScenario.text(
        from: try Self.trace(lines), definition: try Self.definition(), name: "session")
    }
  }
}
