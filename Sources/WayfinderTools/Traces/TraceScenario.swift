import Wayfinder
import WayfinderRecording
public import WayfinderFlowFiles

/// A recorded session kept as a test: a scenario file that plays the trace's inputs as REPL
/// commands and expects, at the end, where the recording ended — the phase, the tab, every
/// stack's path, the modal, the screen, the windows of an app with several, and the facts
/// that changed.
///
/// ```swift
/// let trace = try TraceReader.read(path: "session.jsonl")
/// let text = try TraceScenario.text(from: trace, definition: definition, name: "session")
/// ```
///
/// The trace is replayed first (``TraceReplay``): a trace the flow disagrees with makes no
/// scenario. Only inputs the REPL has a command for can be written (a tap, `back`, `pop`, `root`,
/// `tab`, `open`, `dismiss`, `set`, `wait`, `relaunch`, `background`, `foreground`, `run`,
/// `cancel`, `window`); a refused one is followed by `expect error`. Scenarios settle the
/// launch after every command, so time that passed between inputs of a real-clock trace
/// becomes a `wait`, and the scenario is run once before it is returned: a trace whose timing a scenario cannot
/// keep is refused with the scenario's failure.
///
/// The file is written by a `ScenarioWriter`, which quotes each label, URL and value as the
/// scenario language reads it: an entry the language cannot say (a URL with a line break, a
/// wait finer than a millisecond) is refused with its line, never written to mean something
/// else.
///
/// A move of the REPL's history (a `goto` entry: `undo`, `redo`, `goto N`) is kept as the
/// history keeps it: the commands undone are left out once a command follows, and the
/// scenario goes on from the point reached. A trace of a session resumed from saved state
/// makes no scenario: a scenario starts at the launch.
///
/// The UI host's presentation and dismissal hand-shakes (a SwiftUI app's, with
/// `waitsForHandshakes`) are checked by the replay and left out of the scenario, which presents
/// each modal without waiting for an animation: a comment at the top of the file says so, and
/// so does a note (``kept(from:definition:name:)``). Background work and splashes end as the
/// flow declares in a scenario; the replay ends them when the recording says.
public enum TraceScenario {
  /// The scenario file for `trace`.
  ///
  /// - Parameters:
  ///   - trace: The recorded session.
  ///   - definition: The app.
  ///   - name: The scenario's name.
  /// - Returns: The file's text.
  /// - Throws: ``ReplayFinding``: where the replay stopped, an input no REPL command
  ///   performs, or what the written scenario did differently.
  public static func text(
    from trace: Trace, definition: FlowDefinition, name: String
  ) throws(ReplayFinding) -> String {
    try kept(from: trace, definition: definition, name: name).text
  }

