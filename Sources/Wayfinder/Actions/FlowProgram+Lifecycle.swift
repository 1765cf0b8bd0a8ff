extension FlowProgram {
  /// Where a saved state comes back, and whether the interaction sequence runs again over it.
  public struct Resumption: Sendable {
    /// The state to start from.
    public var state: NavigationState<Route>
    /// Whether the sequence runs again over ``state``: the state was saved mid-launch, with
    /// an interaction up or with interactions still to come.
    public var runsSequence: Bool
    /// What runs over ``state`` when ``runsSequence`` is true, and nothing otherwise: the
    /// launch steps, then the other steps of the sequence that were up or still to come when
    /// the state was saved (those the app had asked for after home, a permission prompt or a
    /// review request), the one whose modal was up first.
    ///
    /// The step whose modal was up presents again as it was: it passed its prompt policy and
    /// was counted when it first showed, so its policy is not applied to it again — its own
    /// cooldown does not keep it away and its quota is not charged twice. A dependency on a
    /// step that does not run again ended before the save, so nothing is left to wait for.
    public var steps: [InteractionStep<Route>]
  }

  /// How `saved` resumes — the one rule every shell follows.
  ///
  /// A state saved on home, with no interaction up or to come, comes back as it was and nothing
  /// runs (as when returning to an app still in memory; foreground runs the sequence again). A
  /// state saved mid-launch starts the launch again from ``initialState``, keeping a deep link
  /// it held. A state saved while an interaction was up (a passcode, a gate, a prompt the app
  /// asked for) or still to come loses what the sequence owned and runs the sequence again
  /// over home — the launch steps and the interactions that were up or to come
  /// (``Resumption/steps``) — so what their conditions still ask for comes back: restarting is
  /// no way around a gate, and drops no prompt the app asked for. A held deep link lands when
  /// the sequence lets it. O(modals + launch steps + pending steps).
  ///
  /// - Parameters:
  ///   - saved: The state as it was saved.
  ///   - pendingSteps: The steps of the sequence that had not ended when the state was saved
  ///     (`InteractionSimulation.pendingSteps`), in the order the sequence knew them. The step of
  ///     the interaction modal up in `saved` runs again even when not listed; a step the
  ///     program does not have is left out.
  /// - Returns: The state to start from, whether the sequence runs over it, and its steps.
  public func resumption(
    of saved: NavigationState<Route>, pendingSteps: [StepID] = []
  ) -> Resumption {
    guard saved.holdsDeepLinks else {
      return Resumption(state: saved, runsSequence: false, steps: [])
    }
    return Resumption(
      state: saved.resumed(launchingFrom: initialState), runsSequence: true,
      steps: steps(resuming: saved.presentedInteraction?.step, pending: pendingSteps))
  }

  /// What a cold launch restoring `saved` starts from and runs — the one rule of a cold
  /// launch, for virtual time (``AppLife/coldLaunch(_:from:restoring:at:waitsForHandshakes:timing:)``) and real time
  /// alike. The state is ``initialState`` (the launch screen up) over the home `saved` keeps
  /// by ``restoreRule`` at prompt time `now`, with `saved`'s held deep link; the steps are the
  /// launch steps, then those that were pending when `saved` was saved (the one whose modal
  /// was up without its prompt policy). The sequence always runs: a cold launch asks for the
  /// passcode again whatever was restored. A split home keeps its stacks when `saved`'s split
  /// shows the same flows in its columns, and always its width, which is the window's.
  /// O(tabs + launch steps + pending steps).
  ///
  /// - Parameters:
  ///   - saved: What the last launch saved; `nil` for a fresh install.
  ///   - now: The prompt clock at this launch; `saved`'s prompt time when `nil`.
  /// - Returns: The state to start from and the steps to run over it.
  public func coldLaunch(restoring saved: SavedLife<Route>?, at now: Duration? = nil) -> Resumption
  {
    guard let saved else {
      return Resumption(state: initialState, runsSequence: true, steps: launchSteps)
    }
    var state = initialState
    let kept = saved.navigation
    // A split's stacks are its columns with a selection: the same home has the same columns.
    let sameHome =
      state.home.split.map { split in kept.home.split.map { $0.sameColumns(as: split) } ?? false }
      ?? (kept.home.tabIDs == state.home.tabIDs)
    if restoreRule.keepsStacks(leftAt: saved.left, now: now ?? saved.promptTime), sameHome {
      state.home = kept.home
      state.deepLinkReturn = kept.deepLinkReturn
    }
    // The width is the window's, not where the user was: it outlives every cold launch.
    if let width = kept.splitWidth, state.home.split != nil { state.home.split?.width = width }
    state.pendingDeepLink = kept.pendingDeepLink
    return Resumption(
      state: state, runsSequence: true,
      steps: steps(resuming: kept.presentedInteraction?.step, pending: saved.pendingSteps))
  }

  /// The launch steps, then the steps of `presented` and `pending` the program has and the
  /// launch does not run, each once; `presented` without its prompt policy, and every
  /// dependency on a step not among them dropped: what a resume and a cold launch run.
  /// O(launch steps + pending steps + their dependencies).
  func steps(
    resuming presented: StepID?, pending: [StepID]
  ) -> [InteractionStep<Route>] {
    var chosen = launchSteps
    var included = Set(launchSteps.map(\.id))
    for id in (presented.map { [$0] } ?? []) + pending where !included.contains(id) {
      guard let step = steps[id] else { continue }
      included.insert(id)
      chosen.append(step)
    }
    for index in chosen.indices {
      if chosen[index].id == presented { chosen[index].policy = PromptPolicy() }
      if index >= launchSteps.count {
        chosen[index].dependencies.removeAll { !included.contains($0) }
      }
    }
    return chosen
  }
}

