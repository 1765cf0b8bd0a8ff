/// A change of the app's windows: one opened, made active or closed
/// (``Navigator/openWindow()``, ``Navigator/activateWindow(_:)``, ``Navigator/closeWindow(_:)``).
/// A transition it causes goes from the state of the window active before to that of the window
/// active after.
public enum WindowChange: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Window `scene` opened, and is the active one.
  case open(SceneID)
  /// Window `scene` became the active one.
  case activate(SceneID)
  /// Window `scene` closed.
  case close(SceneID)

  /// "open window 2", "activate window 2", "close window 2".
  public var description: String {
    switch self {
    case .open(let scene): "open \(scene)"
    case .activate(let scene): "activate \(scene)"
    case .close(let scene): "close \(scene)"
    }
  }
}

extension NavigationState {
  /// The transition `cause` makes of this state: a command's or an interaction change's. A
  /// window change concerns the app's windows, which one window's state does not hold: applied
  /// to it alone, it leaves it as it is (``Navigator`` applies window changes to its windows).
  func applying(_ cause: TransitionCause<Route>, rules: NavigationRules<Route>)
    throws(NavigationError) -> StateTransition<Route>
  {
    switch cause {
    case .command(let command): try applying(command, rules: rules)
    case .interaction(let change): try applying(change)
    case .window: StateTransition(before: self, after: self, cause: cause)
    }
  }
}
