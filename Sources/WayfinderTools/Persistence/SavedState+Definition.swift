public import Wayfinder
public import WayfinderFlowFiles
public import WayfinderPersistence

/// Saving and restoring a flow-file app: the document of an app `FlowDefinition` describes, a
/// session's, and a saved state fitted to the definition as its flow files have it now.
extension SavedState {
  /// Captures `life` of the app `definition` describes, which names it and gives its version.
  ///
  /// - Parameters:
  ///   - life: What the app's life saves (`AppLife.saved`).
  ///   - definition: The app.
  ///   - savedAt: A timestamp to write, or `nil` for none.
  public init<Route: FlowRoute>(
    _ life: SavedLife<Route>, definition: FlowDefinition, savedAt: String? = nil
  ) {
    self.init(life, app: definition.app, appVersion: definition.version, savedAt: savedAt)
  }

  /// Captures `state` and `facts` of the app `definition` describes, with no prompt history,
  /// at prompt time zero: a document built by hand. A running app saves its whole life with
  /// ``init(_:definition:savedAt:)``.
  ///
  /// - Parameters:
  ///   - state: The navigation state.
  ///   - facts: The facts.
  ///   - definition: The app, whose name and version are written with the state.
  ///   - savedAt: A timestamp to write, or `nil` for none.
  public init<Route: FlowRoute>(
    state: NavigationState<Route>, facts: Facts, definition: FlowDefinition,
    savedAt: String? = nil
  ) {
    self.init(SavedLife(navigation: state, facts: facts), definition: definition, savedAt: savedAt)
  }

  /// Captures a session's life (`AppSession.life`): its state, facts, prompt history and
  /// prompt clock, when it was left for the background and the steps of its sequence still to
  /// come.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - savedAt: A timestamp to write, or `nil` for none.
  public init(_ session: AppSession, savedAt: String? = nil) {
    self.init(session.life.saved, definition: session.definition, savedAt: savedAt)
  }

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
  /// Each change adds a `RestoreWarning`. The result passes `invariantViolations()`.
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

  /// Fits the saved state to a Swift app whose flow files are at hand: first to `definition`,
  /// as ``restore(against:)`` does, then to `program` and its route type, as
  /// `restore(for:)` does. When the program was built from the same flow files (generated
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
    try restore(try restore(against: definition), for: program)
  }
}
