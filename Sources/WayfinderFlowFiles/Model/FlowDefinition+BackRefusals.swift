public import Wayfinder

extension FlowDefinition {
  /// Why each screen that holds the user's back does (`holdsBack:`), by screen identifier: what
  /// `NavigationRules.holdingBack(_:)` makes the back veto of. O(screens).
  public var backRefusals: [String: String] {
    screens.compactMapValues(\.holdsBack)
  }

  /// The screens that turn the back gesture off (`swipeBack: false`), by identifier: what
  /// `NavigationRules.withoutSwipeBack(_:)` makes the rule of. O(screens).
  public var screensWithoutSwipeBack: Set<String> {
    Set(screens.values.filter { !$0.swipeBack }.map(\.id))
  }

  /// The modals no back gesture dismisses (`swipeBack: false` on the modal). O(modals).
  public var modalsWithoutSwipeBack: Set<ModalID> {
    Set(modals.filter { !$0.swipeBack }.map(\.id))
  }
}
