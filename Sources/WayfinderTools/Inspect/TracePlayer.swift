import Wayfinder
public import WayfinderRecording
public import WayfinderFlowFiles

/// Plays a trace's entries on an ``AppSession`` one at a time, as they arrive, to know where
/// the recorded app is: the lenient, incremental counterpart of ``TraceReplay``.
///
/// A replay checks a whole trace and stops at the first disagreement; a player goes on, so
/// that a recording still being written can be watched. Each input is performed as a replay
/// performs it (``AppSession/perform(recorded:settling:)``); a `launch` starts a new session
/// with the recorded facts. With a `real` clock, time passes up to each entry's `t`, and
/// splashes, work and timeouts end when the recording says they did
/// (``AppSession/perform(environment:)``); with a `virtual` one, the launch settles after each
/// input. What the player cannot follow is said
/// in a note and skipped, never thrown: an input recorded as refused (the app did nothing), a
/// route to a screen the flow does not declare, a fact it does not declare or of another type,
/// an input the flow refuses, entries before the first launch, entries the recorder dropped.
///
/// ```swift
/// var player = TracePlayer(header: header, definition: definition)
/// for record in records { player.play(record) }
/// print(player.session?.state.visibleRoute)
/// ```
///
/// Each entry costs O(what its input does); memory is the session and the notes of the last
/// entry played.
public struct TracePlayer: Sendable {
  /// The trace's header.
  public let header: TraceHeader
  /// The app.
  public let definition: FlowDefinition
  /// The session, once a launch has been played.
  public private(set) var session: AppSession?
  /// What the last entry played could not do, in words naming its line.
  public private(set) var notes: [String] = []
  /// The recorded time of the session's zero.
  private var origin: Duration = .zero

  /// Prepares to play the entries of a trace with `header` against `definition`.
  public init(header: TraceHeader, definition: FlowDefinition) {
    self.header = header
    self.definition = definition
  }

  /// Plays `record`: performs it when it is an input, lets time pass up to it on a real clock.
  ///
  /// - Returns: What it could not do (also in ``notes``), each naming the record's line.
  @discardableResult
  public mutating func play(_ record: Trace.Record) -> [String] {
    notes = []
    let entry = record.entry
    switch entry.event {
    case .launch(let facts, _):
      start(with: facts, line: record.line, at: entry.time)
    case .dropped(let count):
      note(record.line, "the recorder dropped \(count) entries here; what follows may differ.")
    case _ where !entry.event.isInput:
      pass(to: entry.time)
      playEnvironment(entry.event, line: record.line)
    case _ where entry.refusal != nil:
      pass(to: entry.time)
    default:
      perform(entry, line: record.line)
    }
    return notes
  }

  /// Lets time pass up to `time`, a recorded time, on a real clock; nothing on a virtual one.
  public mutating func pass(to time: Duration) {
    guard header.clock == .real, var session else { return }
    let target = time - origin
    guard target > session.time,
      (try? session.perform(SessionCommand.wait(target - session.time), settling: false)) != nil
    else { return }
    self.session = session
  }

  private mutating func start(with recorded: Facts, line: Int, at time: Duration) {
    var facts = definition.initialFacts
    for name in recorded.names {
      guard let value = recorded[name] else { continue }
      if header.redaction.facts.contains(name), value == .string(TraceRedaction.placeholder) {
        continue
      }
      guard definition.fact(name)?.type == value.type else {
        note(
          line,
          "the app launched with fact '\(TraceError.quoted(name))', which the flow "
            + "does not declare as it is; it is left out.")
        continue
      }
      facts[name] = value
    }
    do throws(SessionError) {
      var (started, _) = try AppSession.start(
        definition, facts: facts, timing: header.clock == .real ? .external : .declared)
      if header.clock == .virtual { _ = started.settle() }
      session = started
      origin = time
    } catch {
      note(line, "the flow cannot launch: \(error.description)")
    }
  }

  private mutating func perform(_ entry: TraceEntry, line: Int) {
    guard var session else {
      note(line, "'\(entry.event.name)' comes before any launch; it is skipped.")
      return
    }
    pass(to: entry.time)
    session = self.session ?? session
    if case .navigate(let command) = entry.event, let screen = undeclared(in: command) {
      note(
        line,
        "'\(TraceError.quoted(screen))' is a screen the flow does not declare; "
          + "'\(entry.event.name)' is skipped.")
      return
    }
    if case .setFacts(let facts) = entry.event,
      let name = facts.names.first(where: { definition.fact($0) == nil })
    {
      note(
        line,
        "'\(TraceError.quoted(name))' is a fact the flow does not declare; 'set' is "
          + "skipped.")
      return
    }
    do throws(SessionError) {
      _ = try session.perform(recorded: entry.event, settling: header.clock == .virtual)
      self.session = session
    } catch {
      if case .clock(let clock) = error {
        note(line, TraceReplay.pastClockLimit(clock) + " It is skipped.")
      } else {
        note(line, "the flow refuses '\(entry.event.name)': \(error.description)")
      }
    }
  }

  /// Ends a step's work (or splash) or fires its timeout when the recorded outcome `event`
  /// says the environment did; the facts the work returned that the flow does not declare as
  /// they are, are left out.
  private mutating func playEnvironment(_ event: TraceEvent, line: Int) {
    guard header.clock == .real, var session,
      case .launchEvent(let kind, let step, let returned) = event
    else { return }
    var facts = Facts()
    for name in returned.names {
      guard let value = returned[name] else { continue }
      if header.redaction.facts.contains(name), value == .string(TraceRedaction.placeholder) {
        continue
      }
      guard definition.fact(name)?.type == value.type else {
        note(
          line,
          "the work returned fact '\(TraceError.quoted(name))', which the flow does not "
            + "declare as it is; it is left out.")
        continue
      }
      facts[name] = value
    }
    guard session.perform(environment: .launchEvent(kind, step: step, returned: facts)) != nil
    else { return }
    self.session = session
  }

  /// The first screen `command` names that the flow does not declare.
  private func undeclared(in command: NavigationCommand<ScreenRoute>) -> String? {
    var found: String?
    _ = command.mappingRoutes { route in
      if found == nil, definition.screen(for: route) == nil { found = route.screen }
      return route
    }
    return found
  }

  private mutating func note(_ line: Int, _ text: String) {
    notes.append("line \(line): \(text)")
  }
}
