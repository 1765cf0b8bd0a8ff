public import Wayfinder

/// What ``StateStore/restore(for:app:)`` found — or, with `WayfinderTools`, restoring against a
/// flow-file app's definition: a state to continue from, or a reason to start fresh.
public enum StateRestoration<Route: FlowRoute>: Hashable, Sendable {
  /// There is no state file yet: start fresh, with nothing to tell.
  case noSavedState
  /// The saved state, fitted to the app as it is now; show its warnings.
  case restored(RestoredState<Route>)
  /// The file could not be used and was kept aside: start fresh, and show why.
  case unusable(UnusableStateFile)

  /// The restored state, or `nil` when the app starts fresh.
  public var restored: RestoredState<Route>? {
    if case .restored(let state) = self { return state }
    return nil
  }

  /// The lines to show a person before the first screen, one per problem: every restore
  /// warning, or the reason the file was not used. Empty when there is nothing to tell.
  public var notices: [String] {
    switch self {
    case .noSavedState: []
    case .restored(let state): state.warnings.map(\.description)
    case .unusable(let file): [file.description]
    }
  }
}
