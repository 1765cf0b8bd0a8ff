public import Wayfinder
public import WayfinderPersistence

/// The demo app's navigation shell: the generated program performed by the runtime — a
/// navigator holding the generated routes, and a launch coordinator that runs the launch, the
/// interactions and every tap. The shell decides nothing itself.
///
/// ```swift
/// let app = DemoApp()
/// try await app.start()                      // the launch runs on the app's clock
/// try await app.tap(.primaryGoToSecondary1)   // a typed action, performed by the runtime
/// print(app.screen)                           // Secondary View 1, with its buttons
/// ```
public struct DemoApp: Sendable {
  /// The app as the runtime performs it, Swift navigation held to the flow.
  public let program: FlowProgram<DemoRoute>
  /// The navigation state, changed only through the runtime.
  public let navigator: Navigator<DemoRoute>
  /// The launch, the interactions and the taps.
  public let launch: InteractionCoordinator<DemoRoute>

  /// An app about to launch.
  ///
  /// - Parameters:
  ///   - facts: The launch facts; the flow's own when `nil`.
  ///   - clock: The clock the launch runs on; a test clock in tests.
  ///   - hooks: The app's own work for the launch steps.
  ///   - promptClock: The time prompts are counted in, which must go on across launches for
  ///     their cooldowns to hold (the wall clock, say); the launch's own clock when `nil`.
  public init(
    facts: Facts? = nil, clock: any Clock<Duration> = ContinuousClock(),
    hooks: DemoInteractionHooks = DemoInteractionHooks(), promptClock: (@Sendable () -> Duration)? = nil
  ) {
    let program = DemoFlow.program(hooks: hooks, holdingEdgesToFlow: true)
    self.init(
      program: program, state: program.initialState, facts: facts ?? program.initialFacts,
      promptHistory: PromptHistory(), clock: clock, promptClock: promptClock)
  }

  private init(
    program: FlowProgram<DemoRoute>, state: NavigationState<DemoRoute>, facts: Facts,
    promptHistory: PromptHistory, clock: any Clock<Duration>,
    promptClock: (@Sendable () -> Duration)?
  ) {
    self.program = program
    navigator = Navigator(state, rules: program.rules)
    launch = InteractionCoordinator(
      navigator: navigator, facts: facts, clock: clock, promptHistory: promptHistory,
      promptClock: promptClock)
  }

  /// Saves the app's whole life to `store`, atomically, in the format the `wayfinder` REPL
  /// reads and writes: where it is, the facts, when the prompts showed and the prompt clock,
  /// when it went to the background, and the interactions still to come.
  ///
  /// - Throws: `StateFileError` when the file cannot be written; the last one is then kept.
  public func save(to store: StateStore) async throws(StateFileError) {
    try store.save(await launch.saved, app: DemoFlow.app, appVersion: program.version)
  }

  /// The app cold-launched — the process starts — from what `store` saved, by the runtime's
  /// rule (`FlowProgram.coldLaunch(restoring:at:)`): the launch screen up over the home the
  /// flow's `restore:` keeps, the saved facts, prompt history and held deep link, and the
  /// launch steps running again over it with the interactions that were pending, so a
  /// passcode asks again. No file, or a damaged one, is a fresh launch.
  ///
  /// - Parameters:
  ///   - store: The app's state file.
  ///   - clock: The clock the launch runs on; a test clock in tests.
  ///   - hooks: The app's own work for the launch steps.
  ///   - promptClock: The time prompts are counted in, going on from the saved prompt time;
  ///     the launch's own clock when `nil`.
  /// - Returns: The app, its launch running, and the lines to show about what could not come
  ///   back.
  /// - Throws: `InteractionPlanError` when the launch steps cannot run.
  public static func coldLaunch(
    from store: StateStore, clock: any Clock<Duration> = ContinuousClock(),
    hooks: DemoInteractionHooks = DemoInteractionHooks(), promptClock: (@Sendable () -> Duration)? = nil
  ) async throws(InteractionPlanError) -> (app: DemoApp, notices: [String]) {
    let program = DemoFlow.program(hooks: hooks, holdingEdgesToFlow: true)
    let loaded = store.load(for: program, app: DemoFlow.app)
    let start = program.coldLaunch(restoring: loaded.saved, at: promptClock?())
    let app = DemoApp(
      program: program, state: start.state, facts: loaded.saved?.facts ?? program.initialFacts,
      promptHistory: loaded.saved?.promptHistory ?? PromptHistory(), clock: clock,
      promptClock: promptClock)
    try await app.launch.run(start.steps)
    return (app, loaded.notices)
  }

  /// Starts the launch sequence; `launch.waitUntilFinished()` waits for home.
  ///
  /// - Throws: `InteractionPlanError` when the launch steps cannot run.
  public func start() async throws(InteractionPlanError) {
    try await launch.run(program.launchSteps)
  }

  /// Takes `action`, as a person tapping its button would: the runtime performs it as one
  /// event, or refuses it and nothing changes.
  ///
  /// - Throws: `ActionRefusal` saying why, word for word.
  public func tap(_ action: DemoAction) async throws(ActionRefusal) {
    try await launch.perform(action, of: program)
  }

  /// The app went to the background: modals stop presenting.
  public func enterBackground() async {
    await launch.enterBackground()
  }

  /// The app came back: the launch steps run again over what is on screen.
  ///
  /// - Throws: `InteractionPlanError` when the steps cannot run.
  public func enterForeground() async throws(InteractionPlanError) {
    try await launch.enterForeground(of: program)
  }

  /// The state.
  public var state: NavigationState<DemoRoute> { navigator.state }

  /// The screen on top, as the app's builder makes it.
  public var screen: TextScreen? { state.visibleRoute?.build(with: DemoScreens()) }

  /// The actions of the screen on top, as its buttons name them.
  public var actions: [DemoAction] { state.visibleStack?.top.actions ?? [] }

  /// The first tab's flow, typed by the generated route, for Swift navigation held to the
  /// flow.
  public var firstTab: FlowCoordinator<DemoRoute, DemoRoute>? {
    AppCoordinator(navigator: navigator).tabs?.flow(DemoTab.tab1.id)
  }
}
