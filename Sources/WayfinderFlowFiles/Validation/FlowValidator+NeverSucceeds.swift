internal import Wayfinder

extension FlowValidator {
  /// Reports an action the core refuses in every state where its screen shows, so tapping it
  /// can never do what it says: a tab switch on a launch screen (the core refuses tab switches
  /// until home appears), or on a modal's screen when nothing closes the modal first (a modal
  /// blocks the tab bar, and a `finish` on a modal the app presented does not dismiss it when
  /// the action navigates). A `finish` that ends the step which presented the modal, or a
  /// `dismiss`/`dismissAll` earlier in a `do:` list, closes the modal first: those may
  /// succeed. O(navigation steps of the action).
  mutating func checkNeverSucceeds(
    _ action: ActionDefinition, on screen: ScreenDefinition, _ context: FinishContext
  ) {
    let switches = Self.tabSwitches(in: action.effect)
    let reason: String
    let fix: String
    switch screen.owner {
    case .flow:
      return
    case .launch:
      guard let tab = switches.first?.tab else { return }
      reason =
        "screen '\(screen.id)' shows only during the launch, and the app refuses a tab switch "
        + "until home appears"
      fix = "switch to tab '\(tab)' from a screen home shows"
    case .modal(let modal):
      if action.finishesStep, context.steps[modal] != nil { return }
      guard let blocked = switches.first(where: { !$0.afterDismiss }) else { return }
      reason =
        "screen '\(screen.id)' shows in modal '\(modal)', and the app refuses a tab switch "
        + "while a modal is up"
      fix = "close the modal first: 'do: [dismiss, { switchTab: \(blocked.tab) }]'"
    }
    definition.neverSucceeding[screen.id, default: [:]][action.label] = reason
    bag.report(
      .actionNeverSucceeds(label: action.label, screen: screen.id, reason: reason, fix: fix),
      at: action.location)
  }

  /// The tab switches of `effect` in order, each with whether a `dismiss` or `dismissAll`
  /// comes before it in the same `do:` list.
  private static func tabSwitches(
    in effect: ActionDefinition.Effect
  ) -> [(tab: TabID, afterDismiss: Bool)] {
    switch effect {
    case .switchTab(let tab): return [(tab, false)]
    case .transaction(let steps):
      var dismissed = false
      var found: [(tab: TabID, afterDismiss: Bool)] = []
      for step in steps {
        switch step {
        case .dismiss, .dismissAll: dismissed = true
        case .switchTab(let tab): found.append((tab, dismissed))
        default: break
        }
      }
      return found
    default: return []
    }
  }
}
