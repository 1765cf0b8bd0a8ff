public import Wayfinder
public import WayfinderFlows

extension SavedState {
  /// Fits the saved state to the app's current definition.
  ///
  /// Nothing is dropped silently, and no screen is shown that the app no longer has:
  /// - a stack is cut at its first route whose screen is gone or whose arguments no longer fit
  ///   the screen's parameters (missing, extra or of the wrong type); a bad root, or one that is
  ///   no longer the flow's root, puts the stack back at the flow's current root;
  /// - tabs the app no longer has are dropped; when the selected one is, the first tab is
  ///   selected; tabs the app gained start at their root;
  /// - a modal whose definition is gone, or whose first screen no longer fits, is dismissed with
  ///   the modals over it; so is an interaction's modal whose step no longer presents it, and a
  ///   second interaction's;
  /// - a pending deep link is kept whole while something holds it — the launch, an
  ///   interaction's modal, or interactions still to come (`NavigationState.holdsDeepLinks`) —
  ///   and dropped otherwise, or when any part of it no longer fits;
  /// - facts no longer declared are dropped, facts whose type changed go back to their initial
  ///   value, and declared facts that were not saved start at their initial value.
  ///
  /// Each change adds a ``RestoreWarning``. The result passes `invariantViolations()`.
  ///
  /// - Parameter definition: The app as its flow files define it now.
  /// - Returns: The state, facts and warnings.
  /// - Throws: `NavigationError` only for a definition that did not come from a clean load.
  public func restore(against definition: FlowDefinition) throws(NavigationError) -> RestoredState {
    var restorer = StateRestorer(definition: definition, warnings: migrationWarnings)
    let state = try restorer.restore(navigation)
    let facts = restorer.restore(facts)
    return RestoredState(
      state: state, facts: facts, warnings: restorer.warnings, savedAppVersion: appVersion,
      schemaVersion: readSchemaVersion)
  }
}
