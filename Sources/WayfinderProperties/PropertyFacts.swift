public import Wayfinder

/// What a property may read about the state besides the app's facts: the names below, each
/// argument of the visible screen as `screen.NAME`, and any of those as it was before the last
/// command as `previous.NAME`.
///
/// | Name | Type | Value |
/// |---|---|---|
/// | `screen` | string | the visible screen's id (the launch screen's while launching; `""` with none) |
/// | `modal` | string | the topmost modal's id, `""` when none is up |
/// | `modals` | int | how many modals are up, one over another (0 with none) |
/// | `presented.NAME` | bool | modal `NAME` is up, on top or under another |
/// | `inStack.NAME` | bool | screen `NAME` is in the stack on screen, on top or under (on a split home, in any column's stack) |
/// | `tab` | string | the selected tab's id |
/// | `phase` | string | `"launching"` or `"home"` |
/// | `linkHeld` | bool | a deep link waits (behind the launch or an interaction) |
/// | `background` | bool | the app is in the background |
/// | `sequence` | bool | an interaction sequence (the launch's or a foreground's) is running |
/// | `depth` | int | screens in the visible stack, its root included (1 on a tab's root or a modal's first screen; 0 on the launch screen; on a split home, every column's screens: the stack a compact width shows) |
/// | `command` | string | the command that led here as a scenario writes it, a tap by its button's label (`tap Unlock`, `open shop://cart`, `back`); `""` at launch |
/// | `windows` | int | how many windows are open (1 in an app with one) |
/// | `covered` | bool | every window but the active one is covered: the launch, a gate or a required full-screen step is up in the active one (`false` with one window open) |
/// | `screen.NAME` | the parameter's | the visible screen's argument `NAME` (absent on a screen without it) |
/// | `previous.NAME` | NAME's | NAME in the state before the last command (absent at launch) |
///
/// `previous.` names let a property compare a command's before and after:
/// `never: 'command == "tap Unlock" && modal == "passcode"'` says the button ends its step,
/// `never: 'command == "open shop://cart" && previous.tab == "shop" && depth <= previous.depth'`
/// says the link keeps the stack under the cart. `never: 'modals > 1'` says no modal ever comes
/// up over another; `never: 'presented.login && loggedIn'` says the login gate goes once the
/// user is signed in, whatever is over it.
public enum PropertyFacts {
  /// The names a property may use beside the app's facts, and their types.
  public static let names: [String: FactType] = [
    "screen": .string, "modal": .string, "tab": .string, "phase": .string, "linkHeld": .bool,
    "background": .bool, "sequence": .bool, "depth": .int, "command": .string, "modals": .int,
    "windows": .int, "covered": .bool,
  ]

  /// What `presented.NAME` starts with: modal `NAME` is up.
  public static let presentedPrefix = "presented."

  /// What `inStack.NAME` starts with: screen `NAME` is in the stack on screen.
  public static let inStackPrefix = "inStack."

  /// The name under which whether modal `id` is up is read: `presented.NAME`.
  public static func presented(_ id: String) -> String { presentedPrefix + id }

  /// The name under which whether screen `id` is in the stack on screen is read:
  /// `inStack.NAME`.
  public static func inStack(_ id: String) -> String { inStackPrefix + id }

  /// Whether `name` (or its `previous.` form) is a `presented.` or `inStack.` name, which is
  /// `false` whenever a state does not set it.
  public static func isMembership(_ name: String) -> Bool {
    let bare = name.hasPrefix(previousPrefix) ? name.dropFirst(previousPrefix.count) : name[...]
    return bare.hasPrefix(presentedPrefix) || bare.hasPrefix(inStackPrefix)
  }

  /// What `previous.NAME` starts with.
  public static let previousPrefix = "previous."

  /// The name under which the visible screen's argument `parameter` is read: `screen.NAME`.
  public static func argument(_ parameter: String) -> String { "screen.\(parameter)" }

  /// The name under which `name`'s value before the last command is read: `previous.NAME`.
  public static func previous(_ name: String) -> String { previousPrefix + name }

