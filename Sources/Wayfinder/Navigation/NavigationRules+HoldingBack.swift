extension NavigationRules where Route: FlowRoute {
  /// The ``backVeto`` of a flow whose screens hold the user's back (`holdsBack:` in its
  /// files): `reasons` gives why, by screen identifier, whatever the route's arguments. `nil`
  /// when no screen holds back, which costs ``NavigationCommand/back`` nothing. The flow loader
  /// and generated Swift both build their rules' veto here. O(1) per call.
  ///
  /// ```swift
  /// var rules = NavigationRules<ScreenRoute>()
  /// rules.backVeto = NavigationRules.holdingBack(["compose": "Discard your draft first."])
  /// ```
  ///
  /// - Parameter reasons: Why each screen that holds back does, by screen identifier.
  /// - Returns: The veto, or `nil`.
  public static func holdingBack(
    _ reasons: [String: String]
  ) -> (@Sendable (Route) -> String?)? {
    guard !reasons.isEmpty else { return nil }
    return { route in reasons[route.screenRoute.screen] }
  }
}

extension NavigationRules where Route: FlowRoute {
  /// The ``screensWithoutSwipeBack`` of a flow whose screens turn the back gesture off
  /// (`swipeBack: false` in its files), by screen identifier, whatever the route's arguments.
  /// `nil` when no screen does. The flow loader and generated Swift both build their rules
  /// here. O(1) per call.
  ///
  /// - Parameter screens: The identifiers of the screens that turn swipe back off.
  /// - Returns: The rule, or `nil`.
  public static func withoutSwipeBack(_ screens: Set<String>) -> (@Sendable (Route) -> Bool)? {
    guard !screens.isEmpty else { return nil }
    return { route in screens.contains(route.screenRoute.screen) }
  }
}
