public import Wayfinder

extension StateStore {
  /// Reads the state file of app `app` and fits the saved life to the Swift app `program` is,
  /// for a cold launch: ``LoadedLife/saved`` is what `AppLife.coldLaunch` restores, `nil` for a
  /// fresh start.
  ///
  /// ```swift
  /// let loaded = store.load(for: program, app: "Demo")
  /// for notice in loaded.notices { print(notice) }
  /// let (life, _) = try AppLife.coldLaunch(program, from: .icon, restoring: loaded.saved)
  /// ```
  ///
  /// The cold launch brings back what the program's restore rule keeps of where the user was,
  /// with the facts, prompt history and clock, a held deep link and the interactions that were
  /// up or queued, and runs the launch sequence over it, so a passcode asks again. The saved
  /// life is fitted as ``restore(for:app:)`` fits it; a missing file, or one that cannot be
  /// used (reported in ``LoadedLife/notices`` and renamed aside), is a fresh start.
  ///
  /// - Parameters:
  ///   - program: The app as it is now.
  ///   - app: The app's name, as it was saved.
  /// - Returns: The saved life, or `nil`, and the lines to show a person.
  public func load<Route: FlowRoute>(for program: FlowProgram<Route>, app: String) -> LoadedLife<
    Route
  > {
    let restoration = restore(for: program, app: app)
    return LoadedLife(saved: restoration.restored?.savedLife, notices: restoration.notices)
  }

  /// Reads the state file of app `app` and fits its state to the Swift app `program` is, with
  /// the detail of what happened: ``load(for:app:)`` for an app that only needs the life.
  ///
  /// A missing file means a fresh start, a file that cannot be used is reported and renamed
  /// aside, and temporary files left by killed saves are removed. The state is fitted by
  /// ``SavedState/restore(for:)``: a route the route type no longer reads is dropped like a
  /// screen that no longer exists.
  ///
  /// - Parameters:
  ///   - program: The app as it is now.
  ///   - app: The app's name, as it was saved.
  /// - Returns: The restored state with its warnings, or why the app starts fresh.
  public func restore<Route: FlowRoute>(
    for program: FlowProgram<Route>, app: String
  ) -> StateRestoration<Route> {
    restore(app: app) { (saved: SavedState) throws(NavigationError) in
      saved.restore(for: program)
    }
  }
}
