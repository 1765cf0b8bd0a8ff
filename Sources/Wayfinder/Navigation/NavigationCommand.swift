/// Something to do to a ``NavigationState``: the input of the transition function.
///
/// Stack commands act on the ``StackTarget/visible`` stack unless given another target.
public enum NavigationCommand<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Push a screen.
  case push(Route, on: StackTarget = .visible)
  /// Push several screens in order; the last ends up on top.
  case pushAll([Route], on: StackTarget = .visible)
  /// Pop `count` screens (one by default).
  case pop(count: Int = 1, on: StackTarget = .visible)
  /// Pop back to the last occurrence of a screen.
  case popTo(Route, on: StackTarget = .visible)
  /// Pop back to the root.
  case popToRoot(on: StackTarget = .visible)
  /// Replace the whole path above the root.
  case setPath([Route], on: StackTarget = .visible)
  /// Select a tab. Selecting the selected tab pops it to its root when
  /// ``NavigationRules/reselectPopsToRoot`` is set.
  case selectTab(TabID)
  /// Present a modal over whatever is on screen.
  ///
  /// The modal is boxed (`indirect`), so that every command is a few words: a command is
  /// copied into each ``StateTransition``, and copying one the size of a modal took about a
  /// sixth of a transition's time.
  indirect case present(Modal<Route>)
  /// Dismiss the topmost modal.
  case dismiss
  /// Dismiss a modal and every modal presented over it.
  case dismissModal(ModalID)
  /// Dismiss every modal. Does nothing when none is presented.
  case dismissAll
  /// End a modal with a result: remove it, from any screen of its flow, with every modal over
  /// it. Its ``StateTransition/modalEndings`` entry says ``ModalEnding/Outcome/returned``; every
  /// other way a modal goes says ``ModalEnding/Outcome/dismissed``. Refused as
  /// ``dismissModal(_:)`` is.
  case returnFrom(ModalID)
  /// Open a deep link: resolved at once, applied at once on home, or held until launch finishes.
  case open(url: String)
  /// Show a launch screen (or none) beneath the launch modals.
  case showLaunchScreen(Route?)
  /// End the launch: home appears, then a pending deep link is applied.
  case finishLaunch
  /// Replace the stack's root with `root` and its path with `path` (none by default): after a
  /// login, the account screen becomes the root.
  case setRoot(Route, path: [Route] = [], on: StackTarget = .visible)
  /// Replace the screen on top: the last pushed, or the root when nothing is.
  case replaceTop(Route, on: StackTarget = .visible)
  /// Pop the screen at `position` of the path (0 is the first pushed) and every screen above
  /// it, when that screen is still `route`: a screen pops itself by where it stands, and a
  /// position read before the stack changed is refused rather than popping another screen.
  case popFrom(Route, at: Int, on: StackTarget = .visible)
  /// Push a screen unless it is already on top, when nothing changes.
  case pushNew(Route, on: StackTarget = .visible)
  /// Bring a screen to the top: its last occurrence above the root moves there; a screen not
  /// on the path is pushed; nothing changes when it is on top.
  case bringToFront(Route, on: StackTarget = .visible)
  /// Go back as a system back does: pop the stack on screen, or dismiss the top modal when its
  /// stack is at its root. Refused when the screen on screen holds back
  /// (``NavigationRules/backVeto``), and as a pop or a dismiss is refused.
  case back
  /// Present a modal, or when it is up already, dismiss the modals over it so that it is on
  /// screen again, its own stack as it was.
  indirect case presentOrReveal(Modal<Route>)
  /// Add a tab to the tab bar at `index` (at the end by default).
  indirect case addTab(NavigationTab<Route>, at: Int? = nil)
  /// Remove a tab from the tab bar; when it was selected, the tab before it (or the first) is.
  case removeTab(TabID)
  /// Apply several commands in order as one transition: all of them, or none when one is
  /// refused, with one ``StateTransition`` for observers and traces.
  indirect case transaction([NavigationCommand])
  /// Rest a sheet at `detent`, as the user does by dragging it: the top modal, or `modal`,
  /// which must be on top. Refused (``NavigationError/detentUnavailable(modal:detent:style:detents:)``)
  /// unless the modal is a sheet or a popover that declares `detent`.
  case selectDetent(SheetDetent, modal: ModalID? = nil)
  /// Show `route` at the root of `column` of a split home: what the column before it selected
  /// (a folder chosen in the sidebar roots the content column; a message chosen there roots the
  /// detail). What the columns after `column` showed is cleared, as choosing another folder
  /// clears the message shown. Refused for the sidebar (set its root instead), a column the
  /// split lacks, a column whose column before it has nothing selected, a home that is not a
  /// split, while a modal covers home, and during launch.
  case select(Route, in: SplitColumn)
  /// Record the width a split home is shown at: side by side, or collapsed into one stack. Only
  /// how the columns show changes, never what they hold; allowed under modals and during
  /// launch, as a window resizes whenever it likes. Refused when home is not a split.
  case setWidth(SplitWidth)
  /// Clear what is selected for `column` of a split home, and for the columns after it, as a
  /// host does when its list's selection is set to none. Nothing changes when nothing is
  /// selected there. Refused as ``select(_:in:)`` is.
  case deselect(SplitColumn)
  /// Begin a back gesture (an edge swipe, a predictive back, a sheet pulled down): sets
  /// ``NavigationState/backGesture`` to what ``back`` would remove and reveal. Refused
  /// exactly when ``back`` would be, and when the screen on screen or the modal it would
  /// dismiss turns swipe back off (``NavigationRules/screensWithoutSwipeBack``,
  /// ``NavigationRules/modalsWithoutSwipeBack``). While a gesture is in progress, other commands
  /// are refused, except those the app cannot hold back, which cancel it first
  /// (``cancelsBackGesture``).
  case beginBack
  /// Complete the back gesture in progress: does what ``back`` does, as one transition.
  case completeBack
  /// Cancel the back gesture in progress: nothing else changes.
  case cancelBack
}