  /// Every name a property may read and its type: the app's `facts`, ``names``, the screens'
  /// `arguments` as `screen.NAME`, `presented.NAME` for each modal, `inStack.NAME` for each
  /// screen, and each of those as `previous.NAME`. A fact named like one of ``names`` is not
  /// readable; the loader reports it. O(facts + arguments + modals + screens).
  ///
  /// - Parameters:
  ///   - facts: The type of each of the app's facts.
  ///   - arguments: The type of each screen parameter, by name, as a property reads it.
  ///   - modals: The app's modal identifiers, read as `presented.NAME`.
  ///   - screens: The app's screen identifiers, read as `inStack.NAME`.
  /// - Returns: The types to parse a property's conditions with.
  public static func types(
    facts: [String: FactType], arguments: [String: FactType] = [:], modals: [String] = [],
    screens: [String] = []
  ) -> [String: FactType] {
    var now = facts.merging(names) { _, state in state }
    for (name, type) in arguments { now[argument(name)] = type }
    for id in modals { now[presented(id)] = .bool }
    for id in screens { now[inStack(id)] = .bool }
    var all = now
    for (name, type) in now { all[previous(name)] = type }
    return all
  }

  /// The facts a property reads in `state`: `facts`, with the names of ``names``, the visible
  /// screen's arguments, `presented.NAME` for each modal up and `inStack.NAME` for each screen
  /// in the stack on screen set (a `presented.` or `inStack.` name a state does not set is
  /// `false`: ``PropertyMonitor`` fills in the ones its properties read). O(facts + arguments +
  /// modals + the depth of the stack on screen), or without the depth when `reading` names no
  /// `inStack.` name. The `previous.` names are set by ``PropertyMonitor``, which remembers
  /// the state before.
  ///
  /// - Parameters:
  ///   - state: The navigation state.
  ///   - facts: The app's facts.
  ///   - inBackground: Whether the app is in the background.
  ///   - sequenceRunning: Whether an interaction sequence is running.
  ///   - command: The command that led to `state` as a scenario writes it, a tap by its
  ///     button's label (`tap Unlock`); `""` at launch.
  ///   - windows: How many windows are open.
  ///   - covered: Whether every window but the active one is covered.
  ///   - reading: The names the properties read (``PropertyMonitor/names``), so the stack is
  ///     walked only when one of them is an `inStack.` name; `nil` walks it.
  /// - Returns: The facts to evaluate a property's conditions with.
  @_specialize(exported:true,where Route == ScreenRoute)
  public static func of<Route: FlowRoute>(
    _ state: NavigationState<Route>, facts: Facts, inBackground: Bool,
    sequenceRunning: Bool = false, command: String = "", windows: Int = 1, covered: Bool = false,
    reading: Set<String>? = nil
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
    // A split's columns, with nothing over them, are one stack: Back walks all of them.
    let columns = state.modals.isEmpty && state.home.split != nil ? state.home.tabs : []
    let depth =
      columns.isEmpty
      ? state.visibleStack.map { $0.count } ?? 0 : columns.reduce(0) { $0 + $1.stack.count }
    all["depth"] = .int(depth)
    all["command"] = .string(command)
    all["modals"] = .int(state.modals.count)
    all["windows"] = .int(windows)
    all["covered"] = .bool(covered)
    for modal in state.modals { all[presented(modal.id.rawValue)] = .bool(true) }
    let readsStack =
      reading.map { names in
        names.contains {
          $0.hasPrefix(inStackPrefix) || $0.hasPrefix(previousPrefix + inStackPrefix)
        }
      } ?? true
    if readsStack, !columns.isEmpty {
      for column in columns {
        for route in column.stack.routesFromTop {
          all[inStack(route.screenRoute.screen)] = .bool(true)
        }
      }
    } else if readsStack, let stack = state.visibleStack {
      for route in stack.routesFromTop { all[inStack(route.screenRoute.screen)] = .bool(true) }
    }
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

  /// The facts a property reads in `life`: as ``of(_:facts:inBackground:sequenceRunning:command:windows:covered:reading:)``
  /// reads them in its active window, with its facts, background, sequence and windows.
  /// O(that) plus O(w log w) for w windows in an app that has several.
  ///
  /// - Parameters:
  ///   - life: The app's life.
  ///   - command: The command that led here as a scenario writes it; `""` at launch.
  ///   - reading: The names the properties read, or `nil` for all.
  /// - Returns: The facts to evaluate a property's conditions with.
  public static func of<Route: FlowRoute>(
    _ life: AppLife<Route>, command: String = "", reading: Set<String>? = nil
  ) -> Facts {
    // Only an app with several windows pays for listing them.
    let others =
      life.program.windows == .multiple ? life.scenes.filter { $0 != life.activeScene } : []
    return of(
      life.state, facts: life.facts, inBackground: life.isInBackground,
      sequenceRunning: life.isRunning, command: command, windows: others.count + 1,
      covered: others.first.map { life.cover(of: $0) != nil } ?? false, reading: reading)
  }
}
