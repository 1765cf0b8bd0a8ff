public import Wayfinder
public import WayfinderFlowFiles
public import WayfinderPersistence

/// Saving and restoring a flow-file app — the REPL's, a scenario's, a tool's — by its
/// `FlowDefinition`:
///
/// ```swift
/// let path = stateFlag ?? StateLocation.defaultPath(app: app.app, environment: environment)
/// let store = StateStore(path: path)
/// let restoration = store.restore(for: app)
/// for line in restoration.notices { printToStandardError(line) }
/// // ... after every command:
/// try store.save(session)
/// ```
extension StateStore {
  /// Reads the state file and fits its state to `definition`.
  ///
  /// Also removes temporary files left by saves that were killed. See
  /// ``SavedState/restore(against:)`` for how a state is fitted to a changed definition.
  ///
  /// - Parameter definition: The app as its flow files define it now.
  /// - Returns: The restored state with its warnings, or why the app starts fresh.
  public func restore(for definition: FlowDefinition) -> StateRestoration<ScreenRoute> {
    restore(app: definition.app) { (saved: SavedState) throws(NavigationError) in
      try saved.restore(against: definition)
    }
  }

  /// Reads the state file of app `app` and fits its state to the Swift app `program` is,
  /// checking it against the app's flow files first, as
  /// ``SavedState/restore(for:checkedAgainst:)`` does: every screen's parameters, which screens
  /// an action or deep link can put on a stack.
  ///
  /// - Parameters:
  ///   - program: The app as it is now.
  ///   - app: The app's name, as it was saved.
  ///   - definition: The app's flow files as they are now.
  /// - Returns: The restored state with its warnings, or why the app starts fresh.
  public func restore<Route: FlowRoute>(
    for program: FlowProgram<Route>, app: String, checkedAgainst definition: FlowDefinition
  ) -> StateRestoration<Route> {
    restore(app: app) { (saved: SavedState) throws(NavigationError) in
      try saved.restore(for: program, checkedAgainst: definition)
    }
  }

  /// Saves `saved` of the app `definition` describes, atomically: everything the next launch
  /// needs, as `save(_:app:appVersion:savedAt:)` writes it.
  ///
  /// - Parameters:
  ///   - saved: What the app's life saves (`AppLife.saved`).
  ///   - definition: The app, whose name and version are written with it.
  ///   - savedAt: A timestamp to write, or `nil` for none.
  /// - Throws: `StateFileError.unwritable(path:reason:)`; the previous file is then unchanged.
  public func save<Route: FlowRoute>(
    _ saved: SavedLife<Route>, for definition: FlowDefinition, savedAt: String? = nil
  ) throws(StateFileError) {
    try save(saved, for: definition, savedAt: savedAt, reaching: { _ in })
  }

  /// Saves `session` atomically: its life (`AppSession.life`) — state, facts, prompt history
  /// and prompt clock, when it was left and the steps still to come — so a session resumed
  /// from the file keeps the prompts' cooldowns, quotas and spacing.
  ///
  /// - Parameters:
  ///   - session: The session.
  ///   - savedAt: A timestamp to write, or `nil` for none.
  /// - Throws: `StateFileError.unwritable(path:reason:)`; the previous file is then unchanged.
  public func save(_ session: AppSession, savedAt: String? = nil) throws(StateFileError) {
    try save(SavedState(session, savedAt: savedAt), reaching: { _ in })
  }

  /// ``save(_:for:savedAt:)``, calling `reached` at each stage of the file's replacement
  /// (see `StateFile.write(_:reaching:)`).
  package func save<Route: FlowRoute>(
    _ saved: SavedLife<Route>, for definition: FlowDefinition, savedAt: String? = nil,
    reaching reached: (StateFile.SaveStage) -> Void
  ) throws(StateFileError) {
    try save(SavedState(saved, definition: definition, savedAt: savedAt), reaching: reached)
  }
}
