public import Wayfinder

/// Why something a view asked of a ``NavigationModel`` did not happen: the engine refused a
/// navigation, the launch sequence refused a step request, or the runtime refused an action.
///
/// The model never swallows one: it keeps the latest as ``NavigationModel/lastRefusal`` and
/// hands each to ``NavigationModel/onRefusal``.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public enum NavigationRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The transition function refused a navigation command; the state is unchanged.
  case navigation(NavigationError)
  /// The launch sequence refused to finish, cancel or hand-shake a step.
  case step(StepRequestError)
  /// The runtime refused a flow action; nothing changed — not the state, the facts, the steps.
  case action(ActionRefusal)
  /// ``NavigationModel/tap(_:)`` named no action of the screen on top; `screen` is that
  /// screen's identifier (`nil` when only the launch screen shows) and `labels` its actions.
  case noSuchAction(label: String, screen: String?, labels: [String])
  /// The launch steps cannot run (a cycle, an unknown dependency); nothing was scheduled.
  case launch(InteractionPlanError)
  /// The model was created without a flow program, which `what` needs.
  case noProgram(String)
  /// A host wrote the path of the stack from a drawing of it the model has changed since
  /// (``BoundPath/revision``): applied, it would undo what happened meanwhile. Nothing was done;
  /// the stack keeps the model's path, which the host draws next.
  case staleWrite(StackTarget)
  /// A tab bar selected tab `TabID` from a drawing made before the selection changed since
  /// (``NavigationModel/tabRevision``): applied, it would undo the change. Nothing was done.
  case staleSelection(TabID)
  /// A host began a back gesture on a screen (named) that was no longer on top
  /// (``NavigationModel/beginBack(on:)``): it would take away a screen the user never saw.
  /// Nothing was begun.
  case staleGesture(String)
  /// A window could not open, become active or close (``AppModel``): the user acted in a
  /// window the app's interaction may not move into, or asked for a window that is not open.
  /// Nothing changed.
  case window(SceneError)

  /// The engine's sentence for a person.
  public var description: String {
    switch self {
    case .navigation(let error): error.description
    case .step(let error): error.description
    case .action(let error): error.description
    case .noSuchAction(let label, nil, _):
      "No action is labelled '\(label)': nothing with actions is on screen while the app "
        + "is launching."
    case .noSuchAction(let label, let screen?, let labels):
      "No action is labelled '\(label)' on '\(screen)'."
        + (Suggestions.closest(to: label, in: labels).map { " Did you mean '\($0)'?" } ?? "")
    case .launch(let error): error.description
    case .noProgram(let what):
      "Cannot \(what): the model was not created from a flow program; create it with "
        + "NavigationModel(program:)."
    case .staleWrite(let target):
      "A write of the path of \(target) came from a drawing of it that has changed since: it "
        + "was not applied. The stack keeps the path it has; draw it again from the model."
    case .staleSelection(let id):
      "A write selecting tab '\(id)' came from a tab bar drawn before the selection changed: "
        + "it was not applied. Tab '\(id)' can be selected again."
    case .window(let error): error.description
    case .staleGesture(let screen):
      "A back gesture began on '\(screen)', which is no longer on top: it was not begun. Swipe "
        + "again on the screen now shown."
    }
  }
}
