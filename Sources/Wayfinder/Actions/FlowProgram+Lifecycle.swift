extension FlowProgram {
  /// Where a saved state comes back, and whether the interaction sequence runs again over it.
  public struct Resumption: Sendable {
    /// The state to start from.
    public var state: NavigationState<Route>
    /// Whether the launch steps run again over ``state``: the state was saved mid-launch, with
    /// an interaction up or with interactions still to come.
    public var runsSequence: Bool
  }

  /// How `saved` resumes — the one rule every shell follows.
  ///
  /// A state saved on home, with no interaction up or to come, comes back as it was and nothing
  /// runs (as when returning to an app still in memory; foreground runs the sequence again). A
  /// state saved mid-launch starts the launch again from ``initialState``, keeping a deep link
  /// it held. A state saved while an interaction was up (a passcode, a gate) or still to come
  /// loses what the sequence owned and runs the sequence again over home, so what its
  /// conditions still ask for comes back: restarting is no way around a gate, and a held deep
  /// link lands when the sequence lets it. O(modals).
  ///
  /// - Parameter saved: The state as it was saved.
  /// - Returns: The state to start from and whether the sequence runs over it.
  public func resumption(of saved: NavigationState<Route>) -> Resumption {
    guard saved.holdsDeepLinks else { return Resumption(state: saved, runsSequence: false) }
    return Resumption(state: saved.resumed(launchingFrom: initialState), runsSequence: true)
  }
}

extension LaunchSimulation where Route: FlowRoute {
  /// Launches `program` on virtual time: its initial state, its launch steps started.
  ///
  /// - Parameters:
  ///   - program: The app.
  ///   - facts: The launch facts; the program's initial facts when `nil`.
  ///   - promptHistory: When the prompts showed in earlier launches.
  ///   - promptOrigin: The prompt time this launch starts at: where the last launch's prompt
  ///     clock stood (``LaunchSimulation/promptNow``), so cooldowns and quotas go on.
  ///   - source: Where the app is launched from (``PromptPolicy/sources``).
  /// - Returns: The simulation, the state and what starting did.
  /// - Throws: ``LaunchPlanError`` when the launch steps cannot run.
  public static func launch(
    _ program: FlowProgram<Route>, facts: Facts? = nil,
    promptHistory: PromptHistory = PromptHistory(), promptOrigin: Duration = .zero,
    from source: LaunchSource = .icon
  ) throws(LaunchPlanError) -> (LaunchSimulation, NavigationState<Route>, Output) {
    var simulation = LaunchSimulation(
      facts: facts ?? program.initialFacts, promptHistory: promptHistory,
      promptOrigin: promptOrigin)
    var state = program.initialState
    let output = try simulation.run(program.launchSteps, from: source, in: &state)
    return (simulation, state, output)
  }

  /// Resumes a saved state of `program` on virtual time, by the rule of
  /// ``FlowProgram/resumption(of:)``.
  ///
  /// - Parameters:
  ///   - saved: The state as it was saved.
  ///   - facts: The facts as they were saved.
  ///   - program: The app.
  ///   - promptHistory: When the prompts showed, as saved.
  ///   - promptOrigin: The prompt time the saved session's clock stood at.
  /// - Returns: The simulation, the state and what resuming did.
  /// - Throws: ``LaunchPlanError`` when the launch steps cannot run.
  public static func resume(
    _ saved: NavigationState<Route>, facts: Facts, of program: FlowProgram<Route>,
    promptHistory: PromptHistory = PromptHistory(), promptOrigin: Duration = .zero
  ) throws(LaunchPlanError) -> (LaunchSimulation, NavigationState<Route>, Output) {
    var simulation = LaunchSimulation(
      facts: facts, promptHistory: promptHistory, promptOrigin: promptOrigin)
    let resumption = program.resumption(of: saved)
    var state = resumption.state
    guard resumption.runsSequence else { return (simulation, state, Output()) }
    let output = try simulation.run(program.launchSteps, in: &state)
    return (simulation, state, output)
  }

  /// The app went to the background: modals stop presenting until it comes back.
  public mutating func enterBackground(in state: inout NavigationState<Route>) -> Output {
    suspend(in: &state)
  }

  /// The app came back to the foreground: the launch steps run again, merged by identifier
  /// into what is going on, then modals present again. Merging first means the steps the
  /// re-run adds present in priority order with those that were waiting.
  ///
  /// - Throws: ``LaunchPlanError`` when the steps cannot run; nothing changes then.
  public mutating func enterForeground(
    of program: FlowProgram<Route>, in state: inout NavigationState<Route>
  ) throws(LaunchPlanError) -> Output {
    var output = try run(program.launchSteps, in: &state)
    if EngineMutation.active != .foregroundStaysSuspended { output.append(resume(in: &state)) }
    return output
  }
}

extension LaunchCoordinator where Route: FlowRoute {
  /// The app went to the background: modals stop presenting until it comes back.
  public func enterBackground() {
    suspend(recording: .background)
  }

  /// The app came back to the foreground: the launch steps run again, merged by identifier
  /// into what is going on, then modals present again, as
  /// ``LaunchSimulation/enterForeground(of:in:)`` does.
  ///
  /// - Throws: ``LaunchPlanError`` when the steps cannot run; nothing changes then.
  public func enterForeground(of program: FlowProgram<Route>) throws(LaunchPlanError) {
    _ = try start(program.launchSteps, replaysEnded: false, recording: .foreground)
    resume(recording: nil)
  }
}