extension InteractionSimulation where Route: FlowRoute {
  /// Launches `program` on virtual time: its initial state, its launch steps started.
  ///
  /// - Parameters:
  ///   - program: The app.
  ///   - facts: The launch facts; the program's initial facts when `nil`.
  ///   - promptHistory: When the prompts showed in earlier launches.
  ///   - promptOrigin: The prompt time this launch starts at: where the last launch's prompt
  ///     clock stood (``InteractionSimulation/promptNow``), so cooldowns and quotas go on.
  ///   - source: Where the app is launched from (``PromptPolicy/sources``).
  /// - Returns: The simulation, the state and what starting did.
  /// - Throws: ``InteractionPlanError`` when the launch steps cannot run.
  public static func launch(
    _ program: FlowProgram<Route>, facts: Facts? = nil,
    promptHistory: PromptHistory = PromptHistory(), promptOrigin: Duration = .zero,
    from source: LaunchSource = .icon
  ) throws(InteractionPlanError) -> (InteractionSimulation, NavigationState<Route>, Output) {
    var simulation = InteractionSimulation(
      facts: facts ?? program.initialFacts, promptHistory: promptHistory,
      promptOrigin: promptOrigin)
    var state = program.initialState
    let output = try simulation.run(program.launchSteps, from: source, in: &state)
    return (simulation, state, output)
  }

  /// Resumes a saved state of `program` on virtual time, by the rule of
  /// ``FlowProgram/resumption(of:pendingSteps:)``.
  ///
  /// - Parameters:
  ///   - saved: The state as it was saved.
  ///   - facts: The facts as they were saved.
  ///   - program: The app.
  ///   - promptHistory: When the prompts showed, as saved.
  ///   - promptOrigin: The prompt time the saved session's clock stood at.
  ///   - pendingSteps: The steps that had not ended when the state was saved
  ///     (``pendingSteps``): those the launch does not run run again too.
  /// - Returns: The simulation, the state and what resuming did.
  /// - Throws: ``InteractionPlanError`` when the steps cannot run.
  public static func resume(
    _ saved: NavigationState<Route>, facts: Facts, of program: FlowProgram<Route>,
    promptHistory: PromptHistory = PromptHistory(), promptOrigin: Duration = .zero,
    pendingSteps: [StepID] = []
  ) throws(InteractionPlanError) -> (InteractionSimulation, NavigationState<Route>, Output) {
    var simulation = InteractionSimulation(
      facts: facts, promptHistory: promptHistory, promptOrigin: promptOrigin)
    let resumption = program.resumption(of: saved, pendingSteps: pendingSteps)
    var state = resumption.state
    guard resumption.runsSequence else { return (simulation, state, Output()) }
    let output = try simulation.run(resumption.steps, in: &state)
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
  /// - Throws: ``InteractionPlanError`` when the steps cannot run; nothing changes then.
  public mutating func enterForeground(
    of program: FlowProgram<Route>, in state: inout NavigationState<Route>
  ) throws(InteractionPlanError) -> Output {
    // A foreground is from the icon, whatever the launch came from.
    var output = try run(program.launchSteps, from: .icon, in: &state)
    if !seeded("foregroundStaysSuspended") { output.append(resume(in: &state)) }
    return output
  }
}

extension InteractionCoordinator where Route: FlowRoute {
  /// The app went to the background: modals stop presenting until it comes back. A save made
  /// while it is there says when the user left (``SavedLife/leftAt``), which the restore
  /// rule's `within:` measures from.
  public func enterBackground() {
    if backgroundedAt == nil { backgroundedAt = promptClock() }
    suspend(recording: .background)
  }

  /// The app came back to the foreground: the launch steps run again, merged by identifier
  /// into what is going on, then modals present again, as
  /// ``InteractionSimulation/enterForeground(of:in:)`` does.
  ///
  /// - Throws: ``InteractionPlanError`` when the steps cannot run; nothing changes then.
  public func enterForeground(of program: FlowProgram<Route>) throws(InteractionPlanError) {
    // From the icon, as on virtual time: not from wherever the launch came from.
    _ = try start(
      program.launchSteps, replaysEnded: false, source: .icon, recording: .foreground)
    backgroundedAt = nil
    resume(recording: nil)
  }
}
