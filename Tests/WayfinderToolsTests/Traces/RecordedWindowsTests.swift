import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderPersistence
import WayfinderRecording
@testable import WayfinderTools

/// A session of an app with several windows, recorded as the REPL's `--trace` records it:
/// `window new`, `window N` and `window close [N]` are `openWindow`, `activateWindow` and
/// `closeWindow` entries (version 4), which replay in the window they name and are kept as a
/// scenario's `window` lines.
@Suite struct RecordedWindowsTests {
  /// The trace lines of `commands` given to a fresh session of the app (or to `session`),
  /// as the REPL writes them: refused ones marked.
  private static func record(
    _ commands: [SessionCommand], definition: FlowDefinition, resuming resumed: AppSession? = nil,
    restore: TraceEvent? = nil
  ) throws -> (lines: [String], session: AppSession) {
    var lines = [TraceLine.header(TraceHeader(app: definition.app, clock: .virtual))]
    var session: AppSession
    if let resumed, let restore {
      session = resumed
      lines += TraceLine.lines(TraceEntry(time: .zero, event: restore))
    } else {
      var (started, output) = try AppSession.start(definition)
      output.append(contentsOf: started.settle())
      session = started
      lines += TraceLine.lines(
        TraceEntry(time: .zero, event: session.traceLaunch(facts: definition.initialFacts)))
      lines += output.traceEntries().flatMap { TraceLine.lines($0) }
    }
    for command in commands {
      let input = session.traceInput(for: command)
      let time = session.time
      do throws(SessionError) {
        let output = try session.perform(command, settling: true)
        lines += TraceLine.lines(TraceEntry(time: time, event: input))
        lines += output.traceEntries().flatMap { TraceLine.lines($0) }
      } catch {
        lines += TraceLine.lines(TraceEntry(time: time, event: input, refusal: error.description))
      }
    }
    return (lines, session)
  }

  private static func trace(_ lines: [String]) throws -> Trace {
    try TraceReader.read(Array(lines.joined(separator: "\n").utf8), path: "desk.jsonl")
  }

  /// Unlock, a second window on a note, back to the first (the prompt asked for there), a
  /// window that cannot be activated, and the second closed from the first.
  private static let commands: [SessionCommand] = [
    .tap(.label("Unlock")), .window(.open), .tap(.label("Open note 7")), .window(.activate(1)),
    .window(.activate(5)), .tap(.label("Rate us")), .window(.open), .window(.close(nil)),
    .window(.close(2)),
  ]

