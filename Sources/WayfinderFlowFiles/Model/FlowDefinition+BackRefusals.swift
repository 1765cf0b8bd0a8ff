extension FlowDefinition {
  /// Why each screen that holds the user's back does (`holdsBack:`), by screen identifier: what
  /// `NavigationRules.holdingBack(_:)` makes the back veto of. O(screens).
  public var backRefusals: [String: String] {
    screens.compactMapValues(\.holdsBack)
  }
}
