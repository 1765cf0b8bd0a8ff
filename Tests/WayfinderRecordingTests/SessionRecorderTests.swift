import Testing
import Wayfinder
import WayfinderTesting
import WayfinderRecording

/// Recording from the navigator: each command with what followed, bounded, redacted, and
/// never waiting for the sink.
@Suite struct SessionRecorderTests {
  static func navigator() throws -> Navigator<ScreenRoute> {
    Navigator(
      try NavigationState(tabs: [
        NavigationTab("tab1", root: ScreenRoute("primary")),
        NavigationTab("tab2", root: "settings"),
      ]))
  }

  static func members(_ recorder: SessionRecorder) -> [String] {
    recorder.lines.dropFirst().map { line in
      // Drop `{"t":…,` to compare what matters here.
      String(line.drop { $0 != "," }.dropFirst().dropLast())
    }
  }

  @Test func eachCommandIsRecordedWithItsTransitionOrItsRefusal() throws {
    let navigator = try Self.navigator()
    let recorder = SessionRecorder(app: "Demo")
    navigator.startRecording(recorder)
    try navigator.send(.push(ScreenRoute("item", arguments: ["id": .int(42)])))
    #expect(throws: NavigationError.self) { try navigator.send(.selectTab("tab9")) }
    try navigator.send(.selectTab("tab2"))
    navigator.stopRecording()
    try navigator.send(.selectTab("tab1"))
    #expect(
      Self.members(recorder) == [
        #""event":"push","route":{"screen":"item","arguments":{"id":42}}"#,
        #""event":"transition","command":"push 'item(id: 42)'","screen":"item(id: 42)""#,
        #""event":"selectTab","tab":"tab9","refused":"Unknown tab 'tab9'. Did you mean 'tab1'?""#,
        #""event":"selectTab","tab":"tab2""#,
        #""event":"transition","command":"switch to tab 'tab2'","screen":"settings""#,
      ])
  }

  @Test func theOldestEntriesAreDroppedAndTheHeaderSaysHowMany() throws {
    let navigator = try Self.navigator()
    let recorder = SessionRecorder(app: "Demo", limit: 3)
    navigator.startRecording(recorder)
    for tab in ["tab2", "tab1", "tab2"] { try navigator.send(.selectTab(TabID(tab))) }
    #expect(recorder.entries.count == 3)
    #expect(recorder.droppedCount == 3)
    #expect(
      recorder.lines.first
        == #"{"trace":"wayfinder","version":4,"app":"Demo","clock":"real","limit":3,"dropped":3}"#)
    #expect(
      Self.members(recorder) == [
        #""event":"transition","command":"switch to tab 'tab1'","screen":"primary""#,
        #""event":"selectTab","tab":"tab2""#,
        #""event":"transition","command":"switch to tab 'tab2'","screen":"settings""#,
      ])
    #expect(recorder.text == recorder.lines.map { $0 + "\n" }.joined())
  }

  @Test func namedScreensArgumentsAndURLsAreRedactedEverywhere() throws {
    var rules = NavigationRules<ScreenRoute>()
    try rules.deepLinks.add("demo://account/{id:int}") { parameters in
      DeepLinkTarget(
        tab: "tab1",
        path: [ScreenRoute("account", arguments: ["id": .int(parameters.int("id") ?? 0)])])
    }
    let navigator = Navigator(try Self.navigator().state, rules: rules)
    let recorder = SessionRecorder(
      app: "Demo", redacting: TraceRedaction(screens: ["account"], urls: true),
      clock: InteractionTestClock())
    navigator.startRecording(recorder)
    try navigator.send(.push(ScreenRoute("account", arguments: ["id": .int(7)])))
    try navigator.send(.open(url: "demo://account/8"))
    let text = recorder.text
    #expect(!text.contains("7") && !text.contains("8"), "\(text)")
    #expect(
      Self.members(recorder) == [
        #""event":"push","route":{"screen":"account","arguments":{"id":{"redacted":true}}}"#,
        #""event":"transition","command":"push 'account(id: \"<redacted>\")'","#
          + #""screen":"account(id: \"<redacted>\")""#,
        #""event":"open","url":{"redacted":true}"#,
        #""event":"transition","command":"open '<redacted>'","screen":"account(id: \"<redacted>\")""#,
      ])
  }

  @Test func aSinkGetsTheHeaderThenEveryLineInOrder() async throws {
    let navigator = try Self.navigator()
    let received = Received()
    let recorder = SessionRecorder(app: "Demo") { await received.append($0) }
    navigator.startRecording(recorder)
    try navigator.send(.selectTab("tab2"))
    try navigator.send(.selectTab("tab1"))
    await recorder.flush()
    #expect(await received.lines == recorder.lines)
  }

  @Test func aBlockedSinkNeverHoldsNavigationUpAndLearnsWhatItMissed() async throws {
    let navigator = try Self.navigator()
    let received = Received()
    let gate = Gate()
    let recorder = SessionRecorder(app: "Demo", limit: 10) { lines in
      await received.append(lines)
      await gate.pass()
    }
    navigator.startRecording(recorder)
    try navigator.send(.selectTab("tab2"))  // two entries, handed to the sink, which blocks
    await gate.waitUntilSomeoneWaits()
    for index in 0..<500 { try navigator.send(.selectTab(index % 2 == 0 ? "tab1" : "tab2")) }
    #expect(recorder.entries.count == 10, "memory stays at the limit")
    #expect(recorder.droppedCount == 992)
    await gate.open()
    await recorder.flush()
    let lines = await received.lines
    // The header, the first two entries, the gap, and the ten kept.
    #expect(lines.count == 14)
    #expect(lines[3].hasSuffix(#","event":"dropped","count":990}"#), "\(lines[3])")
    #expect(Array(lines.suffix(10)) == Array(recorder.lines.suffix(10)))
  }

  @Test func flushReturnsAtOnceWithoutASink() async throws {
    let recorder = SessionRecorder(app: "Demo")
    recorder.record(.background)
    await recorder.flush()
    #expect(recorder.entries.map(\.event) == [.background])
  }

  @Test func aZeroLimitKeepsOneEntry() {
    let recorder = SessionRecorder(app: "Demo", limit: 0)
    recorder.record(.background)
    recorder.record(.foreground)
    #expect(recorder.entries.map(\.event) == [.foreground])
    #expect(recorder.header.limit == 1)
  }
}

/// Lines a sink received.
actor Received {
  private(set) var lines: [String] = []
  func append(_ more: [String]) { lines += more }
}

/// Holds whoever passes until it is opened.
actor Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var watchers: [CheckedContinuation<Void, Never>] = []

  func pass() async {
    guard !isOpen else { return }
    await withCheckedContinuation { continuation in
      waiting.append(continuation)
      for watcher in watchers { watcher.resume() }
      watchers = []
    }
  }

  func waitUntilSomeoneWaits() async {
    guard waiting.isEmpty else { return }
    await withCheckedContinuation { watchers.append($0) }
  }

  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }
}
