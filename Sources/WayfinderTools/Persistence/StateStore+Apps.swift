public import Wayfinder

extension StateStore {
  /// Saves the state of a Swift app — generated routes or hand-written ones — atomically, in
  /// the same document a flow-file app writes: each route is stored as its `screenRoute`, so
  /// the file of a generated app and the one the REPL writes for its flow files are the same
  /// bytes for the same place.
  ///
  /// ```swift
  /// try store.save(navigator.state, facts: facts, app: DemoFlow.app, appVersion: DemoFlow.version)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The navigation state.
  ///   - facts: The facts.
  ///   - app: The app's name, which restoring checks: the `app:` of its flow files, when it has
  ///     them.
  ///   - appVersion: The app's version.
  ///   - savedAt: A timestamp to write, or `nil` for none.
  /// - Throws: ``StateFileError/unwritable(path:reason:)``; the previous file is then unchanged.
  public func save<Route: FlowRoute>(
    _ state: NavigationState<Route>, facts: Facts, app: String, appVersion: AppVersion,
    savedAt: String? = nil
  ) throws(StateFileError) {
    try save(
      SavedState(state: state, facts: facts, app: app, appVersion: appVersion, savedAt: savedAt),
      reaching: { _ in })
  }

  /// Reads the state file of app `app` and fits its state to the Swift app `program` is.
  ///
  /// As ``restore(for:)`` does for a flow-file app: a missing file means a fresh start, a file
  /// that cannot be used is reported and renamed aside, and temporary files left by killed
  /// saves are removed. The state is fitted by ``SavedState/restore(for:)`` — a route the
  /// route type no longer reads is dropped like a screen that no longer exists — or, given
  /// `definition`, by ``SavedState/restore(for:checkedAgainst:)``, which checks it against the
  /// flow files first.
  ///
  /// - Parameters:
  ///   - program: The app as it is now.
  ///   - app: The app's name, as it was saved.
  ///   - definition: The app's flow files, for their stricter checks, or `nil`.
  /// - Returns: The restored state with its warnings, or why the app starts fresh.
  public func restore<Route: FlowRoute>(
    for program: FlowProgram<Route>, app: String, checkedAgainst definition: FlowDefinition? = nil
  ) -> StateRestoration<Route> {
    restore(app: app) { (saved: SavedState) throws(NavigationError) in
      guard let definition else { return saved.restore(for: program) }
      return try saved.restore(for: program, checkedAgainst: definition)
    }
  }

  /// Where a Swift app starts: its saved state, resumed by the core's rule, or a fresh launch.
  ///
  /// A saved state comes back as ``RestoredState/resumption(in:)`` says: on home with nothing
  /// pending it is as it was and nothing runs; saved mid-launch, or with an interaction up (a
  /// passcode, a gate) or still to come, it loses what the sequence owned and `runsSequence`
  /// is `true`, so the sequence asks again for what its conditions still want. With no saved
  /// state, or one that cannot be used, the app launches afresh: `program.initialState`, the
  /// program's initial facts, and `runsSequence`. `notices` holds the lines to show a person
  /// (restore warnings, or why the file was set aside).
  ///
  /// ```swift
  /// let (state, runsSequence, facts, notices) = store.load(for: program, app: "Demo")
  /// notices.forEach { log($0) }
  /// let navigator = Navigator(state, rules: program.rules)
  /// let launch = LaunchCoordinator(navigator: navigator, facts: facts)
  /// if runsSequence { try await launch.run(program.launchSteps) }
  /// ```
  ///
  /// - Parameters:
  ///   - program: The app as it is now.
  ///   - app: The app's name, as it was saved.
  /// - Returns: The state to start from, whether the launch steps run over it, the facts, and
  ///   the lines to show.
  public func load<Route: FlowRoute>(
    for program: FlowProgram<Route>, app: String
  ) -> (state: NavigationState<Route>, runsSequence: Bool, facts: Facts, notices: [String]) {
    let restoration = restore(for: program, app: app)
    guard let restored = restoration.restored else {
      return (program.initialState, true, program.initialFacts, restoration.notices)
    }
    let resumption = restored.resumption(in: program)
    return (resumption.state, resumption.runsSequence, restored.facts, restoration.notices)
  }
}
