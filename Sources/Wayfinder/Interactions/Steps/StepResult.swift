/// How a step's work returned: a background or presenting step's work, a splash's wait, or a
/// modal step's wait for the user.
///
/// A live ``InteractionCoordinator`` gets it from the task that ran the work; a
/// ``InteractionSimulation`` with ``StepTiming/external`` timing is told it
/// (``InteractionSimulation/workReturned(_:_:in:)``).
public enum StepResult: Hashable, Sendable {
  /// The work returned these facts (set beside those the step declares), or the modal was
  /// finished.
  case finished(Facts)
  /// The task was cancelled.
  case cancelled
  /// The work threw, or the modal could not be presented; the message says why.
  case failed(String)
}
