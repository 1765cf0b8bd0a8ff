import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderTesting
@testable import WayfinderTools
import WayfinderRecording

/// The samples of the article on recording and replaying sessions, run.
@Suite struct RecordingArticleTests {
  @Test func anAppRecordsItsSession() async throws {
    let received = Received()
    let recorder = SessionRecorder(
      app: DemoFlow.app, limit: 5_000, redacting: TraceRedaction(screens: ["item"])
    ) { lines in
      await received.append(lines)  // the sink: called off the main actor
    }
    let program = DemoFlow.program()
    let navigator = Navigator(program.initialState, rules: program.rules)
    navigator.startRecording(recorder)
    let launch = InteractionCoordinator(navigator: navigator, facts: program.initialFacts)
    try await launch.run(program.launchSteps)
    try launch.navigator.send(.open(url: "demo://item/7"))
    await recorder.flush()  // the sink has every line so far
    // Read before the trace: the launch goes on on the real clock, and what the sink gets after
    // this is in a trace read later too.
    let flushed = await received.lines
    let trace = recorder.text  // the last 5 000 entries, header first
    let lines = trace.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == #"{"trace":"wayfinder","version":4,"app":"Demo","clock":"real","limit":5000,"#
        + #""redacted":{"screens":["item"]}}"#)
    #expect(lines.contains { $0.hasSuffix(#","event":"open","url":"demo://item/7"}"#) })
    // The sink has what was recorded before the flush; the launch may have gone on since.
    #expect(lines.starts(with: flushed) && flushed.count >= 3)
    await launch.cancelAll()
  }

  @Test func aTraceReplays() throws {
    let tracePath = Fixtures.path("Tests/Corpus/replay/demo-session.jsonl")
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let trace = try TraceReader.read(path: tracePath)
    var replay = try TraceReplay(trace, definition: definition)
    let session = try replay.playToEnd()
    let screen = session.state.visibleRoute  // where the recording ended
    #expect(screen == ScreenRoute("item", arguments: ["id": .int(42)]))
  }
}

/// Lines a sink received.
actor Received {
  private(set) var lines: [String] = []
  func append(_ more: [String]) { lines += more }
}