  /// The scenario file for `trace`, and what it left out of the recording, in words naming
  /// the trace's file and line (`session.jsonl:8: note: …`), for the person keeping it.
  ///
  /// - Parameters:
  ///   - trace: The recorded session.
  ///   - definition: The app.
  ///   - name: The scenario's name.
  /// - Returns: The file's text and the notes.
  /// - Throws: As ``text(from:definition:name:)``.
  public static func kept(
    from trace: Trace, definition: FlowDefinition, name: String
  ) throws(ReplayFinding) -> (text: String, notes: [String]) {
    var replay = try TraceReplay(trace, definition: definition)
    var writer = ScenarioWriter(definition: definition)
    writer.comment(
      "Recorded by \(TraceError.quoted(trace.header.app)) (\(trace.header.clock.rawValue) "
        + "clock), kept by 'wayfinder test --from-trace'.")
    var notes: [String] = []
    if let handshakes = handshakesNote(trace, from: replay.position) {
      for line in handshakes.lines { writer.comment(line) }
      notes.append(
        "\(trace.path):\(handshakes.line): note: "
          + handshakes.lines.joined(separator: " "))
    }
    writer.blankLine()
    writer.scenario(named: name)
    var scenario: AppSession?
    var lastLine = 1
    // The lines of each point of the history (0: the start), refused ones kept with the
    // point they were refused at, and the scenario's session after each.
    var points: [(lines: [Line], session: AppSession)] = []
    var point = 0
    while let step = try replay.playNext() {
      let line = trace.records[step.position].line
      lastLine = line
      if case .launch(let facts, _) = step.entry.event {
        guard scenario == nil else {
          throw finding(trace, step, "a scenario launches once; this trace launches again.")
        }
        var changed = Facts()
        for name in facts.names where facts[name] != definition.initialFacts[name] {
          changed[name] = facts[name]
        }
        do throws(ScenarioWriter.Unwritable) {
          try writer.given(changed)
        } catch {
          throw finding(trace, step, "a scenario cannot start as it did: \(error)")
        }
        do throws(SessionError) {
          var started = try AppSession.start(definition, facts: facts).0
          _ = started.settle()
          scenario = started
          points = [([], started)]
        } catch {
          throw finding(trace, step, "the app does not start: \(error)")
        }
        continue
      }
      if case .restore = step.entry.event {
        throw finding(
          trace, step,
          "a scenario starts at the launch; this session resumed a saved state instead.")
      }
      if case .move(let target) = step.entry.event {
        guard target < points.count else { continue }
        point = target
        scenario = points[target].session
        continue
      }
      guard var session = scenario else { continue }
      if Self.isHandshake(step.entry.event) { continue }
      var added: [Line] = []
      let due = step.entry.time - replay.origin
      if trace.header.clock == .real, due > session.time {
        // A scenario's wait counts whole milliseconds: the time between inputs, rounded up.
        let wait = SessionCommand.wait(
          .milliseconds(ExplorationStep.milliseconds(due - session.time)))
        added.append(Line(.command(wait), step: step))
        _ = try? session.perform(wait, settling: true)
      }
      for (command, written) in try self.commands(for: step, in: trace) {
        added.append(Line(written, step: step))
        do throws(SessionError) {
          _ = try session.perform(command, settling: true)
        } catch {
          added.append(Line(.error(error.description), step: step))
        }
      }
      scenario = session
      if step.refusal == nil, step.entry.event.name != "line" {
        // A new point: the points that could have been redone are gone.
        points.removeLast(points.count - point - 1)
        points.append((added, session))
        point += 1
      } else if !points.isEmpty {
        points[point].lines += added
        points[point].session = session
      }
    }
    for line in points.flatMap(\.lines) {
      do throws(ScenarioWriter.Unwritable) {
        try line.write(into: &writer)
      } catch {
        throw finding(trace, line.step, "a scenario cannot keep it: \(error)")
      }
    }
    guard let end = replay.session else { return (writer.text, notes) }
    do throws(ScenarioWriter.Unwritable) {
      for expectation in expectations(of: end, definition: definition) {
        try writer.expect(expectation)
      }
    } catch {
      throw ReplayFinding(
        path: trace.path, line: lastLine, entry: nil, event: nil, kind: .unreplayable,
        message: "a scenario cannot say where the session ended: \(error)")
    }
    let text = writer.text
    try verify(text, trace: trace, definition: definition, line: lastLine)
    return (text, notes)
  }

  private static func isHandshake(_ event: TraceEvent) -> Bool {
    switch event {
    case .presentationFinished, .dismissalFinished: true
    default: false
    }
  }

  /// What the scenario says of the host's hand-shakes it leaves out, in lines of a comment,
  /// with the trace's line of the first; `nil` when the trace has none from `start` on.
  private static func handshakesNote(
    _ trace: Trace, from start: Int
  ) -> (lines: [String], line: Int)? {
    let lines = trace.records[start...].filter { isHandshake($0.entry.event) }.map(\.line)
    guard let first = lines.first else { return nil }
    let which =
      lines.count == 1
      ? "one presentation or dismissal hand-shake (on line \(first))"
      : "\(lines.count) presentation and dismissal hand-shakes (the first on line \(first))"
    return (
      [
        "Left out the UI host's \(which),",
        "which the replay checks: a scenario presents each modal without waiting for its animation.",
      ], first
    )
  }

  /// One line of the scenario, and the step of the trace it comes from.
  private struct Line {
    enum Kind {
      /// A command.
      case command(SessionCommand)
      /// A fact set to a value.
      case set(String, FactValue)
      /// `expect error`, with the whole message.
      case error(String)
    }

    var kind: Kind
    var step: TraceReplay.Step

    init(_ kind: Kind, step: TraceReplay.Step) {
      self.kind = kind
      self.step = step
    }

    func write(into writer: inout ScenarioWriter) throws(ScenarioWriter.Unwritable) {
      switch kind {
      case .command(let command): try writer.command(command)
      case .set(let fact, let value): try writer.set(fact, to: value)
      case .error(let message): try writer.expectError(startingWith: message)
      }
    }
  }

