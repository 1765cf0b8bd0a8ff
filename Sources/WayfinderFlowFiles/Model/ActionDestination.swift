package import Wayfinder

/// Where taking an action, or opening a deep link, leaves the app as far as the flow files say:
/// the graph draws an edge to it, and the `transition-pairs` coverage criterion pairs an edge
/// with the actions of the screen it brings up.
package enum ActionDestination: Hashable, Sendable {
  /// A screen the files name: pushed, popped to, presented, a link's last screen, or the screen
  /// itself for an action that only sets facts.
  case screen(String)
  /// The screen below, known only at run time (`pop`, `back`, `deselect`).
  case back
  /// What is under the modal, known only at run time (`dismiss`, `dismissAll`, or a
  /// `finish: true` that closes its modal).
  case dismissed
  /// The top of a tab's stack (`switchTab`).
  case tab(TabID)
  /// Home with no flow to show (a link to a tab without one).
  case home
}

extension FlowDefinition {
  /// Where `action` of `screen` leads. O(deep links) for an `open:`, O(modals) on a modal's
  /// screen, O(1) otherwise.
  ///
  /// A button of an alert or confirmation dialog closes it first, then acts on what lies
  /// under it: one that names no screen leads to what is under the alert.
  package func destination(of action: ActionDefinition, on screen: ScreenDefinition)
    -> ActionDestination
  {
    if case .modal(let id) = screen.owner, modal(id)?.style.isDialog == true {
      switch action.effect {
      case .none, .pop, .back, .popToRoot, .dismiss, .dismissAll: return .dismissed
      default: break
      }
    }
    return destination(of: action.effect, action, on: screen)
  }

  /// Where `effect` of `action` leads: for a `do:` list, where its last step does.
  private func destination(
    of effect: ActionDefinition.Effect, _ action: ActionDefinition, on screen: ScreenDefinition
  ) -> ActionDestination {
    switch effect {
    case .none:
      if action.finishesStep || action.returns != nil, case .modal = screen.owner {
        return .dismissed
      }
      return .screen(screen.id)
    case .push(let route), .setRoot(let route), .replaceTop(let route), .pushNew(let route),
      .bringToFront(let route), .select(let route, _):
      return .screen(route.screen)
    case .pop, .back, .deselect: return .back
    case .dismissAll: return .dismissed
    case .transaction(let steps):
      // Where the last step leads; a `popToRoot` returns to the root of the stack the steps
      // before it left on screen (a tab's after a switch), unknown after a dismissal or a pop.
      var reached = ActionDestination.screen(screen.id)
      var place: ScreenDefinition? = screen
      for step in steps {
        if case .popToRoot = step {
          guard let place else { continue }
          reached = destination(of: step, action, on: place)
        } else {
          reached = destination(of: step, action, on: screen)
        }
        place = self.place(of: reached)
      }
      return reached
    case .popTo(let id): return .screen(id)
    case .popToRoot: return .screen(root(of: screen) ?? screen.id)
    case .replace(let routes): return .screen(routes.last?.screen ?? root(of: screen) ?? screen.id)
    case .present(_, let root, _): return .screen(root.screen)
    case .dismiss: return .dismissed
    case .switchTab(let tab): return .tab(tab)
    case .open(let url):
      for link in deepLinks {
        if case .matched = link.pattern.match(url) { return destination(of: link) }
      }
      return .screen(screen.id)
    }
  }

  /// The screen `destination` shows, when the files say which.
  private func place(of destination: ActionDestination) -> ScreenDefinition? {
    switch destination {
    case .screen(let id): screens[id]
    case .tab(let tab): flow(forTab: tab).flatMap { screens[$0.root] }
    case .back, .dismissed, .home: nil
    }
  }

  /// Where deep link `link` lands: its modal's root, the last screen of its path (of the last
  /// column it fills, for a split), or its tab's root (the sidebar's).
  package func destination(of link: DeepLinkDefinition) -> ActionDestination {
    if let modal = link.modal, let root = self.modal(modal)?.root { return .screen(root) }
    if let columns = link.columns {
      let last = columns.detail.last ?? columns.content.last ?? columns.sidebar.last
      if let last { return .screen(last.screen) }
    }
    if let last = link.path.last { return .screen(last.screen) }
    let tab = link.tab ?? home.tabIDs.first
    return tab.flatMap { flow(forTab: $0)?.root }.map(ActionDestination.screen) ?? .home
  }

  /// The root of the flow or modal that declares `screen`; `nil` for a launch screen.
  func root(of screen: ScreenDefinition) -> String? {
    switch screen.owner {
    case .flow(let id): flow(id)?.root
    case .modal(let id): modal(id)?.root
    case .launch: nil
    }
  }
}
