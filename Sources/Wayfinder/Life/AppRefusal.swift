/// Why an app's life refused an event. Nothing changed: not the navigation, the facts, the
/// steps, the time nor the prompt history.
public enum AppRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The transition function refused the navigation.
  case navigation(NavigationError)
  /// The runtime refused the flow action.
  case action(ActionRefusal)
  /// The interaction sequence refused to finish or cancel a step.
  case step(StepRequestError)
  /// The steps do not form a valid plan.
  case launch(InteractionPlanError)
  /// A tap named an action by a position the screen on top does not have (`count` actions).
  case noSuchAction(position: Int, count: Int)
  /// A run or a cancel named a step the app does not declare.
  case unknownStep(StepID, known: [StepID])
  /// Time would pass a clock of the life past ``ClockRange/limit``, the latest time a saved
  /// life holds.
  case clock(ClockError)
  /// A window could not open, become active or close.
  case scene(SceneError)

  /// A sentence for a person.
  public var description: String {
    switch self {
    case .navigation(let error): error.description
    case .action(let refusal): refusal.description
    case .step(let error): error.description
    case .launch(let error): error.description
    case .noSuchAction(let position, 0):
      "There is no action \(position): the screen on top has no actions."
    case .noSuchAction(let position, let count):
      "There is no action \(position): the screen on top has \(count) (0 to \(count - 1))."
    case .unknownStep(let step, let known):
      StepRequestError.unknownStep(step, known: known).description
    case .clock(let error): error.description
    case .scene(let error): error.description
    }
  }
}
