public import Wayfinder
public import WayfinderProperties

extension FlowExplorer {
  /// One command of an exploration.
  public enum Command: Hashable, Sendable, CustomStringConvertible {
    /// Take the action labelled so on the screen on top.
    case tap(String)
    /// The user's back, as a system back does: pop the stack on screen, or dismiss the modal
    /// on top when its stack is at its root (`NavigationCommand.back`).
    case back
    /// The user's finger goes down on a back gesture — an edge swipe, a sheet pulled down
    /// (`NavigationCommand.beginBack`); the next command ends it.
    case beginBack
    /// The gesture in progress completes: back, as ``back`` goes
    /// (`NavigationCommand.completeBack`).
    case completeBack
    /// The gesture in progress is cancelled: nothing changes (`NavigationCommand.cancelBack`).
    case cancelBack
    /// Open a deep link.
    case open(String)
    /// Set a fact.
    case set(String, FactValue)
    /// Let time pass.
    case wait(Duration)
    /// The app goes to the background.
    case background
    /// The app comes back: the launch sequence runs again.
    case foreground
    /// The app is killed and launched again from its icon: a cold launch restoring what the
    /// app saves (facts, prompt history and clock, held links, pending interactions; where the
    /// user was by the program's restore rule), as every shell's relaunch does.
    case relaunch
    /// Run a declared step now, as an action's `run:` does.
    case run(StepID)
    /// Cancel a step.
    case cancel(StepID)
    /// A navigation command of the app's own (what your generator draws), applied under the
    /// program's rules as a tap's would be.
    case navigate(NavigationCommand<Route>)
    /// The user opens a new window, which becomes the active one (an app with
    /// `windows: multiple`).
    case openWindow
    /// The user makes an open window the active one.
    case activateWindow(SceneID)
    /// The user closes an open window.
    case closeWindow(SceneID)

    /// Who gives it: a user, the world (a fact set to a value the test declares), or a host
    /// (a step run or cancelled, a navigation command of the app's own).
    public var kind: InputKind {
      switch self {
      case .tap, .back, .beginBack, .completeBack, .cancelBack, .open, .wait, .background,
        .foreground, .relaunch, .openWindow, .activateWindow, .closeWindow:
        .user
      case .set: .world
      case .run, .cancel, .navigate: .host
      }
    }

    /// `tap Unlock`, `open demo://item/7`, `set updateRequired true`, `wait 500ms`, `swipe`,
    /// `swipe done`, `swipe cancel` (as the REPL writes a back gesture), `window new`,
    /// `window 2`, `window close 2`.
    public var description: String {
      switch self {
      case .tap(let label): "tap \(label)"
      case .back: "back"
      case .beginBack: "swipe"
      case .completeBack: "swipe done"
      case .cancelBack: "swipe cancel"
      case .open(let url): "open \(url)"
      case .set(let fact, let value): "set \(fact) \(value)"
      case .wait(let duration): "wait \(duration)"
      case .background: "background"
      case .foreground: "foreground"
      case .relaunch: "relaunch"
      case .run(let step): "run \(step)"
      case .cancel(let step): "cancel \(step)"
      case .navigate(let command): "navigate \(command)"
      case .openWindow: "window new"
      case .activateWindow(let scene): "window \(scene.number)"
      case .closeWindow(let scene): "window close \(scene.number)"
      }
    }
  }
}