  /// The REPL commands that perform `step`'s input, each with the line that writes it.
  private static func commands(
    for step: TraceReplay.Step, in trace: Trace
  ) throws(ReplayFinding) -> [(SessionCommand, Line.Kind)] {
    func plain(_ command: SessionCommand) -> [(SessionCommand, Line.Kind)] {
      [(command, .command(command))]
    }
    switch step.entry.event {
    case .tap(_, let label): return plain(.tap(.label(label)))
    case .navigate(.back): return plain(.back)
    case .navigate(.beginBack): return plain(.swipe(.begin))
    case .navigate(.completeBack): return plain(.swipe(.done))
    case .navigate(.cancelBack): return plain(.swipe(.cancel))
    case .navigate(.pop(1, .visible)): return plain(.pop)
    case .navigate(.popToRoot(.visible)): return plain(.root)
    case .navigate(.selectTab(let tab)): return plain(.selectTab(tab.rawValue))
    case .navigate(.open(let url)): return plain(.open(url))
    case .navigate(.dismiss): return plain(.dismiss)
    case .navigate(.selectDetent(let detent, nil)): return plain(.detent(detent))
    case .navigate(.select(let route, let column)):
      return plain(.select(route.description, in: column))
    case .navigate(.deselect(let column)): return plain(.deselect(column))
    case .navigate(.setWidth(let width)): return plain(.width(width))
    case .setFacts(let facts):
      return facts.names.compactMap { name in
        facts[name].map { (SessionCommand.set(fact: name, value: $0.description), .set(name, $0)) }
      }
    case .wait(let duration): return plain(.wait(duration))
    case .relaunch(let source, let link):
      return plain(.relaunch(from: LaunchOrigin(source, link: link)))
    case .background: return plain(.background)
    case .foreground: return plain(.foreground)
    case .run(let steps): return plain(.run(steps.map(\.rawValue)))
    case .cancel(let step): return plain(.cancel(step.rawValue))
    case .cancelAll: return plain(.cancelAll)
    case .openWindow: return plain(.window(.open))
    case .activateWindow(let scene): return plain(.window(.activate(scene.number)))
    case .closeWindow(let scene): return plain(.window(.close(scene.number)))
    case .line: return []
    default:
      throw finding(
        trace, step,
        "a scenario has no command for it: only what the REPL can do is kept as a scenario.")
    }
  }

  /// Where the session ended, as expectations.
  static func expectations(
    of session: AppSession, definition: FlowDefinition
  ) -> [ScenarioExpectation] {
    let state = session.state
    var expectations: [ScenarioExpectation] = []
    if state.phase.isLaunching {
      expectations.append(.launching)
    } else {
      expectations.append(.home)
      if state.home.layout == .tabs {
        expectations.append(.tab(state.home.selectedTab.rawValue))
      }
      if let split = state.home.split {
        // A split's columns, each root first: what each selected, and the width.
        expectations.append(.width(split.width))
        for column in split.columns {
          let routes = state[column: column]?.routes ?? []
          if column == .sidebar, routes.count < 2 { continue }
          expectations.append(.column(column, routes: routes.map(Self.expected)))
        }
      }
      for tab in state.home.tabs where !tab.stack.path.isEmpty && state.home.split == nil {
        expectations.append(
          .path(
            owner: tab.id.rawValue,
            routes: tab.stack.path.map(Self.expected)))
      }
    }
    expectations.append(state.topModal.map { .modal($0.id.rawValue) } ?? .noModal)
    if let route = state.visibleRoute {
      expectations.append(.screen(Self.expected(route)))
    }
    expectations += windowExpectations(of: session.life)
    let facts = session.facts
    for name in facts.names where facts[name] != definition.initialFacts[name] {
      if let value = facts[name] { expectations.append(.fact(name: name, value: value)) }
    }
    return expectations
  }

  /// `route` as an expectation: the screen alone when it takes no arguments.
  static func expected(_ route: ScreenRoute) -> ExpectedRoute {
    ExpectedRoute(route.screen, arguments: route.arguments.isEmpty ? nil : route.arguments)
  }

  /// Runs the scenario `text` once; throws what it did differently.
  private static func verify(
    _ text: String, trace: Trace, definition: FlowDefinition, line: Int
  ) throws(ReplayFinding) {
    let file = ScenarioFile.parse(path: trace.path + ".scenario", text: text, for: definition)
    let problem: String? =
      if file.hasErrors {
        file.rendered()
      } else {
        file.scenarios.compactMap { ScenarioRunner(definition: definition).run($0).failure }
          .first.map(\.description)
      }
    guard let problem else { return }
    throw ReplayFinding(
      path: trace.path, line: line, entry: nil, event: nil, kind: .unreplayable,
      message: "a scenario cannot keep this trace (it settles the launch after every "
        + "command):\n\(problem)")
  }

  private static func finding(
    _ trace: Trace, _ step: TraceReplay.Step, _ message: String
  ) -> ReplayFinding {
    let record = trace.records[step.position]
    return ReplayFinding(
      path: trace.path, line: record.line, entry: step.position + 1,
      event: record.entry.event.name, kind: .unreplayable, message: message)
  }
}
