import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence
import WayfinderRecording

extension TraceReplay {
  /// Plays the next input: checks it against the flow, performs it, lets time pass up to the
  /// next input (real clock) or settles (virtual clock), and compares what followed with the
  /// recording.
  ///
  /// - Returns: What the input did, or `nil` when every input has been played (the
  ///   recording's last outcomes are then checked).
  /// - Throws: ``ReplayFinding`` where the recording and the flow disagree; the replay stays
  ///   where it was.
  public mutating func playNext() throws(ReplayFinding) -> Step? {
    guard let index = nextInput(from: position) else {
      try expectNothingLeft(before: inputsPlayed + 1)
      position = trace.records.count
      return nil
    }
    if let dropped = (position..<index).first(where: {
      if case .dropped = trace.records[$0].entry.event { true } else { false }
    }) {
      throw finding(at: dropped, .unreplayable, message: droppedMessage(dropped))
    }
    var copy = self
    let step = try copy.play(index)
    self = copy
    return step
  }

  private func droppedMessage(_ index: Int) -> String {
    guard case .dropped(let count) = trace.records[index].entry.event else { return "" }
    return "the recorder dropped \(count) entries here"
      + (trace.header.limit.map { " (its limit is \($0))" } ?? "")
      + "; the replay cannot go past them."
  }

  private mutating func play(_ index: Int) throws(ReplayFinding) -> Step {
    let entry = trace.records[index].entry
    let settles = trace.header.clock == .virtual
    var output = SessionOutput()
    var refusal: String?
    switch entry.event {
    case .launch(let recordedFacts, let steps):
      let facts: Facts
      do throws(Refusal) {
        facts = try checkedFacts(recordedFacts, at: index, verb: "launched with")
      } catch {
        throw finding(at: index, .disagreement, message: error.text)
      }
      try checkLaunch(steps, at: index)
      do throws(SessionError) {
        var started: AppSession
        (started, output) = try AppSession.start(
          definition, facts: facts, waitsForHandshakes: waitsForHandshakes, timing: timing)
        if settles { output.append(contentsOf: started.settle()) }
        begin(started, at: entry.time)
      } catch {
        refusal = error.description
      }
    case .restore(let document):
      let restored = try restoredState(document, at: index)
      do throws(SessionError) {
        var started: AppSession
        (started, output) = try AppSession.resume(
          definition, state: restored.state, facts: restored.facts,
          promptHistory: restored.promptHistory, promptTime: restored.promptTime,
          pendingSteps: restored.pendingSteps, activeScene: restored.activeScene,
          otherScenes: restored.otherScenes, waitsForHandshakes: waitsForHandshakes,
          timing: timing)
        if settles { output.append(contentsOf: started.settle()) }
        begin(started, at: entry.time)
      } catch {
        refusal = error.description
      }
    case .move(let point):
      guard session != nil else {
        throw finding(at: index, .unreplayable, message: "no launch comes before it.")
      }
      session = try sessionAfterMove(at: index, to: point)
    default:
      guard var session else {
        throw finding(at: index, .unreplayable, message: "no launch comes before it.")
      }
      switch try checked(entry.event, at: index, in: session) {
      case .refused(let message):
        // The flow does not declare what the input names: said as it is, unless the app
        // refused it too.
        guard entry.refusal != nil else {
          throw finding(at: index, .disagreement, message: message)
        }
        refusal = message
      case .accepted(let event):
        do throws(SessionError) {
          output = try session.perform(recorded: event, settling: settles)
        } catch {
          // Waits adding up past the clock's range: no flow plays on from there.
          if case .clock(let clock) = error, entry.refusal == nil {
            throw finding(at: index, .unreplayable, message: Self.pastClockLimit(clock))
          }
          refusal = error.description
        }
      }
      self.session = session
      if refusal == nil { keepPoint(index) }
    }
    try compareRefusal(refusal, at: index)
    if !settles, var session = self.session {
      let nextInput = nextInput(from: index + 1)
      if timing == .external {
        output.append(
          contentsOf: try playEnvironment(
            from: index + 1, to: nextInput ?? trace.records.count, in: &session))
        self.session = session
      }
      let next = nextInput.map { trace.records[$0].entry.time }
      let target = (next ?? trace.records.last?.entry.time ?? entry.time) - origin
      if target > session.time,
        let passed = try? session.perform(
          SessionCommand.wait(target - session.time), settling: false)
      {
        output.append(contentsOf: passed)
        self.session = session
      }
    }
    inputsPlayed += 1
    try compare(output, window: inputsPlayed - 1, input: index)
    position = index + 1
    return Step(position: index, entry: entry, output: output, refusal: refusal)
  }

