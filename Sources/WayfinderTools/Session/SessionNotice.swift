public import Wayfinder
public import WayfinderFlowFiles

/// What a session command did that no transition or launch event says: a deep link held and
/// what holds it, a fact changed or already so, the app gone to the background, nothing to
/// cancel. Each renders as one sentence, so a command never answers with silence.
public enum SessionNotice: Hashable, Sendable, CustomStringConvertible {
  /// What keeps a deep link from landing.
  public enum LinkHold: Hashable, Sendable {
    /// The launch is running; `up` is the modal step on screen, if any.
    case launch(up: String?)
    /// The launch is running, held by a gate.
    case launchGate(GateHold)
    /// A modal step is up over home.
    case step(String)
    /// A gate is up over home.
    case gate(GateHold)
    /// Interaction steps are still to come over home (the app's own modal or the background
    /// keeps them waiting).
    case stepsToCome([String])
  }

  /// `open` held the link at `url` until what holds it ends.
  case linkHeld(url: String, hold: LinkHold)
  /// `set` gave fact `name` a new value.
  case factSet(name: String, value: FactValue, previous: FactValue?)
  /// `set` gave fact `name` the value it had.
  case factUnchanged(name: String, value: FactValue)
  /// `background`: the app went to the background.
  case wentToBackground
  /// `background` while the app was in the background already.
  case alreadyInBackground
  /// `cancel all` while no run was going on.
  case nothingToCancel

  /// The most step names a notice lists.
  static let listedSteps = 5

  /// A sentence for a person.
  public var description: String {
    switch self {
    case .linkHeld(let url, let hold):
      Self.held(url, hold)
    case .factSet(let name, let value, let previous):
      "Set \(name) to \(value) (it was \(previous.map { "\($0)" } ?? "not set"))."
    case .factUnchanged(let name, let value):
      "\(name) is already \(value); nothing changed."
    case .wentToBackground:
      "The app is in the background: no step presents until 'foreground'."
    case .alreadyInBackground:
      "The app is already in the background; nothing changed."
    case .nothingToCancel:
      "No run is going on; nothing to cancel."
    }
  }

  private static func held(_ url: String, _ hold: LinkHold) -> String {
    let link = "'\(url)' is held"
    switch hold {
    case .launch(let up?):
      return "\(link) until the launch finishes; '\(up)' is up now."
    case .launch(nil):
      return "\(link) until the launch finishes."
    case .launchGate(let gate):
      return "\(link) until the launch finishes. The gate '\(gate.step)' holds the launch "
        + "\(gate.holding); \(gate.lifting)."
    case .step(let step):
      return "\(link) until '\(step)' is done."
    case .gate(let gate):
      return "\(link): the gate '\(gate.step)' holds the app \(gate.holding); \(gate.lifting)."
    case .stepsToCome(let steps):
      guard !steps.isEmpty else { return "\(link) until the steps still to come are done." }
      let more = steps.count - listedSteps
      return "\(link) until the steps still to come are done: "
        + steps.prefix(listedSteps).joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
        + "."
    }
  }
}
