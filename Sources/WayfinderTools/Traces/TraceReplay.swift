public import Wayfinder
public import WayfinderRecording
public import WayfinderFlowFiles

/// Plays a recorded session back against flow files, one input at a time, and stops at the
/// first place where the recording and the flow disagree.
///
/// ```swift
/// let trace = try TraceReader.read(path: "session.jsonl")
/// var replay = try TraceReplay(trace, definition: definition)
/// let session = try replay.playToEnd()      // or step with playNext()
/// print(session.state.visibleRoute)
/// ```
///
/// Each input (`TraceEvent.isInput`) is checked against the flow — a screen, modal, fact or
/// step it does not declare, an action its screen does not have — and performed on an
/// ``AppSession`` (``AppSession/perform(_:settling:)``): a `launch` starts the session with the
/// recorded facts. With a `real` clock, time then passes up to the next input's `t`, and what
/// the environment decided is taken from the recording (``timing`` is `external`): a splash,
/// a piece of work or a timeout ends when its recorded `step.finish`, `error`, `step.cancel`,
/// `step.skip` or `step.timeout` says, with the facts the work returned, not after the
/// duration the flow declares; with a `virtual` one (and for a REPL session with moves), the
/// launch settles after each input on the declared durations, as the REPL's scripts do. A
/// recording with the host's hand-shakes replays with modal steps waiting for them
/// (``waitsForHandshakes``). What followed
/// — transitions and launch events — must be what the recording has next, in order (compared
/// as `TraceEvent`s, times and failure messages aside); an outcome may be recorded one input
/// late, as an app's launch coordinator notices a dismissed modal on its next turn. A refusal
/// must be a refusal on both sides.
///
/// Every step is O(what the input does); the whole replay is linear in the trace.
public struct TraceReplay: Sendable {
  /// What one input did in the replay.
  public struct Step: Sendable {
    /// The input's position in the trace's records.
    public var position: Int
    /// The input.
    public var entry: TraceEntry
    /// What the replay did for it, time passing after it included.
    public var output: SessionOutput
    /// The replay's refusal, when the flow refused it too.
    public var refusal: String?
  }

  /// An outcome still to be matched.
  struct Outcome: Sendable {
    var position: Int
    /// How many inputs come before it.
    var window: Int
    var event: TraceEvent
  }

  /// The trace.
  public let trace: Trace
  /// The app.
  public let definition: FlowDefinition
  /// The session, once the launch has been played.
  public internal(set) var session: AppSession?
  /// The position in ``Trace/records`` the replay has reached.
  public internal(set) var position: Int
  /// What the replay did that the recording could not say exactly: stand-ins for redacted
  /// values, dropped entries skipped.
  public internal(set) var notes: [String] = []
  /// How many inputs have been played.
  public internal(set) var inputsPlayed = 0
  /// The recorded time of the session's zero.
  var origin: Duration = .zero
  /// The recorded transitions and launch events, in order: built once and shared by every
  /// copy of the replay (a copy costs O(1)), read through ``matched``.
  var transitions: [Outcome] = []
  var events: [Outcome] = []
  /// How many of ``transitions`` and ``events`` the replay has matched.
  var matched = (transitions: 0, events: 0)
  /// The flow's declared edges, which the app's forward navigation must follow.
  let edges: DeclaredEdges<ScreenRoute>
  /// Whether the app's forward navigation (`push`, `pushAll`, `setPath`, `present`) must
  /// follow an edge the flow declares from the screen on top; `true` unless set. Turn it off
  /// for an app whose Swift code may navigate where its flow files declare no action.
  public var checksDeclaredEdges = true
  /// The points of the REPL's history, for a trace with moves.
  let points: ReplayPoints?
  /// When the replay's splashes, work and timeouts end: when the recording says (a real
  /// clock's recording without moves of the REPL's history), or after their declared
  /// durations (a script's virtual clock, and the REPL's history, which its moves replay as
  /// the REPL played them).
  public let timing: StepTiming
  /// Whether the recording has the UI host's presentation hand-shakes (a SwiftUI app with
  /// `waitsForHandshakes`): the replay's modal steps then wait for them, as the app's did.
  public let waitsForHandshakes: Bool
  /// The session at the start and at every ``ReplayPoints/interval``-th point, by the
  /// position of the command that made it (`ReplayPoints.start` for the start); only for a
  /// trace with moves.
  var pointSessions: [Int: AppSession] = [:]

