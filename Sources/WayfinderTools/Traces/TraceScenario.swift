import Wayfinder

/// A recorded session kept as a test: a scenario file that plays the trace's inputs as REPL
/// commands and expects, at the end, where the recording ended — the phase, the tab, every
/// stack's path, the modal, the screen and the facts that changed.
///
/// ```swift
/// let trace = try TraceReader.read(path: "session.jsonl")
/// let text = try TraceScenario.text(from: trace, definition: definition, name: "session")
/// ```
///
/// The trace is replayed first (``TraceReplay``): a trace the flow disagrees with makes no
/// scenario. Only inputs the REPL has a command for can be written (a tap, `back`, `root`,
/// `tab`, `open`, `dismiss`, `set`, `wait`, `relaunch`, `background`, `foreground`, `run`,
/// `cancel`); a refused one is followed by `expect error`. Scenarios settle the launch after
/// every command, so time that passed between inputs of a real-clock trace becomes a `wait`,
/// and the scenario is run once before it is returned: a trace whose timing a scenario cannot
/// keep is refused with the scenario's failure.
///
/// A move of the REPL's history (a `goto` entry: `undo`, `redo`, `goto N`) is kept as the
/// history keeps it: the commands undone are left out once a command follows, and the
/// scenario goes on from the point reached. A trace of a session resumed from saved state
/// makes no scenario: a scenario starts at the launch.
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
    var replay = try TraceReplay(trace, definition: definition)
    var lines = [
      "# Recorded by \(TraceError.quoted(trace.header.app)) (\(trace.header.clock.rawValue) "
        + "clock), kept by 'wayfinder test --from-trace'.",
      "",
      "scenario: " + LineComment.escaped(TerminalText.sanitized(name)),
    ]
    var scenario: AppSession?
    var lastLine = 1
    // The commands of each point of the history (0: the start), refused ones kept with the
    // point they were refused at, and the scenario's session after each.
    var points: [(lines: [String], session: AppSession)] = []
    var point = 0
    while let step = try replay.playNext() {
      let line = trace.records[step.position].line
      lastLine = line
      if case .launch(let facts, _) = step.entry.event {
        guard scenario == nil else {
          throw finding(trace, step, "a scenario launches once; this trace launches again.")
        }
        let changed = facts.names.filter { facts[$0] != definition.initialFacts[$0] }
        if !changed.isEmpty {
          lines.append(
            "given facts: { "
              + changed.compactMap { name in facts[name].map { "\(name): \($0)" } }
              .joined(separator: ", ") + " }")
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
      let commands = try self.commands(for: step, in: trace)
      var added: [String] = []
      let due = step.entry.time - replay.origin
      if trace.header.clock == .real, due > session.time {
        let wait = SessionCommand.wait(due - session.time)
        added.append(ExplorationStep.line(for: wait))
        _ = try? session.perform(wait, settling: true)
      }
      for command in commands {
        added.append(ExplorationStep.line(for: command))
        do throws(SessionError) {
          _ = try session.perform(command, settling: true)
        } catch {
          // Up to any `#`, which could start a comment: `expect error` matches a start.
          var message = error.description.prefix { $0 != "#" }
          while message.last == " " { message.removeLast() }
          added.append("expect error \(message)")
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
    lines += points.flatMap(\.lines)
    guard let end = replay.session else { return lines.joined(separator: "\n") + "\n" }
    lines += expectations(of: end, definition: definition)
    let text = lines.joined(separator: "\n") + "\n"
    try verify(text, trace: trace, definition: definition, line: lastLine)
    return text
  }

  /// The REPL commands that perform `step`'s input.
  private static func commands(
    for step: TraceReplay.Step, in trace: Trace
  ) throws(ReplayFinding) -> [SessionCommand] {
    switch step.entry.event {
    case .tap(_, let label): return [.tap(.label(label))]
    case .navigate(.pop(1, .visible)): return [.back]
    case .navigate(.popToRoot(.visible)): return [.root]
    case .navigate(.selectTab(let tab)): return [.selectTab(tab.rawValue)]
    case .navigate(.open(let url)): return [.open(url)]
    case .navigate(.dismiss): return [.dismiss]
    case .setFacts(let facts):
      return facts.names.compactMap { name in
        facts[name].map { SessionCommand.set(fact: name, value: $0.description) }
      }
    case .wait(let duration): return [.wait(duration)]
    case .relaunch(let source, let link): return [.relaunch(from: LaunchOrigin(source, link: link))]
    case .background: return [.background]
    case .foreground: return [.foreground]
    case .run(let steps): return [.run(steps.map(\.rawValue))]
    case .cancel(let step): return [.cancel(step.rawValue)]
    case .cancelAll: return [.cancelAll]
    case .line: return []
    default:
      throw finding(
        trace, step,
        "a scenario has no command for it: only what the REPL can do is kept as a scenario.")
    }
  }

  /// Where the session ended, as expectations.
  static func expectations(of session: AppSession, definition: FlowDefinition) -> [String] {
    let state = session.state
    var lines: [String] = []
    if state.phase.isLaunching {
      lines.append("expect launching")
    } else {
      lines.append("expect home")
      if state.home.layout == .tabs { lines.append("expect tab \(state.home.selectedTab)") }
      for tab in state.home.tabs where !tab.stack.path.isEmpty {
        lines.append(
          "expect path \(tab.id) = [" + tab.stack.path.map(\.description).joined(separator: ", ")
            + "]")
      }
    }
    lines.append(state.topModal.map { "expect modal \($0.id)" } ?? "expect no modal")
    if let route = state.visibleRoute { lines.append("expect screen \(route)") }
    let facts = session.facts
    for name in facts.names where facts[name] != definition.initialFacts[name] {
      if let value = facts[name] { lines.append("expect fact \(name) = \(value)") }
    }
    return lines
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
