import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderRecording
import WayfinderFlowFiles
@testable import WayfinderTools

/// A trace records the command that ran: the REPL's `back` as `back`, its `pop` as `pop`. A
/// trace written while the REPL's `back` was a pop — each `back` typed is a `pop` entry — still
/// replays as it ran, and is kept as a scenario that says `pop`, which is what ran; the format
/// stays version 3, since no event changed meaning.
@Suite struct RecordedBackTests {
  static let olderTrace = "Tests/Corpus/replay/demo-back-as-pop.jsonl"

  @Test func aTraceFromWhenBackWasAPopReplaysAsItRan() throws {
    let trace = try TraceReader.read(path: Fixtures.path(Self.olderTrace))
    #expect(trace.header.version == 3)
    let typedBack = trace.records.map(\.entry).filter { $0.input == "back" }
    #expect(typedBack.map(\.event) == Array(repeating: .navigate(.pop()), count: 3))
    #expect(
      typedBack.map(\.refusal) == [
        nil, "Cannot pop: 'details' is the root of modal 'details'.",
        "Cannot pop: 'tab2Home' is the root of tab 'tab2'.",
      ])
    var replay = try TraceReplay(trace, definition: try TraceScenarioTests.definition())
    let end = try replay.playToEnd()
    #expect(end.state.visibleRoute == "tab2Home")
    #expect(end.state.modals.isEmpty)
  }

  @Test func itIsKeptAsAScenarioThatSaysPop() throws {
    let definition = try TraceScenarioTests.definition()
    let trace = try TraceReader.read(path: Fixtures.path(Self.olderTrace))
    let text = try TraceScenario.text(from: trace, definition: definition, name: "older")
    #expect(
      text == """
        # Recorded by Demo (virtual clock), kept by 'wayfinder test --from-trace'.

        scenario: older
        tap Continue
        tap Go to Secondary 1
        pop
        tab tab2
        tap Show details
        pop
        expect error Cannot pop: 'details' is the root of modal 'details'.
        dismiss
        pop
        expect error Cannot pop: 'tab2Home' is the root of tab 'tab2'.
        expect home
        expect tab tab2
        expect no modal
        expect screen tab2Home
        expect fact configLoaded = true
        expect fact lastSeenVersion = 2.0

        """)
  }

  @Test func backIsRecordedAsBackAndKeptAsBack() throws {
    let definition = try TraceScenarioTests.definition()
    var (session, started) = try AppSession.start(definition)
    started.append(contentsOf: session.settle())
    var lines = [
      TraceLine.header(TraceHeader(app: "Demo", clock: .virtual)),
      TraceLine.entry(
        TraceEntry(time: .zero, event: session.traceLaunch(facts: definition.initialFacts))),
    ]
    lines += started.traceEntries().map { TraceLine.entry($0) }
    let commands: [SessionCommand] = [
      .tap(.label("Continue")), .selectTab("tab2"), .tap(.label("Show details")), .back,
      .tap(.label("Show details")), .pop,
    ]
    for command in commands {
      let before = session
      let input = before.traceInput(for: command)
      do throws(SessionError) {
        let output = try session.perform(command, settling: true)
        lines.append(TraceLine.entry(TraceEntry(time: before.time, event: input)))
        lines += output.traceEntries().map { TraceLine.entry($0) }
      } catch {
        lines.append(
          TraceLine.entry(TraceEntry(time: before.time, event: input, refusal: error.description)))
      }
    }
    #expect(lines.contains { $0.contains(#""event":"back""#) })
    let text = try TraceScenario.text(
      from: try TraceScenarioTests.trace(lines), definition: definition, name: "sheet")
    #expect(
      text == """
        # Recorded by Demo (virtual clock), kept by 'wayfinder test --from-trace'.

        scenario: sheet
        tap Continue
        tab tab2
        tap Show details
        back
        tap Show details
        pop
        expect error Cannot pop: 'details' is the root of modal 'details'.
        expect home
        expect tab tab2
        expect modal details
        expect screen details
        expect fact configLoaded = true
        expect fact lastSeenVersion = 2.0

        """)
  }
}
