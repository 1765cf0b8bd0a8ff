public import Wayfinder

/// What ``StateStore/load(for:app:)`` found for a cold launch: the saved life fitted to the app
/// as it is now, or `nil` for a fresh start, and the lines to show a person.
///
/// ```swift
/// let loaded = store.load(for: program, app: "Demo")
/// for notice in loaded.notices { print(notice) }
/// let (life, _) = try AppLife.coldLaunch(program, from: .icon, restoring: loaded.saved)
/// ```
public struct LoadedLife<Route: FlowRoute>: Hashable, Sendable {
  /// The saved life, fitted to the app as it is now; `nil` when there was no state file or it
  /// could not be used, which is a fresh start.
  public var saved: SavedLife<Route>?
  /// The lines to show a person before the first screen, one per problem: what restoring had
  /// to change (``RestoreWarning``), or why the file was not used (``UnusableStateFile``).
  /// Empty when there is nothing to tell. Safe to print on a terminal.
  public var notices: [String]

  /// A loaded life.
  ///
  /// - Parameters:
  ///   - saved: The saved life, or `nil` for a fresh start.
  ///   - notices: The lines to show.
  public init(saved: SavedLife<Route>?, notices: [String]) {
    self.saved = saved
    self.notices = notices
  }
}
