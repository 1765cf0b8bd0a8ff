/// Everything the next launch of an app needs from this one: where the user was, the facts,
/// when the prompts showed and the prompt clock, a held deep link and the interactions that were
/// up or queued. ``AppLife/saved`` gives it; ``AppLife/coldLaunch(_:from:restoring:at:waitsForHandshakes:timing:)`` takes
/// it back. A `StateStore` writes it to disk as one versioned JSON document.
///
/// ```swift
/// let saved = life.saved                                      // on background or quit
/// let (next, _) = try AppLife.coldLaunch(program, restoring: saved)   // the next launch
/// ```
public struct SavedLife<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Where the user was; its held deep link (``NavigationState/pendingDeepLink``) comes back.
  public var navigation: NavigationState<Route>
  /// The facts.
  public var facts: Facts
  /// When the prompts showed, on the prompt clock.
  public var promptHistory: PromptHistory
  /// Where the prompt clock stood when this was saved.
  public var promptTime: Duration
  /// Where the prompt clock stood when the user left the app (it went to the background), or
  /// `nil` when it was saved in the foreground (left as it was saved). The restore rule's
  /// `within:` is measured from here.
  public var leftAt: Duration?
  /// The steps of the sequence that had not ended — an interaction up, or queued — in the
  /// order the sequence knew them (``InteractionSimulation/pendingSteps``): those the launch does
  /// not run run again at the next launch, the one whose modal was up as it was.
  public var pendingSteps: [StepID]
  /// The window ``navigation`` is in: the active one.
  public var activeScene: SceneID = .first
  /// Every other open window's state, by window; empty for an app with one window. Each comes
  /// back by the restore rule, as ``navigation`` does, with what was presented in it.
  public var otherScenes: [SceneID: NavigationState<Route>] = [:]

  /// A saved life.
  ///
  /// - Parameters:
  ///   - navigation: Where the user was.
  ///   - facts: The facts.
  ///   - promptHistory: When the prompts showed.
  ///   - promptTime: The prompt clock at the save.
  ///   - leftAt: The prompt clock when the app went to the background, if it had.
  ///   - pendingSteps: The steps of the sequence that had not ended.
  ///   - activeScene: The window `navigation` is in.
  ///   - otherScenes: Every other open window's state.
  public init(
    navigation: NavigationState<Route>, facts: Facts, promptHistory: PromptHistory = .init(),
    promptTime: Duration = .zero, leftAt: Duration? = nil,
    pendingSteps: [StepID] = [], activeScene: SceneID = .first,
    otherScenes: [SceneID: NavigationState<Route>] = [:]
  ) {
    self.activeScene = activeScene
    self.otherScenes = otherScenes
    self.navigation = navigation
    self.facts = facts
    self.promptHistory = promptHistory
    self.promptTime = promptTime
    self.leftAt = leftAt
    self.pendingSteps = pendingSteps
  }

  /// When the user left the app: ``leftAt``, or the save itself.
  public var left: Duration { leftAt ?? promptTime }
}
