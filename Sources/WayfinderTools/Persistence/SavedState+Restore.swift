public import Wayfinder

extension SavedState {
  /// Fits the saved state to the app's current definition: the check for a flow-file app.
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
  ///   value, and declared facts that were not saved start at their initial value;
  /// - the prompt history of steps the app no longer has is dropped, and so are steps still to
  ///   come that it no longer has (one warning each, naming the first few).
  ///
  /// Each change adds a ``RestoreWarning``. The result passes `invariantViolations()`.
  ///
  /// - Parameter definition: The app as its flow files define it now.
  /// - Returns: The state, facts and warnings.
  /// - Throws: `NavigationError` only for a definition that did not come from a clean load.
  public func restore(
    against definition: FlowDefinition
  ) throws(NavigationError) -> RestoredState<ScreenRoute> {
    try restore(
      navigation, facts: facts, history: promptHistory, pending: pendingSteps,
      warnings: migrationWarnings, in: DefinitionRestoreContext(definition: definition))
  }

  /// Fits the saved state to a Swift app — generated routes or hand-written ones — as its
  /// program and route type have it now.
  ///
  /// The rules are those of ``restore(against:)``, applied to what a program knows:
  /// - a route the app's route type no longer reads (`Route.init?(_:)` returns `nil`) is
  ///   treated like a screen that no longer exists: a stack is cut before it, a stack whose
  ///   root it is goes back to the tab's root, a modal it starts is dismissed with the modals
  ///   over it, a launch screen is cleared, a pending deep link is dropped;
  /// - tabs are those of `program.initialState`, in its order, each starting at its root;
  /// - an interaction's modal is kept only while a modal or gate step of the program named
  ///   after it still presents its screen;
  /// - a fact the program starts with goes back to its initial value when its type changed;
  ///   other facts (those only steps set) are kept as saved;
  /// - the prompt history and the steps still to come are kept for the program's steps only.
  ///
  /// A program does not list the app's other modals or which screens its code pushes where, so
  /// those are kept as saved as long as the route type reads their routes. For the stricter
  /// checks of flow files as well, use ``restore(for:checkedAgainst:)``.
  ///
  /// Start the app from the result with ``RestoredState/resumption(in:)``.
  ///
  /// - Parameter program: The app as it is now.
  /// - Returns: The state, facts and warnings. The state passes `invariantViolations()`.
  public func restore<Route: FlowRoute>(for program: FlowProgram<Route>) -> RestoredState<Route> {
    let context = ProgramRestoreContext(program: program)
    do throws(NavigationError) {
      return try restore(
        navigation, facts: facts, history: promptHistory, pending: pendingSteps,
        warnings: migrationWarnings, in: context)
    } catch {
      // A program's own home is built without throwing; nothing here can fail.
      var restorer = StateRestorer(context, warnings: migrationWarnings)
      let history = restorer.restore(promptHistory)
      var restored = RestoredState(
        state: context.freshHome(), facts: program.initialFacts,
        warnings: restorer.warnings + [.stateRebuilt(error.description)],
        savedAppVersion: appVersion, schemaVersion: readSchemaVersion)
      restored.promptHistory = history
      restored.promptTime = promptTime
      return restored
    }
  }

  /// Fits the saved state to a Swift app whose flow files are at hand: first to `definition`,
  /// as ``restore(against:)`` does, then to `program` and its route type, as
  /// ``restore(for:)`` does. When the program was built from the same flow files (generated
  /// Swift), the second step finds nothing more to change.
  ///
  /// - Parameters:
  ///   - program: The app as it is now.
  ///   - definition: The app's flow files as they are now.
  /// - Returns: The state, facts and warnings of both steps, in order.
  /// - Throws: `NavigationError` only for a definition that did not come from a clean load.
  public func restore<Route: FlowRoute>(
    for program: FlowProgram<Route>, checkedAgainst definition: FlowDefinition
  ) throws(NavigationError) -> RestoredState<Route> {
    let checked = try restore(against: definition)
    let typed = try restore(
      SavedNavigation(checked.state), facts: checked.facts.values,
      history: checked.promptHistory, pending: checked.pendingSteps, warnings: checked.warnings,
      in: ProgramRestoreContext(program: program))
    return typed
  }

  /// Runs the restorer on `navigation`, `facts`, the prompt `history` and the `pending` steps
  /// in `context`, after `warnings`.
  private func restore<Context: RestoreContext>(
    _ navigation: SavedNavigation, facts: [String: FactValue], history: PromptHistory,
    pending: [LaunchStepID], warnings: [RestoreWarning], in context: Context
  ) throws(NavigationError) -> RestoredState<Context.Route> {
    var restorer = StateRestorer(context, warnings: warnings)
    let state = try restorer.restore(navigation)
    let facts = restorer.restore(facts)
    let history = restorer.restore(history)
    let pending = restorer.restore(pending: pending)
    var restored = RestoredState(
      state: state, facts: facts, warnings: restorer.warnings, savedAppVersion: appVersion,
      schemaVersion: readSchemaVersion)
    restored.promptHistory = history
    restored.promptTime = promptTime
    restored.pendingSteps = pending
    return restored
  }
}
