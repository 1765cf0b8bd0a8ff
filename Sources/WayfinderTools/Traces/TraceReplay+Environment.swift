import Wayfinder
import WayfinderRecording
internal import WayfinderFlowFiles

extension TraceReplay {
  /// Plays what the environment decided between two inputs, records `start..<end`, as the
  /// recording says: time passes up to each outcome that ends a step's work (or splash) or
  /// fires its timeout, and the session is told of it then (``AppSession/perform(environment:)``).
  /// Every other outcome is the core's to make, and is compared afterwards.
  ///
  /// - Throws: ``ReplayFinding`` when a step's work returned a fact the flow does not declare,
  ///   or of another type.
  mutating func playEnvironment(
    from start: Int, to end: Int, in session: inout AppSession
  ) throws(ReplayFinding) -> SessionOutput {
    var output = SessionOutput()
    for position in start..<end {
      let entry = trace.records[position].entry
      guard case .launchEvent(let kind, let step?, let returned) = entry.event,
        Self.mayBeEnvironment(kind)
      else { continue }
      let due = entry.time - origin
      if due > session.time,
        let passed = try? session.perform(SessionCommand.wait(due - session.time), settling: false)
      {
        output.append(contentsOf: passed)
      }
      var facts = returned
      if !returned.values.isEmpty {
        do throws(Refusal) {
          facts = try checkedFacts(
            returned, at: position,
            verb: "returned from the work of step '\(TraceError.quoted(step.rawValue))'")
        } catch {
          throw finding(at: position, .disagreement, message: error.text)
        }
      }
      if let done = session.perform(environment: .launchEvent(kind, step: step, returned: facts)) {
        output.append(contentsOf: done)
      }
    }
    return output
  }

  /// Whether an outcome of kind `kind` may be the environment's decision: the end of a
  /// step's work, or its timeout.
  private static func mayBeEnvironment(_ kind: InteractionEvent.Kind) -> Bool {
    switch kind {
    case .stepFinished, .stepFailed, .stepCancelled, .stepSkipped(.timeout), .stepTimedOut: true
    default: false
    }
  }
}
