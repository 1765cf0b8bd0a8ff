/// How a step's work returned: a background or presenting step's work, a splash's wait, or a
/// modal step's wait for the user.
///
/// A live ``LaunchCoordinator`` gets it from the task that ran the work; a
/// ``LaunchSimulation`` with ``StepTiming/external`` timing is told it
/// (``LaunchSimulation/workReturned(_:_:in:)``).
public enum LaunchStepResult: Hashable, Sendable {
  /// The work returned these facts (set beside those the step declares), or the modal was
  /// finished.
  case finished(Facts)
  /// The task was cancelled.
  case cancelled
  /// The work threw, or the modal could not be presented; the message says why.
  case failed(String)
}
