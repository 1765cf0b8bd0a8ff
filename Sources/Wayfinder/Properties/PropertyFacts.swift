/// What a property may read about the state besides the app's facts: the names below, and each
/// argument of the visible screen as `screen.NAME`.
///
/// | Name | Type | Value |
/// |---|---|---|
/// | `screen` | string | the visible screen's id (the launch screen's while launching; `""` with none) |
/// | `modal` | string | the topmost modal's id, `""` when none is up |
/// | `tab` | string | the selected tab's id |
/// | `phase` | string | `"launching"` or `"home"` |
/// | `linkHeld` | bool | a deep link waits (behind the launch or an interaction) |
/// | `background` | bool | the app is in the background |
/// | `sequence` | bool | an interaction sequence (the launch's or a foreground's) is running |
/// | `screen.NAME` | the parameter's | the visible screen's argument `NAME` (absent on a screen without it) |
public enum PropertyFacts {
  /// The names a property may use beside the app's facts, and their types.
  public static let names: [String: FactType] = [
    "screen": .string, "modal": .string, "tab": .string, "phase": .string, "linkHeld": .bool,
    "background": .bool, "sequence": .bool,
  ]

  /// The name under which the visible screen's argument `parameter` is read: `screen.NAME`.
  public static func argument(_ parameter: String) -> String { "screen.\(parameter)" }

  /// The facts a property reads in `state`: `facts`, with the names of ``names`` and the visible
  /// screen's arguments set. O(facts + arguments).
  ///
  /// - Parameters:
  ///   - state: The navigation state.
  ///   - facts: The app's facts.
  ///   - inBackground: Whether the app is in the background.
  ///   - sequenceRunning: Whether an interaction sequence is running.
  /// - Returns: The facts to evaluate a property's conditions with.
  @_specialize(exported:true,where Route == ScreenRoute)
  public static func of<Route: FlowRoute>(
    _ state: NavigationState<Route>, facts: Facts, inBackground: Bool,
    sequenceRunning: Bool = false
  ) -> Facts {
    var all = facts
    var visible = state.visibleRoute?.screenRoute
    if visible == nil, case .launching(let screen?) = state.phase { visible = screen.screenRoute }
    all["screen"] = .string(visible?.screen ?? "")
    all["modal"] = .string(state.topModal?.id.rawValue ?? "")
    all["tab"] = .string(state.home.selectedTab.rawValue)
    all["phase"] = .string(state.phase.isLaunching ? "launching" : "home")
    all["linkHeld"] = .bool(state.pendingDeepLink != nil)
    all["background"] = .bool(inBackground)
    all["sequence"] = .bool(sequenceRunning)
    for (name, value) in visible?.arguments ?? [:] {
      switch value {
      case .int(let number): all[argument(name)] = .int(number)
      case .string(let text): all[argument(name)] = .string(text)
      case .bool(let flag): all[argument(name)] = .bool(flag)
      case .double(let number): all[argument(name)] = .string(String(number))
      }
    }
    return all
  }
}
