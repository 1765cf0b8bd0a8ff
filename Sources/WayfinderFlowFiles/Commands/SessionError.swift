public import Wayfinder

/// Why a session command was refused. The session is left exactly as it was.
///
/// Each case renders as one sentence quoting what was asked, with a suggestion where a near
/// miss is likely a typo.
public enum SessionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `tap N` with no action N on screen.
  case noSuchAction(number: Int, count: Int)
  /// `tap LABEL` matching no action.
  case noActionLabelled(String, labels: [String])
  /// `tap LABEL` matching the start of several actions.
  case ambiguousAction(String, matches: [String])
  /// `tap` while nothing with actions is on screen (the launch screen).
  case nothingToTap
  /// `set` of a fact the app does not declare.
  case unknownFact(String, known: [String])
  /// `set` with a value that does not fit the fact's type.
  case invalidFactValue(fact: String, type: FactType, text: String)
  /// `tab N` with no tab N.
  case noSuchTabNumber(Int, count: Int)
  /// An action whose `when:` condition does not hold now; `condition` is the part that failed.
  case actionUnavailable(label: String, condition: String)
  /// An action whose forwarded `with:` value has no value now (a fact never set).
  case unresolvedArgument(label: String, source: ActionDefinition.ForwardedArgument.Source)
  /// An action with `finish: true` on a screen that is not in a modal.
  case nothingToFinish(label: String)
  /// An action with `finish: true` on a gate whose condition still holds.
  case gateStillHolds(label: String, step: StepID)
  /// `run` or `cancel` of a step the app does not declare.
  case unknownStep(String, known: [String])
  /// The interaction sequence refused a request about a step (`cancel` of an ended step).
  case step(StepRequestError)
  /// The engine refused the navigation because a gate holds the app (`dismiss` over it):
  /// `action` is what was refused, and `hold` what lifts the gate.
  case gateHolds(action: String, GateHold)
  /// The engine refused the navigation.
  case navigation(NavigationError)
  /// The app's launch steps cannot run.
  case launch(InteractionPlanError)
  /// The runtime refused an action for a reason no case above names.
  case action(ActionRefusal)
  /// `relaunch --from NAME` with a source neither built in nor named by a step's prompt
  /// policy; `known` lists the app's sources.
  case unknownLaunchSource(String, known: [String])
  /// `event NAME` of an environment event the app does not declare.
  case unknownEvent(String, known: [String])
  /// `event NAME` while the event's `when:` does not hold.
  case eventCannotHappen(String, condition: String)
  /// `select ROUTE in COLUMN` with a route that is not one of the app's: `problem` says what
  /// does not fit, `suggestion` the name likely meant.
  case invalidRoute(String, problem: String, suggestion: String?)
  /// `wait` (or time passing) that would take the session's clock past
  /// `ClockRange/limit`, the latest time a saved state holds.
  case clock(ClockError)
  /// A window could not open, become active or close.
  case scene(SceneError)

  /// The session's words for an action the runtime refused.
  package init(_ refusal: ActionRefusal) {
    switch refusal {
    case .unavailable(let label, let condition):
      self = .actionUnavailable(label: label, condition: condition.description)
    case .unresolvedArgument(let label, let source):
      self = .unresolvedArgument(label: label, source: source)
    case .nothingToFinish(let label): self = .nothingToFinish(label: label)
    case .gateStillHolds(let label, let step): self = .gateStillHolds(label: label, step: step)
    case .unknownStep(let step, let known):
      self = .unknownStep(step.rawValue, known: known.map(\.rawValue))
    case .step(let error): self = .step(error)
    case .launch(let error): self = .launch(error)
    case .navigation(let error): self = .navigation(error)
    case .routeNotInApp, .inBackground, .nothingToReturnFrom, .unresolvedResult, .notOnTop:
      self = .action(refusal)
    }
  }

  /// The session's words for an event the app's life refused.
  package init(_ refusal: AppRefusal) {
    switch refusal {
    case .navigation(let error): self = .navigation(error)
    case .action(let refusal): self.init(refusal)
    case .step(let error): self = .step(error)
    case .launch(let error): self = .launch(error)
    case .noSuchAction(let position, let count):
      self = .noSuchAction(number: position + 1, count: count)
    case .unknownStep(let step, let known):
      self = .unknownStep(step.rawValue, known: known.map(\.rawValue))
    case .clock(let error): self = .clock(error)
    case .scene(let error): self = .scene(error)
    }
  }

  /// A sentence for a person, quoting what they asked for.
  public var description: String {
    switch self {
    case .noSuchAction(let number, let count):
      count == 0
        ? "There is no action \(number): this screen has no actions."
        : "There is no action \(number): choose 1 to \(count)."
    case .noActionLabelled(let label, let labels):
      "No action is labelled '\(label)'."
        + (Suggestions.closest(to: label, in: labels).map { " Did you mean '\($0)'?" } ?? "")
    case .ambiguousAction(let label, let matches):
      "'\(label)' matches several actions: " + matches.map { "'\($0)'" }.joined(separator: ", ")
        + ". Type more of the label, or its number."
    case .nothingToTap:
      "There is nothing to tap while the app is launching; 'wait' lets the launch go on."
    case .unknownFact(let name, let known):
      "Unknown fact '\(name)'."
        + (Suggestions.closest(to: name, in: known).map { " Did you mean '\($0)'?" }
          ?? (known.isEmpty ? "" : " Facts: " + known.joined(separator: ", ") + "."))
    case .invalidFactValue(let fact, let type, let text):
      "Fact '\(fact)' is \(type == .int ? "an" : "a") \(type); '\(text)' is not."
    case .noSuchTabNumber(let number, let count):
      "There is no tab \(number): choose 1 to \(count)."
    case .actionUnavailable(let label, let condition):
      "'\(label)' is unavailable: it needs \(condition)."
    case .unresolvedArgument(let label, let source):
      ActionRefusal.unresolvedArgument(label: label, source: source).description
    case .nothingToFinish(let label):
      ActionRefusal.nothingToFinish(label: label).description
    case .gateStillHolds(let label, let step):
      ActionRefusal.gateStillHolds(label: label, step: step).description
    case .unknownStep(let name, let known):
      ActionRefusal.unknownStep(StepID(name), known: known.map { StepID($0) })
        .description
    case .step(let error):
      error.description
    case .gateHolds(let action, let hold):
      "Cannot \(action): '\(hold.step)' holds the app \(hold.holding); \(hold.lifting)."
    case .navigation(let error):
      error.description
    case .launch(let error):
      error.description
    case .action(let refusal):
      refusal.description
    case .unknownLaunchSource(let name, let known):
      "The app is never launched from '\(name)'."
        + (Suggestions.closest(to: name, in: known).map { " Did you mean '\($0)'?" } ?? "")
        + " Sources: " + known.joined(separator: ", ") + "."
    case .unknownEvent(let name, let known):
      "The app declares no environment event '\(name)'."
        + (Suggestions.closest(to: name, in: known).map { " Did you mean '\($0)'?" }
          ?? (known.isEmpty
            ? " Declare one under 'environment:'."
            : " Events: " + known.map { "'\($0)'" }.joined(separator: ", ") + "."))
    case .eventCannotHappen(let name, let condition):
      "'\(name)' cannot happen now: it needs \(condition)."
    case .invalidRoute(let text, let problem, let suggestion):
      "'\(text)' is not a route of the app: \(problem)."
        + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
    case .clock(.pastLimit(let duration, let left)):
      "The session's clock is near its limit: waiting \(ClockError.amount(duration)) would take "
        + "it past \(ClockRange.limitInSeconds)s (about 31,700 years), the latest time a saved "
        + "state holds; it can wait at most \(ClockError.roundedDown(left)) more. A fresh "
        + "session ('--fresh') starts the clock again."
    case .scene(let error): error.description
    }
  }
}
