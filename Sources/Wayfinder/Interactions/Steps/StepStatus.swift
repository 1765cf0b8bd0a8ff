/// Where a launch step is in its life.
public enum StepStatus: Hashable, Sendable, CustomStringConvertible {
  /// Waiting for its dependencies, or (a modal) for the modal slot.
  case waiting
  /// Started and not yet ended: its modal is up, its splash shown or its work running.
  case running
  /// Finished; its facts are set.
  case finished
  /// Skipped: its condition was false, its time ran out under ``StepTimeout/Policy/skip``,
  /// or it is a splash and home was already showing.
  case skipped(InteractionEvent.SkipReason)
  /// Cancelled before it could finish.
  case cancelled
  /// Its work threw, or its modal could not be presented.
  case failed(String)

  /// Whether the step has ended (it may run again when the launch is run again).
  public var hasEnded: Bool {
    switch self {
    case .waiting, .running: false
    case .finished, .skipped, .cancelled, .failed: true
    }
  }

  /// `waiting`, `running`, `finished`, `skipped (condition)`, `cancelled`, `failed: …`.
  public var description: String {
    switch self {
    case .waiting: "waiting"
    case .running: "running"
    case .finished: "finished"
    case .skipped(let reason): "skipped (\(reason.rawValue))"
    case .cancelled: "cancelled"
    case .failed(let message): "failed: \(message)"
    }
  }
}
