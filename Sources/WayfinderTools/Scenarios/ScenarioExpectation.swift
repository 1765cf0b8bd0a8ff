public import Wayfinder

/// What an `expect` line checks.
///
/// ```
/// expect screen tertiary
/// expect path tab1 = [secondary1, tertiary]
/// expect screen results(query: "shoes", page: 2)
/// expect modal passcode
/// expect no modal
/// expect tab tab2
/// expect fact lastSeenVersion = 2.0
/// expect fact promoCode unset
/// expect home
/// expect launching
/// expect step review skipped "cooldown: 20h left"
/// expect step passcode finished
/// expect windows 2
/// expect window 2 active
/// expect window 1 covered by passcode
/// expect window 1 shows note(id: 7)
/// expect error There is no action 9
/// expect render
/// """
/// +------------------------+
/// | Primary View           |
/// ...
/// """
/// ```
public enum ScenarioExpectation: Hashable, Sendable {
  /// The screen on top: a screen id (`item`) or a whole route (`item(id: 42)`).
  case screen(ExpectedRoute)
  /// The screens above the root of a tab's or a presented modal's stack, each a screen id or
  /// a whole route.
  case path(owner: String, routes: [ExpectedRoute])
  /// The topmost modal.
  case modal(String)
  /// No modal is presented.
  case noModal
  /// The selected tab.
  case tab(String)
  /// A fact's value.
  case fact(name: String, value: FactValue)
  /// A fact has no value: never set, or removed (as the REPL prints `(not set)`).
  case factUnset(String)
  /// Launch has finished and home shows.
  case home
  /// The launch sequence is still running.
  case launching
  /// Where launch or interaction step `step` is: `waiting`, `running`, `finished`,
  /// `skipped`, `cancelled` or `failed`; for `skipped`, `reason` is why, or its start: the
  /// prompt policy's words (`cooldown: 20h left`, `not on link launches`), or the skip reason
  /// (`condition`, `timeout`).
  case step(String, status: String, reason: String?)
  /// The command just before failed with this message, or a message starting with it.
  case error(String)
  /// The whole screen, drawn at `width` columns with ASCII frames and no color.
  case render(width: Int, lines: [String])
  /// How many windows are open, in an app with several (`expect windows 2`).
  case windows(Int)
  /// What window `scene` is or shows (`expect window 2 active`).
  case window(SceneID, Window)
}

extension ScenarioExpectation {
  /// What an `expect window N` line checks of the window.
  public enum Window: Hashable, Sendable {
    /// It is the active one (`active`).
    case active
    /// The app's launch, a gate or a required full-screen step covers it, from the active
    /// window (`covered by the launch`, `covered by passcode`; `SceneCover`).
    case covered(by: SceneCover)
    /// Nothing covers it, and the screen on top of it is this one (`shows note`,
    /// `shows note(id: 7)`).
    case shows(ExpectedRoute)
  }
}
