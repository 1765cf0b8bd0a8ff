public import Wayfinder

/// A saved state made to fit the app as it is now: a navigation state that keeps every
/// navigation rule, the facts, and a warning for everything that had to change.
///
/// `state` is the state as it was saved, repaired; where the app starts from it is the core's
/// rule, ``resumption(in:)``. `AppSession.resume` and `LaunchSimulation.resume` take `state` and
/// apply that rule themselves.
public struct RestoredState<Route: FlowRoute>: Hashable, Sendable {
  /// The navigation state as it was saved, fitted to the app. It passes `invariantViolations()`.
  public var state: NavigationState<Route>
  /// The facts: the saved ones that still fit, and the initial value of every declared fact
  /// that was not saved.
  public var facts: Facts
  /// What had to change, one line each, in document order; empty when the state fit as saved.
  public var warnings: [RestoreWarning]
  /// The app version that saved the state, as written.
  public var savedAppVersion: String
  /// The schema version the document was written in.
  public var schemaVersion: Int
  /// When the prompts showed, as saved: hand it to the launch (`promptHistory:`).
  public var promptHistory = PromptHistory()
  /// Where the prompt clock stood when the state was saved: hand it to the launch with the
  /// history (`promptOrigin:`, `AppSession`'s `promptTime:`).
  public var promptTime = Duration.zero

  /// Creates a restored state.
  public init(
    state: NavigationState<Route>, facts: Facts, warnings: [RestoreWarning],
    savedAppVersion: String, schemaVersion: Int
  ) {
    self.state = state
    self.facts = facts
    self.warnings = warnings
    self.savedAppVersion = savedAppVersion
    self.schemaVersion = schemaVersion
  }

  /// Where the app starts from this state, and whether its launch steps run again over it:
  /// `program.resumption(of: state)`, the one rule every shell follows. A state saved with an
  /// interaction up (a passcode, a gate) comes back without it, and `runsSequence` is `true`,
  /// so the sequence asks again for what its conditions still want.
  ///
  /// - Parameter program: The app.
  /// - Returns: The state to start from and whether the sequence runs over it.
  public func resumption(in program: FlowProgram<Route>) -> FlowProgram<Route>.Resumption {
    program.resumption(of: state)
  }
}
