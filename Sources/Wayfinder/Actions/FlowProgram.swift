/// An app's flow as the runtime needs it to perform actions, resume a saved state and run its
/// interaction sequence: the version conditions compare with, the initial facts and state, the
/// launch steps, every step an action may run, the navigation rules and each screen's actions.
///
/// The flow loader builds one from flow files (`FlowDefinition.program()`), and generated Swift
/// builds the same value for the app's own route type (`DemoFlow.program`), so both perform
/// the same actions in the same way.
public struct FlowProgram<Route: FlowRoute>: Sendable {
  /// The app's version, which conditions read as `version`.
  public var version: AppVersion
  /// The facts a fresh install starts with.
  public var initialFacts: Facts
  /// The state a launch starts from: the launch screen up, home built beneath.
  public var initialState: NavigationState<Route>
  /// The steps that run at launch and again on foreground, in declaration order.
  public var launchSteps: [InteractionStep<Route>]
  /// Every declared step, launch and interaction alike, by identifier: what `run:` starts.
  public var steps: [StepID: InteractionStep<Route>]
  /// Every declared step's identifier in declaration order, for messages.
  public var stepOrder: [StepID]
  /// The navigation rules: deep links, tab re-selection, held edges.
  public var rules: NavigationRules<Route>
  /// Each screen's actions, by screen identifier, in the order they are listed.
  public var actions: [String: [FlowAction]]
  /// What a cold launch keeps of where the user was (`restore:`); facts, prompt history, held
  /// links and pending interactions come back whatever it says.
  public var restoreRule: RestoreRule
  /// Whether the app opens more than one window (`windows:`).
  public var windows: WindowSupport

  /// Creates a program.
  ///
  /// - Parameters:
  ///   - version: The app's version.
  ///   - initialFacts: The facts a fresh install starts with.
  ///   - initialState: The state a launch starts from.
  ///   - launchSteps: The steps that run at launch and on foreground.
  ///   - interactionSteps: The steps that run only when asked (an action's `run:`).
  ///   - rules: The navigation rules.
  ///   - actions: Each screen's actions by screen identifier.
  ///   - restoreRule: What a cold launch keeps of where the user was.
  ///   - windows: Whether the app opens more than one window.
  public init(
    version: AppVersion, initialFacts: Facts = [:], initialState: NavigationState<Route>,
    launchSteps: [InteractionStep<Route>], interactionSteps: [InteractionStep<Route>] = [],
    rules: NavigationRules<Route> = .init(), actions: [String: [FlowAction]] = [:],
    restoreRule: RestoreRule = .home, windows: WindowSupport = .single
  ) {
    self.version = version
    self.initialFacts = initialFacts
    self.initialState = initialState
    self.launchSteps = launchSteps
    var steps: [StepID: InteractionStep<Route>] = [:]
    var order: [StepID] = []
    for step in launchSteps + interactionSteps where steps[step.id] == nil {
      steps[step.id] = step
      order.append(step.id)
    }
    self.steps = steps
    self.stepOrder = order
    self.rules = rules
    self.actions = actions
    self.restoreRule = restoreRule
    self.windows = windows
  }

  /// The state of a window opened at home: ``initialState`` past its launch. O(1).
  public var homeState: NavigationState<Route> {
    var state = initialState
    state.phase = .home
    return state
  }

  /// The app's windows as a launch opens them: the first alone, new ones opening at
  /// ``homeState``, each step's modal covering what its ``InteractionStep/coverage`` says.
  /// O(steps).
  public var windowsAtLaunch: AppWindows<Route> {
    AppWindows(home: homeState, coverage: steps.mapValues(\.coverage))
  }

  /// The windows a cold launch at prompt time `now` starts with, restoring `saved`: its active
  /// window active again, and every other window at home with its home's stacks when the
  /// ``restoreRule`` keeps stacks and its tabs are still the app's. Another window's own modals
  /// do not come back, as the active one's do not; the launch and interactions are the active
  /// window's. ``windowsAtLaunch`` for a fresh install or a one-window app. O(windows).
  ///
  /// - Parameters:
  ///   - saved: What the last launch saved, or `nil`.
  ///   - now: The prompt clock at this launch; `saved`'s ``SavedLife/promptTime`` when `nil`.
  /// - Returns: The windows, the active one's state held apart by the launch.
  public func windows(restoring saved: SavedLife<Route>?, at now: Duration?) -> AppWindows<Route> {
    var windows = windowsAtLaunch
    guard let saved, self.windows == .multiple else { return windows }
    windows.restore(
      active: saved.activeScene, others: saved.otherScenes,
      keepsStacks: restoreRule.keepsStacks(leftAt: saved.left, now: now ?? saved.promptTime))
    return windows
  }

  /// The windows a resumed session goes on with, as a process still in memory keeps them:
  /// window `active` active again, every other window of `others` as it was, its own modals
  /// included. ``windowsAtLaunch`` for a one-window app. O(windows).
  ///
  /// - Parameters:
  ///   - active: The window the saved state is the state of.
  ///   - others: Every other open window's state.
  /// - Returns: The windows, the active one's state held apart by the session.
  package func windows(
    resuming active: SceneID, others: [SceneID: NavigationState<Route>]
  ) -> AppWindows<Route> {
    var windows = windowsAtLaunch
    guard self.windows == .multiple else { return windows }
    windows.resume(active: active, others: others)
    return windows
  }

  /// The actions of the screen `route` shows, in order; empty for a screen without actions.
  public func actions(on route: Route) -> [FlowAction] {
    actions[route.screenRoute.screen] ?? []
  }

  /// The steps named `ids`, each once, in the order given.
  ///
  /// - Throws: ``ActionRefusal/unknownStep(_:known:)`` for an identifier the app does not
  ///   declare.
  public func steps(_ ids: [StepID]) throws(ActionRefusal) -> [InteractionStep<Route>] {
    var chosen: [InteractionStep<Route>] = []
    for id in ids {
      guard let step = steps[id] else { throw .unknownStep(id, known: stepOrder) }
      if !chosen.contains(where: { $0.id == id }) { chosen.append(step) }
    }
    return chosen
  }
}
