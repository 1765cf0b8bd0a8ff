public import Wayfinder

/// A saved state made to fit the app's current definition: a navigation state that keeps every
/// navigation rule, the facts, and a warning for everything that had to change.
public struct RestoredState: Hashable, Sendable {
  /// The navigation state to continue from. It passes `invariantViolations()`.
  public var state: NavigationState<ScreenRoute>
  /// The facts: the saved ones that still fit, and the initial value of every declared fact
  /// that was not saved.
  public var facts: Facts
  /// What had to change, one line each, in document order; empty when the state fit as saved.
  public var warnings: [RestoreWarning]
  /// The app version that saved the state, as written.
  public var savedAppVersion: String
  /// The schema version the document was written in.
  public var schemaVersion: Int

  /// Creates a restored state.
  public init(
    state: NavigationState<ScreenRoute>, facts: Facts, warnings: [RestoreWarning],
    savedAppVersion: String, schemaVersion: Int
  ) {
    self.state = state
    self.facts = facts
    self.warnings = warnings
    self.savedAppVersion = savedAppVersion
    self.schemaVersion = schemaVersion
  }
}
