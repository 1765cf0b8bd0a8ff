/// What a launch step does once it starts.
public enum StepKind<Route: Hashable & Sendable>: Sendable {
  /// Presents `screen` as a modal named after the step and waits until the user finishes it
  /// (``InteractionCoordinator/finish(_:)``, a flow file's `finish: true` action).
  case modal(Route, style: PresentationStyle)
  /// Presents `screen` as a modal that stays while the step's condition holds, such as a forced
  /// update. It ends when the condition stops holding (facts change), never on the user's word.
  case gate(Route, style: PresentationStyle)
  /// Shows `screen` as the launch screen (`nil`: a blank one) for at least `duration`.
  case splash(Route?, duration: Duration)
  /// Runs `work` concurrently with every other ready background step. The facts it returns
  /// are set when it finishes, together with the step's own.
  case background(@Sendable (StepContext) async throws -> Facts)
  /// Runs `work`, which presents the app's own interface (a system permission prompt, a
  /// custom onboarding) and returns when it has gone. It holds the modal slot like a modal
  /// does: nothing else presents until the work has really returned, even after it was
  /// cancelled.
  case presenting(@Sendable (StepContext) async throws -> Facts)
  /// Removes the launch screen part-way through the sequence: home appears, a deep link held
  /// during the launch lands on it, and only then do the steps that wait for this one start
  /// (what's new over the linked screen). It takes its turn for the modal slot like a modal,
  /// so it never removes the launch screen under an interaction, and ends at once. When home
  /// is already showing (a re-run on foreground) it just ends.
  case home

  /// Whether the user answers the step (a modal or a gate): asked again when the sequence runs
  /// on their return from the background, even during the run it ended in.
  var isAnswered: Bool {
    switch self {
    case .modal, .gate: true
    case .splash, .background, .presenting, .home: false
    }
  }

  /// Whether the step occupies the modal slot (a modal or a gate): at most one such step runs
  /// at any instant.
  public var presentsModal: Bool {
    switch self {
    case .modal, .gate, .presenting: true
    case .splash, .background, .home: false
    }
  }

  /// Whether the step waits for the modal slot to start: an interaction, or home appearing
  /// (which must not happen under one). A step that does not (a splash, background work) starts
  /// the moment what it comes after has ended, before any step waiting for the slot presents.
  public var takesModalSlot: Bool {
    switch self {
    case .modal, .gate, .presenting, .home: true
    case .splash, .background: false
    }
  }

  /// Whether the step shows home part-way (``home``).
  var showsHome: Bool {
    if case .home = self { true } else { false }
  }

  /// Whether the engine itself presents the step's modal (a modal or a gate), so that a host
  /// animating it confirms its presentation and dismissal.
  var presentsStepModal: Bool {
    switch self {
    case .modal, .gate: true
    case .splash, .background, .presenting, .home: false
    }
  }

  /// Whether the step runs work of the app's (background work or presenting work).
  var runsWork: Bool {
    switch self {
    case .background, .presenting: true
    case .modal, .gate, .splash, .home: false
    }
  }

  /// `modal`, `gate`, `splash`, `background`, `presenting` or `home`, as in messages and
  /// traces.
  public var name: String {
    switch self {
    case .modal: "modal"
    case .gate: "gate"
    case .splash: "splash"
    case .background: "background"
    case .presenting: "presenting"
    case .home: "home"
    }
  }
}
