/// Why a request about one step (``InteractionCoordinator/finish(_:)``,
/// ``InteractionCoordinator/cancel(_:)``, and the same on ``InteractionSimulation``) was refused.
/// Nothing changes when a request is refused.
public enum StepRequestError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No run declared a step with this identifier; `known` are those it knows, named in the
  /// message when none is close.
  case unknownStep(StepID, known: [StepID])
  /// Finishing a step that is not a modal (background work, a splash, presenting work end by
  /// themselves).
  case notFinishable(StepID, kind: String)
  /// Finishing a gate, which ends only when its condition stops holding.
  case gateHolds(StepID)
  /// The step has already ended.
  case alreadyEnded(StepID, StepStatus)
  /// The step is already being finished or cancelled; it ends when its work returns.
  case alreadyEnding(StepID)

  /// A sentence quoting the step.
  public var description: String {
    switch self {
    case .unknownStep(let step, let known):
      // The nearest name when one is close, else every name: never a dead end.
      "Unknown step '\(step)'."
        + (Suggestions.closest(to: step.rawValue, in: known.map(\.rawValue))
          .map { " Did you mean '\($0)'?" }
          ?? Self.listing(known))
    case .notFinishable(let step, let kind):
      "Cannot finish '\(step)': it is a \(kind) step, which ends by itself."
    case .gateHolds(let step):
      "Cannot finish '\(step)': a gate ends only when the facts it depends on change."
    case .alreadyEnded(let step, let status):
      "Step '\(step)' has already ended (\(status))."
    case .alreadyEnding(let step):
      "Step '\(step)' is already ending."
    }
  }
}

extension StepRequestError {
  /// How many step names a message lists before it says how many more there are.
  static let listedSteps = 20

  /// ` Steps: a, b, c.`, at most ``listedSteps`` names then how many more; empty for none.
  static func listing(_ steps: [StepID]) -> String {
    guard !steps.isEmpty else { return "" }
    let shown = steps.prefix(listedSteps).map(\.rawValue).joined(separator: ", ")
    let more = steps.count - listedSteps
    return " Steps: " + shown + (more > 0 ? ", and \(more) more." : ".")
  }
}

/// What an accepted request about one step did.
public enum StepRequestOutcome: Hashable, Sendable {
  /// Done: the step ended (a waiting step cancelled, a modal finished and dismissed).
  case done
  /// Under way: the step's work was asked to stop and the step ends when it has returned.
  case stopping
  /// Remembered: the step has not presented yet; it ends as finished, without presenting,
  /// when its turn comes (unless its condition is false then, and it is skipped).
  case remembered
}

/// What ``InteractionCoordinator/run(_:from:)`` or ``InteractionCoordinator/enqueue(_:)`` made of each step.
public struct InteractionRunReport: Hashable, Sendable {
  /// Steps that were already running: they go on, and the new definition is not used (a step
  /// being cancelled runs again with it once it has ended).
  public var alreadyRunning: [StepID] = []
  /// Steps that had already ended in the run going on; a re-run does not replay them.
  public var alreadyEnded: [StepID] = []

  /// An empty report.
  public init() {}
}
