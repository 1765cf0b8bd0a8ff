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
  /// Open a deep link: resolved at once, applied at once on home, or held until launch finishes.
  case open(url: String)
  /// Show a launch screen (or none) beneath the launch modals.
  case showLaunchScreen(Route?)
  /// End the launch: home appears, then a pending deep link is applied.
  case finishLaunch
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
    case .open(let url): "open '\(url)'"
    case .showLaunchScreen(let route):
      route.map { "show launch screen '\(name($0))'" } ?? "hide the launch screen"
    case .finishLaunch: "finish the launch"
    }
  }

  private static func suffix(_ target: StackTarget, _ preposition: String) -> String {
    target == .visible ? "" : " \(preposition) \(target)"
  }
}
