public import Wayfinder

/// What a person (or a script) asks a session to do: the REPL's commands, already parsed.
public enum SessionCommand: Hashable, Sendable {
  /// How an action is chosen: by its number on screen (from 1) or by its label.
  public enum ActionChoice: Hashable, Sendable {
    /// The action's number, from 1.
    case number(Int)
    /// The action's label, or an unambiguous start of it, in any case.
    case label(String)
  }

  /// Take an action of the screen on top.
  case tap(ActionChoice)
  /// Go back as a system back does: pop the stack on screen, or dismiss the modal on top when
  /// its stack is at its root; a screen that holds back (`NavigationRules.backVeto`) refuses.
  case back
  /// Pop one screen off the stack on screen, and never dismiss a modal.
  case pop
  /// Go back to the root of the visible stack.
  case root
  /// A back gesture: begin it (`swipe`), complete it (`swipe done`) or cancel it
  /// (`swipe cancel`), as the core's `beginBack`, `completeBack` and `cancelBack`.
  case swipe(SwipeStep)
  /// Select a tab by identifier or by number (from 1).
  case selectTab(String)
  /// Open a deep link.
  case open(String)
  /// Dismiss the topmost modal.
  case dismiss
  /// Set a fact from its text form (`true`, `42`, `2.0`, `hello`).
  case set(fact: String, value: String)
  /// Let time pass.
  case wait(Duration)
  /// Start again from the launch sequence, keeping the facts and when the prompts showed,
  /// launched from `origin` (the icon unless said otherwise).
  case relaunch(from: LaunchOrigin = .icon)
  /// The app goes to the background: launch modals stop presenting.
  case background
  /// The app comes back: the launch sequence runs again, merged by step.
  case foreground
  /// Start steps now (launch or interaction steps, by identifier); ended ones run again.
  case run([String])
  /// Cancel one step.
  case cancel(String)
  /// Cancel every step and call the run off.
  case cancelAll
  /// Fire the environment event of the app named so (`environment:`): the world sets its facts,
  /// when its `when:` holds.
  case event(String)
  /// Rest the sheet on top at a detent, as the user does by dragging it (`detent medium`).
  case detent(SheetDetent)
  /// Select a screen in a column of a split home, as a person choosing a row of the column
  /// before it does (`select message(id: 7) in detail`): the route as a scenario writes one,
  /// read against the app's screens when performed.
  case select(String, in: SplitColumn)
  /// Clear what a column of a split home selected, and the columns after it
  /// (`deselect detail`).
  case deselect(SplitColumn)
  /// Show a split home at a width: its columns side by side (`width regular`) or collapsed
  /// into one stack (`width compact`), as a window resized or a size class changed.
  case width(SplitWidth)
  /// Open a window (`window new`), make one active (`window 2`) or close one (`window close`,
  /// `window close 2`), in an app with several (`windows: multiple`).
  case window(WindowChange)
}

extension SessionCommand {
  /// What a `window` command does.
  public enum WindowChange: Hashable, Sendable {
    /// Open a new window at home; it becomes the active one (`window new`).
    case open
    /// Make window N the active one (`window 2`).
    case activate(Int)
    /// Close window N, or the active one when `nil` (`window close`, `window close 2`).
    case close(Int?)

    /// The command as it is typed.
    public var line: String {
      switch self {
      case .open: "window new"
      case .activate(let number): "window \(number)"
      case .close(nil): "window close"
      case .close(let number?): "window close \(number)"
      }
    }
  }
}

extension SessionCommand {
  /// What a `swipe` command does to a back gesture.
  public enum SwipeStep: String, Hashable, Sendable, CaseIterable {
    /// Begin a back gesture (`swipe`).
    case begin
    /// Complete the gesture in progress (`swipe done`): back.
    case done
    /// Cancel the gesture in progress (`swipe cancel`): nothing changes.
    case cancel

    /// The core's command for this step.
    public var command: NavigationCommand<ScreenRoute> {
      switch self {
      case .begin: .beginBack
      case .done: .completeBack
      case .cancel: .cancelBack
      }
    }

    /// The command line that does this step.
    public var line: String { self == .begin ? "swipe" : "swipe \(rawValue)" }
  }
}
