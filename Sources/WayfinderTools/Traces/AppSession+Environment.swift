public import Wayfinder

extension AppSession {
  /// Performs what a recorded outcome says the environment decided, when it says it of this
  /// session: the work of a step that has work going on — a splash, a background or
  /// presenting step — returned (`step.finish`, with the facts it returned; `error`;
  /// `step.cancel`; `step.skip` for a step whose time had run out), or the timeout of a step
  /// that has one set fired (`step.timeout`). It is how a replay plays a recording of real
  /// work on a session whose `StepTiming` is `external`: each step ends when the recording
  /// says, and what follows — the next steps, skips, home — is the core's decision, which the
  /// replay then compares with what the recording has next.
  ///
  /// ```swift
  /// var (session, _) = try AppSession.start(definition, timing: .external)
  /// _ = try session.perform(.wait(.milliseconds(2_300)), settling: false)
  /// let output = session.perform(environment: .launchEvent(.stepFinished, step: "fetchConfig"))
  /// ```
  ///
  /// - Returns: What it did; `nil` when the outcome is no such decision for this session (an
  ///   outcome the session's own rules make, or a step with no work going on), and nothing
  ///   changed.
  public mutating func perform(environment event: TraceEvent) -> SessionOutput? {
    guard case .launchEvent(let kind, let step?, let returned) = event else { return nil }
    let result: StepResult
    switch kind {
    case .stepTimedOut:
      guard launch.awaitedTimeouts.contains(step) else { return nil }
      return try? SessionOutput(live(.timeoutFired(step)))
    case .stepFinished: result = .finished(returned)
    case .stepFailed(let message): result = .failed(message)
    case .stepCancelled, .stepSkipped(.timeout): result = .cancelled
    default: return nil
    }
    guard launch.awaitedReturns.contains(step) else { return nil }
    return try? SessionOutput(live(.workReturned(step, result)))
  }
}
