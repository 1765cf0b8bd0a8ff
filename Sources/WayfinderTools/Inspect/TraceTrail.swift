public import Wayfinder
public import WayfinderFlowFiles
internal import WayfinderPersistence

/// The screens that lead to the one on screen, in order: the launch screen while the app
/// launches; otherwise the selected tab's (or home flow's) stack from its root, then each
/// modal's stack, bottom to top (over the launch screen too). The last crumb is the screen shown.
///
/// ```swift
/// TraceTrail(session).text()   // tab1: Primary View › Secondary 1 › modal passcode: Enter
/// passcode
/// ```
///
/// O(the depth of the stacks shown).
public struct TraceTrail: Hashable, Sendable {
  /// One screen of the trail.
  public struct Crumb: Hashable, Sendable {
    /// The route.
    public var route: ScreenRoute
    /// Its title, as the flow gives it (the route's description for a screen it lacks).
    public var title: String
    /// Where it is: a tab or flow (`tab1`), a modal (`modal passcode`), or `launch`.
    public var place: String
    /// The interaction step that presented the modal it is the root of, if one did.
    public var presentedBy: StepID?

    /// Creates a crumb.
    public init(
      route: ScreenRoute, title: String, place: String, presentedBy: StepID? = nil
    ) {
      self.route = route
      self.title = title
      self.place = place
      self.presentedBy = presentedBy
    }
  }

  /// The crumbs, the screen shown last.
  public var crumbs: [Crumb]

  /// A trail of `crumbs`.
  public init(crumbs: [Crumb]) {
    self.crumbs = crumbs
  }

  /// The trail of `state`, titles from `definition`.
  public init(_ state: NavigationState<ScreenRoute>, definition: FlowDefinition) {
    let title = { (route: ScreenRoute) in
      definition.screen(for: route)?.title(for: route) ?? route.description
    }
    crumbs = []
    if case .launching(let screen) = state.phase {
      crumbs += screen.map { [Crumb(route: $0, title: title($0), place: "launch")] } ?? []
    } else if let stack = state.home.selectedStack {
      let place = state.home.selectedTab.rawValue
      crumbs += stack.routes.map { Crumb(route: $0, title: title($0), place: place) }
    }
    for modal in state.modals {
      for (index, route) in modal.stack.routes.enumerated() {
        crumbs.append(
          Crumb(
            route: route, title: title(route), place: "modal \(modal.id)",
            presentedBy: index == 0 ? modal.interaction?.step : nil))
      }
    }
  }

  /// The trail of `session`.
  public init(_ session: AppSession) {
    self.init(session.state, definition: session.definition)
  }

  /// The trail on one line: each place named once, before its first screen, screens joined by
  /// `separator`; safe for a terminal.
  public func text(separator: String = "›") -> String {
    var text = ""
    var place: String?
    for crumb in crumbs {
      if crumb.place != place {
        text += (place == nil ? "" : " \(separator) ") + crumb.place + ": "
        place = crumb.place
      } else {
        text += " \(separator) "
      }
      text += crumb.title
    }
    return TerminalText.sanitized(text.isEmpty ? "(no screen)" : text)
  }
}
