public import Wayfinder

/// What a property may read about the state besides the app's facts: the names below, each
/// argument of the visible screen as `screen.NAME`, and any of those as it was before the last
/// command as `previous.NAME`.
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
/// | `depth` | int | screens in the visible stack, its root included (1 on a tab's root or a modal's first screen; 0 on the launch screen) |
/// | `command` | string | the command that led here as a scenario writes it, a tap by its button's label (`tap Unlock`, `open shop://cart`, `back`); `""` at launch |
/// | `screen.NAME` | the parameter's | the visible screen's argument `NAME` (absent on a screen without it) |
/// | `previous.NAME` | NAME's | NAME in the state before the last command (absent at launch) |
///
/// `previous.` names let a property compare a command's before and after:
/// `never: 'command == "tap Unlock" && modal == "passcode"'` says the button ends its step,
/// `never: 'command == "open shop://cart" && previous.tab == "shop" && depth <= previous.depth'`
/// says the link keeps the stack under the cart.
public enum PropertyFacts {
  /// The names a property may use beside the app's facts, and their types.
  public static let names: [String: FactType] = [
    "screen": .string, "modal": .string, "tab": .string, "phase": .string, "linkHeld": .bool,
    "background": .bool, "sequence": .bool, "depth": .int, "command": .string,
  ]

  /// What `previous.NAME` starts with.
  public static let previousPrefix = "previous."

  /// The name under which the visible screen's argument `parameter` is read: `screen.NAME`.
  public static func argument(_ parameter: String) -> String { "screen.\(parameter)" }

  /// The name under which `name`'s value before the last command is read: `previous.NAME`.
  public static func previous(_ name: String) -> String { previousPrefix + name }

  /// Every name a property may read and its type: the app's `facts`, ``names``, the screens'
  /// `arguments` as `screen.NAME`, and each of those as `previous.NAME`. A fact named like one
  /// of ``names`` is not readable; the loader reports it. O(facts + arguments).
  ///
  /// - Parameters:
  ///   - facts: The type of each of the app's facts.
  ///   - arguments: The type of each screen parameter, by name, as a property reads it.
  /// - Returns: The types to parse a property's conditions with.
  public static func types(
    facts: [String: FactType], arguments: [String: FactType] = [:]
  ) -> [String: FactType] {
    var now = facts.merging(names) { _, state in state }
    for (name, type) in arguments { now[argument(name)] = type }
    var all = now
    for (name, type) in now { all[previous(name)] = type }
    return all
  }

  /// The facts a property reads in `state`: `facts`, with the names of ``names`` and the visible
  /// screen's arguments set. O(facts + arguments). The `previous.` names are set by
  /// ``PropertyMonitor``, which remembers the state before.
  ///
  /// - Parameters:
  ///   - state: The navigation state.
  ///   - facts: The app's facts.
  ///   - inBackground: Whether the app is in the background.
  ///   - sequenceRunning: Whether an interaction sequence is running.
  ///   - command: The command that led to `state` as a scenario writes it, a tap by its
  ///     button's label (`tap Unlock`); `""` at launch.
  /// - Returns: The facts to evaluate a property's conditions with.
  @_specialize(exported:true,where Route == ScreenRoute)
  public static func of<Route: FlowRoute>(
    _ state: NavigationState<Route>, facts: Facts, inBackground: Bool,
    sequenceRunning: Bool = false, command: String = ""
  ) -> Facts {
    var all = facts
    // One allocation of the size it ends at, rather than a copy and then growth.
    all.values.reserveCapacity(facts.values.count + names.count + 4)
    var visible = state.visibleRoute?.screenRoute
    if visible == nil, case .launching(let screen?) = state.phase { visible = screen.screenRoute }
    all["screen"] = .string(visible?.screen ?? "")
    all["modal"] = .string(state.topModal?.id.rawValue ?? "")
    all["tab"] = .string(state.home.selectedTab.rawValue)
    all["phase"] = .string(state.phase.isLaunching ? "launching" : "home")
    all["linkHeld"] = .bool(state.pendingDeepLink != nil)
    all["background"] = .bool(inBackground)
    all["sequence"] = .bool(sequenceRunning)
    all["depth"] = .int(state.visibleStack.map { $0.count } ?? 0)
    all["command"] = .string(command)
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
