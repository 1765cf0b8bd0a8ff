internal import Wayfinder

/// The phase a deep link is opened in, for the `link-phases` criterion: the launch, a gate up
/// after it, another interaction up after it, or home with nothing of the sequence up.
public enum LinkPhase: String, Hashable, Sendable, CaseIterable {
  /// The app is launching (a launch modal or gate may be up).
  case launching
  /// After the launch, a gate holds the app (a login put up by "log out", a forced update on
  /// foreground).
  case gate = "gate up"
  /// After the launch, another interaction's modal is up (a passcode on foreground, a prompt).
  case interaction = "interaction up"
  /// Home, nothing of the sequence up.
  case home

  /// The phase `session` is in now.
  public init(of session: AppSession) {
    let state = session.state
    if state.phase.isLaunching {
      self = .launching
    } else if let up = state.presentedInteraction {
      self = up.role == .gate ? .gate : .interaction
    } else {
      self = .home
    }
  }
}
