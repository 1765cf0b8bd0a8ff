internal import Wayfinder

extension FlowValidator {
  /// Reports an action the core refuses in every state where its screen shows, so tapping it
  /// can never do what it says: a tab switch or a selection in a split's column on a launch
  /// screen (the core refuses both until home appears), or on a modal's screen when nothing
  /// closes the modal first (a modal
  /// blocks the tab bar, and a `finish` on a modal the app presented does not dismiss it when
  /// the action navigates). A `finish` that ends the step which presented the modal, or a
  /// `dismiss`/`dismissAll` earlier in a `do:` list, closes the modal first: those may
  /// succeed. O(navigation steps of the action).
  mutating func checkNeverSucceeds(
    _ action: ActionDefinition, on screen: ScreenDefinition, _ context: FinishContext
  ) {
    let switches = Self.homeMoves(in: action.effect)
    let reason: String
    let fix: String
    switch screen.owner {
    case .flow:
      return
    case .launch:
      guard let move = switches.first else { return }
      reason =
        "screen '\(screen.id)' shows only during the launch, and the app refuses "
        + "\(move.kind) until home appears"
      fix = "\(move.verb) from a screen home shows"
    case .modal(let modal):
      if action.finishesStep, context.steps[modal] != nil { return }
      guard let blocked = switches.first(where: { !$0.afterDismiss }) else { return }
      reason =
        "screen '\(screen.id)' shows in modal '\(modal)', and the app refuses \(blocked.kind) "
        + "while a modal is up"
      fix = "close the modal first: 'do: [dismiss, \(blocked.written)]'"
    }
    definition.neverSucceeding[screen.id, default: [:]][action.label] = reason
    bag.report(
      .actionNeverSucceeds(label: action.label, screen: screen.id, reason: reason, fix: fix),
      at: action.location)
  }

  /// A move on home the core refuses while launching or under a modal: a tab switch, or a
  /// selection in a column of a split.
  private struct HomeMove {
    /// `a tab switch`, `a selection in a column`.
    var kind: String
    /// What to do instead, from home: `switch to tab 'tab2'`.
    var verb: String
    /// The step as a `do:` list writes it: `{ switchTab: tab2 }`.
    var written: String
    /// Whether a `dismiss` or `dismissAll` comes before it in the same `do:` list.
    var afterDismiss = false
  }

  /// The moves on home of `effect` in order (``HomeMove``).
  private static func homeMoves(in effect: ActionDefinition.Effect) -> [HomeMove] {
    var dismissed = false
    var found: [HomeMove] = []
    for step in effect.steps {
      switch step {
      case .dismiss, .dismissAll: dismissed = true
      case .switchTab(let tab):
        found.append(
          HomeMove(
            kind: "a tab switch", verb: "switch to tab '\(tab)'",
            written: "{ switchTab: \(tab) }", afterDismiss: dismissed))
      case .select(let route, let column):
        found.append(
          HomeMove(
            kind: "a selection in a column", verb: "select '\(route.screen)' in \(column)",
            written: "{ select: \(route.screen), in: \(column) }", afterDismiss: dismissed))
      case .deselect(let column):
        found.append(
          HomeMove(
            kind: "a selection in a column", verb: "deselect \(column)",
            written: "{ deselect: \(column) }", afterDismiss: dismissed))
      default: break
      }
    }
    return found
  }
}