  /// What a finding says of an input that would take the session's clock past its range.
  static func pastClockLimit(_ error: ClockError) -> String {
    switch error {
    case .pastLimit(let duration, let left):
      return "waiting \(ClockError.amount(duration)) takes the session's clock past its limit, "
        + "\(ClockRange.limitInSeconds)s; it could wait at most \(ClockError.roundedDown(left)) "
        + "more. A trace's times lie within that range."
    }
  }

  /// Starts the replay's session: recorded time `time` is its zero.
  private mutating func begin(_ started: AppSession, at time: Duration) {
    session = started
    origin = time
    if points != nil { pointSessions = [ReplayPoints.start: started] }
  }

  /// The saved state a `restore` entry holds, fitted to the flow.
  private func restoredState(
    _ document: String, at index: Int
  ) throws(ReplayFinding) -> RestoredState<ScreenRoute> {
    let saved: SavedState
    do throws(SavedStateError) {
      saved = try SavedState(decoding: Array(document.utf8))
    } catch {
      throw finding(
        at: index, .unreplayable, message: "the saved state it holds \(error).")
    }
    do throws(NavigationError) {
      return try saved.restore(against: definition)
    } catch {
      throw finding(
        at: index, .disagreement,
        message: "the saved state it holds does not fit the flow: \(error.description)")
    }
  }

  /// A refusal on one side only is a disagreement.
  private func compareRefusal(_ refusal: String?, at index: Int) throws(ReplayFinding) {
    switch (trace.records[index].entry.refusal, refusal) {
    case (nil, let refusal?):
      throw finding(at: index, .disagreement, message: "the flow refuses it: \(refusal)")
    case (let recorded?, nil):
      throw finding(
        at: index, .disagreement,
        message: "the app refused it ('\(TraceError.quoted(recorded))'); the flow accepts it.")
    default:
      break
    }
  }

  /// Matches what the replay did for input `window` with the recording's next outcomes, then
  /// checks that nothing recorded before the input it follows is left unmatched.
  private mutating func compare(
    _ output: SessionOutput, window: Int, input: Int
  ) throws(ReplayFinding) {
    let redaction = trace.header.redaction
    let played = output.transitions.map { TraceEvent.transition($0, redacting: redaction) }
    matched.transitions = try match(
      played, against: transitions, from: matched.transitions, input: input)
    let happened = output.events.map {
      Self.comparable(TraceEvent.launchEvent($0, redacting: redaction))
    }
    matched.events = try match(happened, against: events, from: matched.events, input: input)
    try expectNothingLeft(before: window)
  }

  /// Matches `played` with `recorded` from `start`; returns how many are then matched.
  private func match(
    _ played: [TraceEvent], against recorded: [Outcome], from start: Int, input: Int
  ) throws(ReplayFinding) -> Int {
    var index = start
    for event in played {
      guard index < recorded.count else {
        throw finding(
          at: input, .disagreement,
          message: "the replay also has \(Self.described(event)), which the recording does not.")
      }
      let next = recorded[index]
      guard next.event == event else {
        throw finding(
          at: next.position, .disagreement,
          message: "the recording has \(Self.described(next.event)); the replay has "
            + "\(Self.described(event)).")
      }
      index += 1
    }
    return index
  }

  /// Throws for the first outcome recorded before input `window` that the replay never had.
  private func expectNothingLeft(before window: Int) throws(ReplayFinding) {
    let left = [
      transitions.indices.contains(matched.transitions) ? transitions[matched.transitions] : nil,
      events.indices.contains(matched.events) ? events[matched.events] : nil,
    ].compactMap { $0 }.filter { $0.window < window }
    guard let first = left.min(by: { $0.position < $1.position }) else { return }
    throw finding(
      at: first.position, .disagreement,
      message: "the recording has \(Self.described(first.event)); the replay does not."
        + Self.awaitedHandshake(session))
  }

  /// How a message names an outcome: `transition push 'secondary1' (to secondary1)`,
  /// `step.skip passcode (condition)`.
  static func described(_ event: TraceEvent) -> String {
    switch event {
    case .transition(let command, let screen):
      return "transition \(TraceError.quoted(command))"
        + (screen.map { " (to \(TraceError.quoted($0)))" } ?? "")
    case .launchEvent(let kind, let step, _):
      var text = kind.name + (step.map { " \(TraceError.quoted($0.rawValue))" } ?? "")
      switch kind {
      case .stepSkipped(let reason): text += " (\(reason.rawValue))"
      case .stepTimedOut(let policy): text += " (\(policy.rawValue))"
      default: break
      }
      return text
    default:
      return event.name
    }
  }

  /// A finding about the record at `index`.
  func finding(at index: Int, _ kind: ReplayFinding.Kind, message: String) -> ReplayFinding {
    let record = trace.records[index]
    return ReplayFinding(
      path: trace.path, line: record.line, entry: index + 1, event: record.entry.event.name,
      kind: kind, message: message)
  }
}
