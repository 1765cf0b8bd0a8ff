/// Why the runtime refused a flow action. Nothing changed: not the navigation state, the
/// facts, the steps' statuses, nor the events.
public enum ActionRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The app is in the background: nobody can tap its screens until it comes back.
  case inBackground(label: String)
  /// Its `when:` condition does not hold; `condition` is the part that fails.
  case unavailable(label: String, condition: Condition)
  /// A `with:` template takes its value from a fact not set yet (or an argument the screen
  /// lacks).
  case unresolvedArgument(label: String, source: ForwardedArgument.Source)
  /// It finishes the modal it is on, but no modal is up.
  case nothingToFinish(label: String)
  /// It returns a result (`return:`), but its screen is not in a modal.
  case nothingToReturnFrom(label: String)
  /// Its `return:` has no value of the type of the fact that receives the result.
  case unresolvedResult(label: String, fact: String, type: FactType)
  /// It finishes a gate, which ends only when the facts it depends on change.
  case gateStillHolds(label: String, step: StepID)
  /// It runs a step the app does not declare.
  case unknownStep(StepID, known: [StepID])
  /// A target of its navigation is no route of the app's route type.
  case routeNotInApp(label: String, route: ScreenRoute)
  /// It was tapped on `screen`, which was no longer the screen on top when the tap reached the
  /// runtime (a tab switched, a screen pushed or a modal presented meanwhile): nothing was done
  /// anywhere else.
  case notOnTop(label: String, screen: ScreenRoute)
  /// The interaction sequence refused to finish the step.
  case step(StepRequestError)
  /// The steps it runs do not form a valid plan.
  case launch(InteractionPlanError)
  /// The transition function refused its navigation.
  case navigation(NavigationError)

  /// A sentence for a person, quoting the action's label.
  public var description: String {
    switch self {
    case .inBackground(let label):
      "'\(label)' cannot be tapped: the app is in the background. Bring it to the foreground"
        + " first."
    case .unavailable(let label, let condition):
      "'\(label)' is unavailable: it needs \(condition)."
    case .unresolvedArgument(let label, let source):
      "'\(label)' passes on \(source), which has no value yet."
    case .nothingToFinish(let label):
      "'\(label)' finishes the modal it is on, but this screen is not in a modal."
    case .nothingToReturnFrom(let label):
      "'\(label)' returns a result from the modal it is on, but this screen is not in a modal."
    case .unresolvedResult(let label, let fact, let type):
      "'\(label)' has no \(type) to return to fact '\(fact)'."
    case .gateStillHolds(let label, let step):
      "'\(label)' cannot finish '\(step)': a gate ends only when the facts it depends on change."
    case .unknownStep(let step, let known):
      StepRequestError.unknownStep(step, known: known).description
        + (known.isEmpty ? " This app declares no steps." : "")
    case .routeNotInApp(let label, let route):
      "'\(label)' goes to \(route), which is not a screen of this app."
    case .notOnTop(let label, let screen):
      "'\(label)' was tapped on '\(screen)', which is no longer on top: nothing was done. Tap"
        + " it again where it shows."
    case .step(let error): error.description
    case .launch(let error): error.description
    case .navigation(let error): error.description
    }
  }
}
