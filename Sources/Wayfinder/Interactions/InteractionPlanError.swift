/// Why a set of launch steps was refused. Nothing of a refused set is scheduled.
public enum InteractionPlanError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two steps of one set share an identifier.
  case duplicateStep(StepID)
  /// A step runs after a step that neither the set nor an earlier run declares.
  case unknownDependency(step: StepID, dependency: StepID, known: [StepID])
  /// Steps wait for each other in a circle; the path starts and ends at the same step.
  case dependencyCycle([StepID])
  /// A background step with no ``InteractionStep/duration`` given to ``InteractionSimulation``, which
  /// cannot run Swift work.
  case notSimulated(StepID)
  /// A step with a main-actor condition (``InteractionStep/when(_:)``) given to
  /// ``InteractionSimulation``, which cannot run main-actor code.
  case mainActorConditionNotSimulated(StepID)

  /// A sentence for a person editing the launch sequence.
  public var description: String {
    switch self {
    case .duplicateStep(let id):
      return "Launch step '\(id)' is declared twice."
    case .unknownDependency(let step, let dependency, let known):
      let hint =
        Suggestions.closest(to: dependency.rawValue, in: known.map(\.rawValue))
        .map { " Did you mean '\($0)'?" } ?? ""
      return "Launch step '\(step)' runs after '\(dependency)', which is not a launch step."
        + hint
    case .dependencyCycle(let path):
      return "Launch steps wait for each other in a cycle: "
        + path.map { "'\($0)'" }.joined(separator: " → ") + "."
    case .mainActorConditionNotSimulated(let id):
      return
        "Launch step '\(id)' has a main-actor condition, which a simulation cannot evaluate; "
        + "give the simulation a fact for it instead."
    case .notSimulated(let id):
      return
        "Launch step '\(id)' runs Swift work, which a simulation cannot play; give it a duration."
    }
  }
}
