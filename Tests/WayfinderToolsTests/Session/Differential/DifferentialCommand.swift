import Wayfinder

/// One thing a person does to an app, given to both shells of the differential test: the
/// session's command, or what the live model is asked for the same thing.
///
/// Commands are concrete (a label, a URL, a duration), so a list of them replays exactly
/// without the generator that chose them; that is what shrinking a failure relies on.
enum DifferentialCommand: Hashable, Sendable, CustomStringConvertible {
  /// Take the action labelled so on the screen on top.
  case tap(String)
  /// Go back as a system back does: pop, or dismiss the modal on top at its root.
  case back
  /// Pop one screen off the visible stack.
  case pop
  /// Go back to the root of the visible stack.
  case root
  /// Dismiss the modal on top.
  case dismiss
  /// Select a tab by identifier.
  case tab(String)
  /// Open a deep link.
  case open(String)
  /// Set a fact from its text form.
  case set(fact: String, value: String)
  /// Let time pass.
  case wait(Duration)
  /// The app goes to the background.
  case background
  /// The app comes back to the foreground.
  case foreground
  /// Start a step now.
  case run(String)
  /// Cancel a step.
  case cancel(String)
  /// Cancel every step.
  case cancelAll
  /// Save the state and the facts as JSON, and resume the app from them.
  case saveAndRestore
  /// The app is killed and cold-launched again from `origin`, restoring what it saved: the
  /// live model relaunches itself.
  case relaunch(LaunchOrigin)
  /// The same, but the live app makes a new model from what the old one saved, on a new clock.
  case coldLaunch(LaunchOrigin)
  /// Open a new window at home; it becomes the active one.
  case openWindow
  /// Make window N the active one, as the user going to it does.
  case activateWindow(Int)
  /// Close window N, as the user discarding it does.
  case closeWindow(Int)

  /// The command as the REPL spells it (save and restore has no REPL spelling).
  var description: String {
    switch self {
    case .tap(let label): "tap \(label)"
    case .back: "back"
    case .pop: "pop"
    case .root: "root"
    case .dismiss: "dismiss"
    case .tab(let id): "tab \(id)"
    case .open(let url): "open \(url)"
    case .set(let fact, let value): "set \(fact) \(value)"
    case .wait(let duration): "wait \(Self.exact(duration))"
    case .background: "background"
    case .foreground: "foreground"
    case .run(let step): "run \(step)"
    case .cancel(let step): "cancel \(step)"
    case .cancelAll: "cancel all"
    case .saveAndRestore: "(save and restore)"
    case .relaunch(.icon): "relaunch"
    case .relaunch(let origin): "relaunch --from \(origin)"
    case .coldLaunch(let origin): "relaunch --from \(origin) (a new model)"
    case .openWindow: "window new"
    case .activateWindow(let number): "window \(number)"
    case .closeWindow(let number): "window close \(number)"
    }
  }

  /// `duration` in seconds with every digit down to the nanosecond: two waits a nanosecond
  /// apart must read differently in a failure.
  static func exact(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = attoseconds / 1_000_000_000
    guard nanoseconds != 0 else { return "\(seconds)s" }
    var fraction = String(nanoseconds)
    fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(seconds).\(fraction)s"
  }
}
