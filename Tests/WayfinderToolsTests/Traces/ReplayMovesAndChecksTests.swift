import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools
import WayfinderRecording

/// What format version 2 adds to a replay: `goto` entries (the REPL's history moves) and
/// `restore` entries (a resumed session) are honoured, and forward navigation and the host's
/// hand-shakes are checked against the flow.
@Suite struct ReplayMovesAndChecksTests {
  static let header = #"{"trace":"wayfinder","version":2,"app":"Demo","clock":"virtual"}"#

  /// The fixture's launch and first tap (entries 1 to 17), on a virtual clock.
  static func launched() throws -> [String] {
    [header] + Array(try ReplayFixture.lines()[1..<19])
  }

  static func finding(_ lines: [String]) throws -> String {
    try ReplayFixture.finding(lines, path: "t.jsonl")
  }

  static func end(_ lines: [String]) throws -> AppSession {
    var replay = try ReplayFixture.replay(lines, path: "t.jsonl")
    return try replay.playToEnd()
  }

  @Test func aMoveGoesBackToThePointItNames() throws {
    let lines =
      try Self.launched() + [
        #"{"t":1.3,"event":"tap","screen":"primary","label":"Go to Secondary 1"}"#,
        #"{"t":1.3,"event":"transition","command":"push 'secondary1'","screen":"secondary1"}"#,
        #"{"t":1.3,"event":"tap","screen":"secondary1","label":"Go to Tertiary"}"#,
        #"{"t":1.3,"event":"transition","command":"push 'tertiary'","screen":"tertiary"}"#,
        #"{"t":1.3,"event":"goto","point":1,"input":"undo"}"#,
        #"{"t":1.3,"event":"tap","screen":"primary","label":"Go to Secondary 2"}"#,
        #"{"t":1.3,"event":"transition","command":"push 'secondary2'","screen":"secondary2"}"#,
        #"{"t":1.3,"event":"goto","point":2,"input":"goto 2"}"#,
      ]
    // Point 1 is after 'Continue'; the tap after the move to it dropped points 2 and 3
    // (Secondary 1, Tertiary), so point 2 is now Secondary 2.
    #expect(try Self.end(lines).state.visibleRoute == ScreenRoute("secondary2"))
    var beyond = lines
    beyond[beyond.count - 1] = #"{"t":1.3,"event":"goto","point":4,"input":"goto 4"}"#
    #expect(
      try Self.finding(beyond)
        == "t.jsonl:27: entry 26 (goto): the REPL went to point 4, but its history held commands "
        + "0 to 2 then.")
  }

  /// Points far apart: reached from the copies kept every 64 commands.
  @Test func aMoveFarBackIsTheSessionAsItWas() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var lines = try RecordedSession.lines(definition, commands: 300, seed: 5)
    let trace = try RecordedSession.trace(lines)
    var replay = try TraceReplay(trace, definition: definition)
    var states: [NavigationState<ScreenRoute>] = []
    while let step = try replay.playNext() {
      if step.refusal == nil { states.append(try #require(replay.session).state) }
    }
    for point in [0, 1, 63, 64, 65, 130, states.count - 1] {
      var moved = lines
      moved.append(#"{"t":999,"event":"goto","point":\#(point)}"#)
      var again = try TraceReplay(try RecordedSession.trace(moved), definition: definition)
      #expect(try again.playToEnd().state == states[point], "point \(point)")
    }
    lines.append(#"{"t":999,"event":"goto","point":0}"#)
    lines.append(#"{"t":0,"event":"wait","duration":0.001}"#)
    #expect(throws: Never.self) { try RecordedSession.trace(lines) }
  }

  @Test func timeGoesBackOnlyAfterAMove() throws {
    let lines = [
      Self.header, #"{"t":2,"event":"wait","duration":2}"#, #"{"t":1,"event":"pop"}"#,
    ]
    #expect(throws: TraceError.self) { try RecordedSession.trace(lines) }
    let moved = [Self.header, #"{"t":2,"event":"goto","point":0}"#, #"{"t":1,"event":"pop"}"#]
    #expect(try RecordedSession.trace(moved).records.count == 2)
  }

  @Test func anEntryOfALaterVersionIsRefusedByName() throws {
    let old = #"{"trace":"wayfinder","version":1,"app":"Demo","clock":"virtual"}"#
    do {
      _ = try RecordedSession.trace([old, #"{"t":0,"event":"goto","point":0}"#])
      Issue.record("read")
    } catch let error as TraceError {
      #expect(
        error.description
          == "t.jsonl:2: 'goto' entries came in version 2, but the header says version 1; a "
          + "writer of version 1 cannot have written it. Record the session again, or correct the "
          + "header's version.")
    }
  }

  @Test func aRestoredSessionReplaysFromItsState() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var state = try Self.end(try ReplayFixture.lines()).state
    state.home.tabs[0].stack.path.removeLast()
    let document = String(
      decoding: try SavedState(
        SavedLife(navigation: state, facts: definition.initialFacts), definition: definition
      )
      .encoded(), as: UTF8.self)
    let restore = TraceLine.entry(TraceEntry(time: .zero, event: .restore(state: document)))
    let lines = [
      Self.header, restore, #"{"t":0,"event":"tap","screen":"secondary1","label":"Open item 42"}"#,
      #"{"t":0,"event":"transition","command":"push 'item(id: 42)'","screen":"item(id: 42)"}"#,
    ]
    #expect(
      try Self.end(lines).state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(42)]))
    let broken = TraceLine.entry(TraceEntry(time: .zero, event: .restore(state: "{\"app\":")))
    #expect(
      try Self.finding([Self.header, broken])
        == "t.jsonl:2: entry 1 (restore): the saved state it holds is cut short: its JSON "
        + "ends before it is complete.")
  }

  /// A split's selection is forward navigation too: the mailboxes select a folder's messages,
  /// never a message of their own.
  @Test func aSelectionMustFollowADeclaredEdge() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/mail")).definition)
    var (session, lines) = try RecordedSession.launched(definition)
    func record(_ command: SessionCommand) throws {
      let input = session.traceInput(for: command)
      let time = session.time
      let output = try session.perform(command, settling: true)
      lines.append(TraceLine.entry(TraceEntry(time: time, event: input)))
      lines += output.traceEntries().map { TraceLine.entry($0) }
    }
    func finding() throws -> String? {
      var replay = try TraceReplay(try RecordedSession.trace(lines), definition: definition)
      do {
        _ = try replay.playToEnd()
        return nil
      } catch {
        return error.description
      }
    }
    try record(.tap(.label("Unlock")))
    try record(.select(#"messageList(folder: "inbox")"#, in: .content))
    #expect(try finding() == nil, "the mailboxes declare it")
    // The session holds no app to its declared edges; the replay does.
    try record(.select(#"messageList(folder: "sent")"#, in: .detail))
    let found = try #require(try finding())
    #expect(found.contains("the flow declares no such edge"), "\(found)")
  }

  @Test func forwardNavigationMustFollowADeclaredEdge() throws {
    let lines = try ReplayFixture.editing(
      20, #"{"t":1.3,"event":"push","route":{"screen":"tertiary"}}"#)
    #expect(
      try Self.finding(lines)
        == "t.jsonl:20: entry 19 (push): the flow declares no such edge: 'primary' has no action "
        + "that does push 'tertiary'; the closest it declares is 'Go to Secondary 1' (push "
        + "'secondary1').")
    var replay = try ReplayFixture.replay(lines, path: "t.jsonl")
    replay.checksDeclaredEdges = false
    #expect(throws: ReplayFinding.self) { try replay.playToEnd() }  // the outcome differs then
  }

  /// A hand-shake for a modal the replay does not show, or a dismissal of one it still shows,
  /// is a finding (`RealServicesReplayTests` replays a whole recording with hand-shakes).
  @Test func handShakesMustAgreeWithTheScreen() throws {
    var wrong = try ReplayFixture.lines()
    wrong.insert(#"{"t":1.3,"event":"presentationFinished","modal":"details"}"#, at: 12)
    #expect(
      try Self.finding(wrong)
        == "t.jsonl:13: entry 12 (presentationFinished): the host says modal 'details' is on "
        + "screen; the replay shows modal 'whatsNew'. It waits for the host to say modal "
        + "'whatsNew' is on screen, which the recording has not said.")
    var early = try ReplayFixture.lines()
    early.insert(#"{"t":1.3,"event":"dismissalFinished","modal":"whatsNew"}"#, at: 12)
    #expect(
      try Self.finding(early)
        == "t.jsonl:13: entry 12 (dismissalFinished): the host says modal 'whatsNew' has gone from "
        + "the screen; the replay still shows it.")
  }
}