  /// Prepares to replay `trace` against `definition`.
  ///
  /// - Throws: ``ReplayFinding`` when the trace is of another app, or does not begin at a
  ///   launch (it dropped its first entries, or the app resumed a saved state).
  public init(_ trace: Trace, definition: FlowDefinition) throws(ReplayFinding) {
    self.trace = trace
    self.definition = definition
    edges = definition.declaredEdges()
    guard trace.header.app == definition.app else {
      throw ReplayFinding(
        path: trace.path, line: 1, entry: nil, event: nil, kind: .unreplayable,
        message: "the trace is of app '\(TraceError.quoted(trace.header.app))'; the flow "
          + "files are of '\(TraceError.quoted(definition.app))'.")
    }
    let inputs = trace.inputPositions
    guard
      let first = inputs.first(where: {
        ["launch", "restore"].contains(trace.records[$0].entry.event.name)
      })
    else {
      throw Self.noLaunch(trace, firstInput: inputs.first)
    }
    if first != inputs.first, trace.header.dropped == 0 {
      throw Self.noLaunch(trace, firstInput: inputs.first)
    }
    if trace.header.dropped > 0 {
      notes.append(
        "The recorder dropped the first \(trace.header.dropped) entries; the replay starts at "
          + "the launch on line \(trace.records[first].line).")
    }
    position = first
    points = ReplayPoints(trace.records, from: first)
    timing = trace.header.clock == .real && points == nil ? .external : .declared
    waitsForHandshakes = trace.records[first...].contains {
      switch $0.entry.event {
      case .presentationFinished, .dismissalFinished: true
      default: false
      }
    }
    var window = 0
    for index in first..<trace.records.count {
      let event = trace.records[index].entry.event
      if event.isInput {
        window += 1
        continue
      }
      let outcome = Outcome(position: index, window: window - 1, event: Self.comparable(event))
      switch event {
      case .transition: transitions.append(outcome)
      case .launchEvent: events.append(outcome)
      default: break
      }
    }
  }

  private static func noLaunch(_ trace: Trace, firstInput: Int?) -> ReplayFinding {
    guard let firstInput else {
      return ReplayFinding(
        path: trace.path, line: 1, entry: nil, event: nil, kind: .unreplayable,
        message: "the trace holds no input to replay: nothing was recorded.")
    }
    let record = trace.records[firstInput]
    let dropped = trace.header.dropped
    let why =
      dropped > 0
      ? "the recorder dropped the first \(dropped) entries"
        + (trace.header.limit.map { " (its limit is \($0))" } ?? "") + " and no launch follows"
      : "the trace does not begin at the app's launch (the app resumed a saved state, or "
        + "recording started late)"
    return ReplayFinding(
      path: trace.path, line: record.line, entry: firstInput + 1, event: record.entry.event.name,
      kind: .unreplayable,
      message: "\(why), so it cannot be replayed: a replay starts from a 'launch' or 'restore' "
        + "entry.")
  }

  /// Whether every input has been played.
  package var isFinished: Bool { nextInput(from: position) == nil }

  /// The positions of the inputs still to play.
  func nextInput(from start: Int) -> Int? {
    var index = start
    while index < trace.records.count {
      if trace.records[index].entry.event.isInput { return index }
      index += 1
    }
    return nil
  }

  /// Plays every input left and returns the session at the end.
  ///
  /// - Throws: ``ReplayFinding`` at the first disagreement.
  public mutating func playToEnd() throws(ReplayFinding) -> AppSession {
    while try playNext() != nil {}
    guard let session else { throw Self.noLaunch(trace, firstInput: nil) }
    return session
  }

  /// `event` as the replay compares it: failure messages aside, which the app words its own
  /// way.
  static func comparable(_ event: TraceEvent) -> TraceEvent {
    switch event {
    case .launchEvent(.stepFailed, let step, _): .launchEvent(.stepFailed(""), step: step)
    case .launchEvent(.launchFailed, let step, _): .launchEvent(.launchFailed(""), step: step)
    default: event
    }
  }
}