  @Test func windowChangesAreRecordedAsWindowEntries() throws {
    let definition = try Fixtures.windowsDefinition()
    let (lines, _) = try Self.record(Self.commands, definition: definition)
    #expect(lines.first?.contains(#""version":4"#) == true, "\(lines)")
    let windowLines = lines.filter { $0.contains("Window") }
    #expect(
      windowLines == [
        #"{"t":0,"event":"openWindow"}"#,
        #"{"t":0,"event":"activateWindow","window":1}"#,
        #"{"t":0,"event":"activateWindow","window":5,"refused":"There is no window 5: the open windows are 1, 2."}"#,
        #"{"t":0,"event":"openWindow"}"#,
        // `window close` names the window it closed: the active one, window 3.
        #"{"t":0,"event":"closeWindow","window":3}"#,
        #"{"t":0,"event":"closeWindow","window":2}"#,
      ], "\(lines.joined(separator: "\n"))")
    let read = try Self.trace(lines).records.map(\.entry.event)
    #expect(read.contains(.activateWindow(SceneID(1))))
    #expect(read.contains(.closeWindow(SceneID(3))))
    #expect(!read.contains { $0.name == "line" })
  }

  @Test func aTraceOfSeveralWindowsReplaysToWhereTheSessionEnded() throws {
    let definition = try Fixtures.windowsDefinition()
    let (lines, recorded) = try Self.record(
      Self.commands + [.window(.open), .tap(.label("Open note 7"))], definition: definition)
    var replay = try TraceReplay(try Self.trace(lines), definition: definition)
    let session = try replay.playToEnd()
    #expect(session.life.scenes == recorded.life.scenes)
    #expect(session.life.activeScene == SceneID(4))
    #expect(session.life.navigation(in: .first) == recorded.life.navigation(in: .first))
    #expect(session.state == recorded.state)
    // The prompt asked for in window 1 moved with the user to window 4.
    #expect(session.state.topModal?.id == "review")
  }

  @Test func aTraceOfSeveralWindowsIsKeptAsAScenarioThatRuns() throws {
    let definition = try Fixtures.windowsDefinition()
    let (lines, _) = try Self.record(
      Self.commands + [.window(.open), .tap(.label("Not now"))], definition: definition)
    let text = try TraceScenario.text(
      from: try Self.trace(lines), definition: definition, name: "windows")
    #expect(
      text.contains(
        "\ntap Unlock\nwindow new\ntap Open note 7\nwindow 1\nwindow 5\n"
          + "expect error There is no window 5"), "\(text)")
    #expect(text.contains("\nwindow close 3\nwindow close 2\nwindow new\n"), "\(text)")
    // Where the windows ended: two open, the new one active, the first on its list.
    #expect(
      text.contains(
        "\nexpect windows 2\nexpect window 4 active\nexpect window 1 shows list\n"), "\(text)")
  }

  @Test func aResumedSessionKeepsItsWindowsInTheReplay() throws {
    let definition = try Fixtures.windowsDefinition()
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    let commands: [SessionCommand] = [
      .tap(.label("Unlock")), .window(.open), .selectTab("settings"), .tap(.label("Compose")),
    ]
    for command in commands {
      _ = try session.perform(command, settling: true)
    }
    let document = try SavedState(session).encoded(compact: true)
    let restored = try SavedState(decoding: document).restore(against: definition)
    #expect(restored.otherScenes.keys.sorted() == [.first])
    let (resumed, _) = try AppSession.resume(
      definition, state: restored.state, facts: restored.facts, activeScene: restored.activeScene,
      otherScenes: restored.otherScenes)
    #expect(resumed.life.scenes == [SceneID(1), SceneID(2)])
    let (lines, recorded) = try Self.record(
      [.window(.activate(1)), .tap(.label("Open note 7")), .window(.close(2))],
      definition: definition, resuming: resumed,
      restore: .restore(state: String(decoding: document, as: UTF8.self)))
    var replay = try TraceReplay(try Self.trace(lines), definition: definition)
    let replayed = try replay.playToEnd()
    #expect(replayed.life.scenes == [.first])
    #expect(replayed.state == recorded.state)
    #expect(replayed.state.visibleRoute?.screen == "note")
  }

  @Test func aWindowEntryInAnOlderVersionsTraceIsRefusedByName() throws {
    let text = """
      {"trace":"wayfinder","version":3,"app":"Desk","clock":"virtual"}
      {"t":0,"event":"launch","facts":{},"steps":["passcode"]}
      {"t":0,"event":"activateWindow","window":2}
      """
    #expect {
      _ = try TraceReader.read(Array(text.utf8), path: "old.jsonl")
    } throws: { error in
      (error as? TraceError)?.description
        == "old.jsonl:3: 'activateWindow' entries came in version 4, but the header says "
        + "version 3; a writer of version 3 cannot have written it. Record the session again, "
        + "or correct the header's version."
    }
  }

  @Test func aWindowEntryNeedsTheWindowsNumber() throws {
    for (line, found) in [
      (#"{"t":0,"event":"closeWindow"}"#, "; it is missing."),
      (#"{"t":0,"event":"activateWindow","window":0}"#, "; found the number 0."),
    ] {
      let text = """
        {"trace":"wayfinder","version":4,"app":"Desk","clock":"virtual"}
        {"t":0,"event":"launch","facts":{},"steps":["passcode"]}
        \(line)
        """
      #expect {
        _ = try TraceReader.read(Array(text.utf8), path: "bad.jsonl")
      } throws: { error in
        let description = (error as? TraceError)?.description ?? ""
        return description.hasPrefix("bad.jsonl:3") && description.contains("'window'")
          && description.hasSuffix(found)
      }
    }
  }

  /// Random sessions of windows — taps, back, tabs, links of every window rule, windows
  /// opened, switched to and closed (refused ones too) — each recorded, replayed to where it
  /// ended, and kept as a scenario that passes.
  @Test(arguments: 1...24)
  func aRandomSessionOfWindowsReplaysAndIsKept(seed: UInt64) throws {
    let definition = try Fixtures.windowsDefinition()
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
    let links = ["desk://note/3", "desk://show/7", "desk://compose"]
    let commands: [SessionCommand] = (0..<30).map { _ in
      switch random(12) {
      case 0..<4: .tap(.number(random(3) + 1))
      case 4: .back
      case 5: .window(.open)
      case 6: .window(.activate(random(5) + 1))
      case 7: .window(.close(random(3) == 0 ? nil : random(5) + 1))
      case 8: .selectTab(random(2) == 0 ? "notes" : "settings")
      case 9: .open(links[random(links.count)])
      case 10: .set(fact: "passcodeRequired", value: "true")
      default: .relaunch(from: .icon)
      }
    }
    let (lines, recorded) = try Self.record(commands, definition: definition)
    let trace = try Self.trace(lines)
    var replay = try TraceReplay(trace, definition: definition)
    let session = try replay.playToEnd()
    #expect(session.life.scenes == recorded.life.scenes)
    #expect(session.life.activeScene == recorded.life.activeScene)
    for scene in recorded.life.scenes {
      #expect(session.life.navigation(in: scene) == recorded.life.navigation(in: scene))
    }
    #expect(session.life.sceneInvariantViolations() == [])
    // Kept as a scenario, which is run once before it is returned.
    _ = try TraceScenario.text(from: trace, definition: definition, name: "random \(seed)")
  }
}
