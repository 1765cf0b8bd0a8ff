public import Wayfinder

extension FlowDefinition {
  /// The app as the runtime performs it: version, facts, launch and interaction steps, rules
  /// and every screen's actions. O(size of the app).
  ///
  /// - Throws: `NavigationError` when home cannot be built.
  public func program() throws(NavigationError) -> FlowProgram<ScreenRoute> {
    var actions: [String: [FlowAction]] = [:]
    for (id, screen) in screens where !screen.actions.isEmpty {
      actions[id] = screen.actions.map { $0.flowAction(in: self) }
    }
    return FlowProgram(
      version: version, initialFacts: initialFacts,
      initialState: try initialState(launching: true), launchSteps: launchSteps(),
      interactionSteps: interactionSteps(), rules: navigationRules(), actions: actions)
  }
}
