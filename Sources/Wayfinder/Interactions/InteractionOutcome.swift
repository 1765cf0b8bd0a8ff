/// How a run of the launch sequence ended.
public enum InteractionOutcome: Hashable, Sendable, CustomStringConvertible {
  /// Every step finished, was skipped, or timed out under a non-fatal policy; home is showing.
  case finished
  /// A step timed out under ``StepTimeout/Policy/fail``; the remaining steps were cancelled
  /// and home did not appear.
  case failed(StepID)
  /// ``InteractionCoordinator/cancelAll()`` called the run off; home did not appear.
  case cancelled

  /// `finished`, `failed at 'forceUpdate'`, `cancelled`.
  public var description: String {
    switch self {
    case .finished: "finished"
    case .failed(let step): "failed at '\(step)'"
    case .cancelled: "cancelled"
    }
  }
}
