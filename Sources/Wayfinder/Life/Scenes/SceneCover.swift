/// What covers a window that is not the active one, so that it shows none of the app's content:
/// the app's launch, a gate (a forced update) or a required full-screen step (the passcode) is
/// up in the active window.
///
/// Interactions belong to the app, not to a window: the launch and each step's modal show in
/// the active window and move with the user to the window that becomes active. While one of
/// them must hide the app — the launch screen, a step whose role is
/// ``ModalInteraction/Role/gate``, or a ``ModalInteraction/Role/required`` step presented
/// ``PresentationStyle/fullScreen`` — every other window is covered too. A sheet, even a required
/// one, leaves the other windows as they are: it hides only part of its own.
public enum SceneCover: Hashable, Sendable, CustomStringConvertible {
  /// The app is launching.
  case launch
  /// The step's modal — a gate, or a required full-screen step such as the passcode — is up.
  case step(StepID)

  /// "covered by the launch", "covered by passcode".
  public var description: String {
    switch self {
    case .launch: "covered by the launch"
    case .step(let step): "covered by \(step)"
    }
  }
}