extension NavigationCommand: Codable where Route: Codable {}

extension NavigationCommand: CustomStringConvertible {
  /// A short verb phrase, as used in error messages and traces: `push 'secondary1'`.
  public var description: String {
    func name(_ route: Route) -> String { RouteDescription.of(route) }
    return switch self {
    case .push(let route, let target): "push '\(name(route))'" + Self.suffix(target, "onto")
    case .pushAll(let routes, let target):
      "push " + routes.map { "'\(name($0))'" }.joined(separator: ", ") + Self.suffix(target, "onto")
    case .pop(let count, let target):
      (count == 1 ? "pop" : "pop \(count) screens") + Self.suffix(target, "from")
    case .popTo(let route, let target): "pop to '\(name(route))'" + Self.suffix(target, "in")
    case .popToRoot(let target): "pop to the root" + Self.suffix(target, "of")
    case .setPath(let routes, let target):
      "set the path to [" + routes.map(name).joined(separator: ", ") + "]"
        + Self.suffix(target, "of")
    case .selectTab(let id): "switch to tab '\(id)'"
    case .present(let modal): "present modal '\(modal.id)'"
    case .dismiss: "dismiss"
    case .dismissModal(let id): "dismiss modal '\(id)'"
    case .dismissAll: "dismiss all modals"
    case .returnFrom(let id): "return from modal '\(id)'"
    case .open(let url): "open '\(url)'"
    case .showLaunchScreen(let route):
      route.map { "show launch screen '\(name($0))'" } ?? "hide the launch screen"
    case .finishLaunch: "finish the launch"
    case .setRoot(let route, let routes, let target):
      "set the root to '\(name(route))'"
        + (routes.isEmpty ? "" : " under [" + routes.map(name).joined(separator: ", ") + "]")
        + Self.suffix(target, "of")
    case .replaceTop(let route, let target):
      "replace the top screen with '\(name(route))'" + Self.suffix(target, "of")
    case .popFrom(let route, let position, let target):
      "pop from '\(name(route))' at \(position)" + Self.suffix(target, "of")
    case .pushNew(let route, let target):
      "push '\(name(route))' unless on top" + Self.suffix(target, "onto")
    case .bringToFront(let route, let target):
      "bring '\(name(route))' to the front" + Self.suffix(target, "of")
    case .back: "go back"
    case .presentOrReveal(let modal): "present or reveal modal '\(modal.id)'"
    case .addTab(let tab, let index): "add tab '\(tab.id)'" + (index.map { " at \($0)" } ?? "")
    case .removeTab(let id): "remove tab '\(id)'"
    case .selectDetent(let detent, let modal):
      "select detent '\(detent)'" + (modal.map { " of modal '\($0)'" } ?? "")
    case .transaction(let commands):
      commands.isEmpty ? "do nothing" : commands.map(\.description).joined(separator: ", then ")
    case .select(let route, let column): "select '\(name(route))' in the \(column) column"
    case .setWidth(let width): "set the width to \(width)"
    case .deselect(let column): "clear the selection of the \(column) column"
    case .beginBack: "begin a back gesture"
    case .completeBack: "complete the back gesture"
    case .cancelBack: "cancel the back gesture"
    }
  }

  private static func suffix(_ target: StackTarget, _ preposition: String) -> String {
    target == .visible ? "" : " \(preposition) \(target)"
  }
}
