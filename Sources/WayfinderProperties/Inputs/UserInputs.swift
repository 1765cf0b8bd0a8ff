public import Wayfinder

/// What a person can do to an app now, on the screen they see: the one answer both the tools'
/// exploration and the tester's `FlowExplorer` ask before they play a ``InputKind/user``
/// input. The rules are the core's: back is offered where `NavigationState.backRefusal(rules:)`
/// has none, a back gesture where `NavigationState.backGestureRefusal(rules:)` has none, a
/// swipe where the top modal is a sheet the transition function lets go, a tab
/// where selecting it is not refused; what this adds is what a person can reach at all: nothing
/// on screen can be touched while the app is in the background, a link reaches an app in
/// the foreground (the system brings it there first), and windows open, switch and close in
/// the foreground of an app that has several.
///
/// ```swift
/// let inputs = UserInputs(life)
/// if inputs.canGoBack { try life.perform(.navigate(.back)) }
/// ```
///
/// Each answer asks the core about one command: O(1) beside one transition, computed only when
/// read.
public struct UserInputs<Route: FlowRoute>: Sendable {
  /// The app as it is now.
  public let life: AppLife<Route>

  /// What a person can do to `life` now.
  public init(_ life: AppLife<Route>) { self.life = life }

  /// Whether the screen on top can be touched: the app is in the foreground.
  public var canTouch: Bool { !life.isInBackground }

  /// Whether the screen's actions can be tapped: the app is in the foreground. (Which action
  /// is available is the action's own `when:`; a tap on one that is not is refused.)
  public var canTap: Bool { canTouch }

  /// Whether the user's back goes back now: in the foreground, and the core does not refuse
  /// `NavigationCommand.back` (a screen holding back, a gate, the launch).
  public var canGoBack: Bool {
    canTouch && life.state.backRefusal(rules: life.program.rules) == nil
  }

  /// Whether the user can go back to the root of the stack on screen (a long press on back,
  /// or the selected tab tapped again): back is allowed and the stack has screens above its
  /// root.
  public var canGoToRoot: Bool {
    canGoBack && life.state.visibleStack?.canGoBack == true
  }

  /// Whether the user can begin a back gesture now — an edge swipe, a predictive back, a sheet
  /// pulled down: in the foreground, and the core lets one begin
  /// (`NavigationState.backGestureRefusal(rules:)`: where back goes back, swipe back is on and
  /// no gesture is in progress). Once begun, the only thing the user can do is end it
  /// (``isSwiping``).
  public var canSwipeBack: Bool {
    canTouch && life.state.backGestureRefusal(rules: life.program.rules) == nil
  }

  /// Whether a back gesture is in progress: the user's finger is down, and what they do next is
  /// complete it (`NavigationCommand.completeBack`) or cancel it
  /// (`NavigationCommand.cancelBack`); the core refuses anything else they touch meanwhile.
  public var isSwiping: Bool { life.state.backGesture != nil }

  /// Whether the user can swipe the top modal away: in the foreground, the modal is a sheet
  /// (a full-screen cover has no swipe), and the core lets it go (an interaction that must be
  /// answered, or a gate, is refused).
  public var canSwipeDismiss: Bool {
    guard canTouch, let top = life.state.modals.last, top.style == .sheet else { return false }
    return (try? life.state.applying(.dismiss, rules: life.program.rules)) != nil
  }

  /// The tabs the user can tap now: in the foreground, each tab the core lets them select
  /// (none during the launch or under a modal).
  public var tabs: [TabID] {
    guard canTouch else { return [] }
    return life.state.home.tabIDs.filter { id in
      (try? life.state.applying(.selectTab(id), rules: life.program.rules)) != nil
    }
  }

  /// The widths the user can turn a split home to now, in the foreground: the other one (a
  /// window resized, an iPad turned or put in split view), as the core allows it. None when home
  /// is no split.
  public var widths: [SplitWidth] {
    guard canTouch, let width = life.state.splitWidth else { return [] }
    let other: SplitWidth = width == .regular ? .compact : .regular
    let allowed = (try? life.state.applying(.setWidth(other), rules: life.program.rules)) != nil
    return allowed ? [other] : []
  }

  /// The selections the user can make now in a split home shown side by side, beside the taps
  /// on the screen on top: each row that the top screen of a column before the last with a
  /// selection declares (`select:`), as another folder chosen while a message shows, when it is
  /// available and the core lets it select. None in a compact width, where only the last
  /// column shows and its rows are taps, nor in the background. O(actions of those screens).
  public var selections: [NavigationCommand<Route>] {
    guard canTouch, life.state.splitWidth == .regular else { return [] }
    let state = life.state
    let rules = life.program.rules
    var commands: [NavigationCommand<Route>] = []
    for tab in state.home.tabs.dropLast() {
      let top = tab.stack.top.screenRoute
      for action in life.program.actions[top.screen] ?? [] {
        guard case .select = action.navigation,
          action.isAvailable(facts: life.facts, version: life.program.version),
          let navigation = try? action.resolvedNavigation(from: top, facts: life.facts),
          let command: NavigationCommand<Route> =
            (try? action.command(for: navigation, visibleStack: nil)) ?? nil,
          (try? state.applying(command, rules: rules)) != nil
        else { continue }
        commands.append(command)
      }
    }
    return commands
  }

  /// Whether a deep link the user opens reaches the app now: it is in the foreground (a link
  /// opened from elsewhere brings the app there first; a cold launch from a link is a
  /// relaunch).
  public var canOpenLinks: Bool { canTouch }

  /// Whether the user can send the app to the background: it is in the foreground.
  public var canGoToBackground: Bool { !life.isInBackground }

  /// Whether the user can bring the app back: it is in the background.
  public var canComeToForeground: Bool { life.isInBackground }

  /// The most windows an exploration keeps open at once: enough to move between windows, close
  /// the active one and see a cover over the others, few enough that a run does not spend
  /// itself opening windows.
  public static var exploredWindowLimit: Int { 4 }

  /// Whether the user can open another window now: the app has several (`windows: multiple`),
  /// it is in the foreground, and fewer than `limit` are open (never more than
  /// `AppLife.windowLimit`). O(w log w) for w windows.
  public func canOpenWindow(upTo limit: Int = exploredWindowLimit) -> Bool {
    canTouch && life.program.windows == .multiple
      && life.scenes.count < min(limit, AppLife<Route>.windowLimit)
  }

  /// The windows the user can switch to now: in the foreground, every open one but the active
  /// one, in the order they opened. O(w log w) for w windows.
  public var windowsToActivate: [SceneID] {
    guard canTouch else { return [] }
    return life.scenes.filter { $0 != life.activeScene }
  }

  /// The windows the user can close now: in the foreground, any open one while another stays.
  /// O(w log w) for w windows.
  public var windowsToClose: [SceneID] {
    guard canTouch else { return [] }
    let scenes = life.scenes
    return scenes.count > 1 ? scenes : []
  }
}
