public import Wayfinder

extension SavedState {
  /// Fits the saved state to a Swift app — generated routes or hand-written ones — as its
  /// program and route type have it now.
  ///
  /// The rules are those of restoring against a flow-file app's definition (`WayfinderTools`'
  /// `restore(against:)`), applied to what a program knows:
  /// - a route the app's route type no longer reads (`Route.init?(_:)` returns `nil`) is
  ///   treated like a screen that no longer exists: a stack is cut before it, a stack whose
  ///   root it is goes back to the tab's root, a modal it starts is dismissed with the modals
  ///   over it, a launch screen is cleared, a pending deep link is dropped;
  /// - a launch screen is kept whenever the route type reads it: a program does not say which
  ///   screens its code shows while launching;
  /// - tabs are those of `program.initialState`, in its order, each starting at its root;
  /// - an interaction's modal is kept only while a modal or gate step of the program named
  ///   after it still presents its screen;
  /// - a fact the program starts with goes back to its initial value when its type changed;
  ///   other facts (those only steps set) are kept as saved;
  /// - the prompt history and the steps still to come are kept for the program's steps only.
  ///
  /// A program does not list the app's other modals or which screens its code pushes where, so
  /// those are kept as saved as long as the route type reads their routes. For the stricter
  /// checks of flow files as well, `WayfinderTools` adds `restore(for:checkedAgainst:)`.
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
      restored.leftAt = leftAt
      return restored
    }
  }

  /// Fits `checked` — this document already fitted to a flow-file app's definition — to
  /// `program` and its route type, after its warnings: the second step of restoring a Swift app
  /// whose flow files are at hand (`WayfinderTools`' `restore(for:checkedAgainst:)`).
  package func restore<Route: FlowRoute>(
    _ checked: RestoredState<ScreenRoute>, for program: FlowProgram<Route>
  ) throws(NavigationError) -> RestoredState<Route> {
    try restore(
      SavedNavigation(checked.state), facts: checked.facts.values,
      history: checked.promptHistory, pending: checked.pendingSteps, warnings: checked.warnings,
      in: ProgramRestoreContext(program: program))
  }

  /// Runs the restorer on `navigation`, `facts`, the prompt `history` and the `pending` steps
  /// in `context`, after `warnings`; the prompt clock and when the app was left come as saved.
  package func restore<Context: RestoreContext>(
    _ navigation: SavedNavigation, facts: [String: FactValue], history: PromptHistory,
    pending: [StepID], warnings: [RestoreWarning], in context: Context
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
    restored.leftAt = leftAt
    restored.pendingSteps = pending
    restored.activeScene = activeScene
    // Each other window is fitted as the active one is; one that cannot be is left closed. At
    // most as many as an app may have open.
    for saved in otherScenes.prefix(AppLife<Context.Route>.windowLimit - 1)
    where saved.window != activeScene {
      var windowRestorer = StateRestorer(context, warnings: [])
      guard var window = try? windowRestorer.restore(saved.navigation) else { continue }
      // The launch, a held link and the interactions are the active window's alone.
      window.phase = .home
      window.pendingDeepLink = nil
      window.interactionsPending = false
      window.modals.removeAll { $0.interaction != nil }
      restored.otherScenes[saved.window] = window
      restored.warnings += windowRestorer.warnings.map { .inWindow(saved.window, $0) }
    }
    return restored
  }
}
