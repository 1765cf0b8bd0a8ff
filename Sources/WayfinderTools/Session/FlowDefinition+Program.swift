public import Wayfinder
public import WayfinderFlowFiles

extension FlowDefinition {
  /// The app as the runtime performs it: version, facts, launch and interaction steps, rules
  /// and every screen's actions.
  ///
  /// Built once: the first call on a definition costs O(size of the app), and that call and
  /// every later one on the definition or any copy of it return the same program at O(1), so
  /// sessions and scenarios of one app share it. Changing any property of a definition gives it
  /// a program of its own, built again on the next call. Thread-safe.
  ///
  /// - Throws: `NavigationError` when home cannot be built (every call, once it failed).
  public func program() throws(NavigationError) -> FlowProgram<ScreenRoute> {
    try programCache.program(building: buildProgram)
  }

  /// Builds the program: O(size of the app).
  private func buildProgram() throws(NavigationError) -> FlowProgram<ScreenRoute> {
    var actions: [String: [FlowAction]] = [:]
    for (id, screen) in screens where !screen.actions.isEmpty {
      actions[id] = screen.actions.map { $0.flowAction(in: self) }
    }
    return FlowProgram(
      version: version, initialFacts: initialFacts,
      initialState: try initialState(launching: true), launchSteps: launchSteps(),
      interactionSteps: interactionSteps(), rules: navigationRules(), actions: actions,
      restoreRule: restoreRule, windows: windows)
  }
}
