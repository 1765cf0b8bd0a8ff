public import Wayfinder

/// A saved state made to fit the app as it is now: a navigation state that keeps every
/// navigation rule, the facts, and a warning for everything that had to change.
///
/// `state` is the state as it was saved, repaired. A cold launch starts from it by the core's
/// rule: ``savedLife`` is what `AppLife.coldLaunch(_:from:restoring:at:waitsForHandshakes:)`
/// and `FlowProgram.coldLaunch(restoring:at:)` take. A tool's session continuity (the REPL's
/// `--state`) resumes it instead, by ``resumption(in:)``; `AppSession.resume` and
/// `InteractionSimulation.resume` take `state` and ``pendingSteps`` and apply that rule themselves.
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
  /// Where the prompt clock stood when the user left the app, or `nil` when it was saved in the
  /// foreground: the restore rule's `within:` is measured from here.
  public var leftAt: Duration?
  /// The steps of the interaction sequence still to come when the state was saved that the
  /// app still has, in order: hand them to the resume (``resumption(in:)`` does, and
  /// `AppSession`'s `pendingSteps:`), so that they run again.
  public var pendingSteps: [StepID] = []
  /// The window ``state`` is in, for an app with several.
  public var activeScene: SceneID = .first
  /// Every other open window's state, fitted to the app as ``state`` is.
  public var otherScenes: [SceneID: NavigationState<Route>] = [:]

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

  /// Everything the next launch needs, as the core holds it: the state, facts, prompt history
  /// and clock, when the app was left and the steps still to come, all as restored. Hand it to
  /// a cold launch:
  ///
  /// ```swift
  /// let (life, _) = try AppLife.coldLaunch(program, restoring: restored.savedLife)
  /// ```
  public var savedLife: SavedLife<Route> {
    SavedLife(
      navigation: state, facts: facts, promptHistory: promptHistory, promptTime: promptTime,
      leftAt: leftAt, pendingSteps: pendingSteps, activeScene: activeScene,
      otherScenes: otherScenes)
  }

  /// Where the app starts from this state, and whether its sequence runs again over it:
  /// `program.resumption(of: state, pendingSteps: pendingSteps)`, the one rule every shell
  /// follows. A state saved with an interaction up (a passcode, a gate, a prompt the app asked
  /// for) or still to come comes back without it, `runsSequence` is `true` and `steps` holds
  /// the launch steps and those interactions, so the sequence asks again for what their
  /// conditions still want.
  ///
  /// - Parameter program: The app.
  /// - Returns: The state to start from, whether the sequence runs over it, and its steps.
  public func resumption(in program: FlowProgram<Route>) -> FlowProgram<Route>.Resumption {
    program.resumption(of: state, pendingSteps: pendingSteps)
  }
}
