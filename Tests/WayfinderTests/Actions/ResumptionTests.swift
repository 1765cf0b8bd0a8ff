import Testing
import WayfinderTesting
import Wayfinder

/// `program.resumption(of:)`, the one rule for bringing a saved state back, and the order of
/// background and foreground.
@Suite(.hangLimit) struct ResumptionTests {
  let program = ActionApp.program

  @Test func aStateSavedOnHomeWithNothingPendingComesBackAsSaved() throws {
    var shell = try ActionSimulation.home()
    try shell.tap("Read", on: "feed")
    let resumption = program.resumption(of: shell.state)
    #expect(resumption.state == shell.state)
    #expect(!resumption.runsSequence)

    let (simulation, state, output) = try InteractionSimulation.resume(
      shell.state, facts: shell.simulation.facts, of: program)
    #expect(state == shell.state)
    #expect(output.entries.isEmpty)
    #expect(!simulation.isRunning)
  }

  @Test func aStateSavedMidLaunchLaunchesAgainKeepingAHeldLink() throws {
    var shell = try ActionSimulation.launched()
    _ = try shell.simulation.apply(
      .open(url: "app://article"), to: &shell.state, rules: program.rules)
    let held = try #require(shell.state.pendingDeepLink)
    let resumption = program.resumption(of: shell.state)
    #expect(resumption.runsSequence)
    var expected = program.initialState
    expected.pendingDeepLink = held
    expected.interactionsPending = true
    #expect(resumption.state == expected)

    let (simulation, state, _) = try InteractionSimulation.resume(
      shell.state, facts: shell.simulation.facts, of: program)
    var resumed = ActionSimulation(simulation: simulation, state: state)
    #expect(resumed.state.modals.map(\.id) == ["terms"], "the launch runs again")
    #expect(resumed.state.pendingDeepLink == held)
    try resumed.tap("Accept", on: "terms")
    try resumed.tap("Continue", on: "whatsNew")
    #expect(resumed.state.phase == .home)
    #expect(resumed.state.home["home"]?.path == ["article"], "the held link landed")
  }

  @Test func aStateSavedWithAnInteractionUpLosesItAndRunsTheSequenceAgain() throws {
    // Saved while a foreground's terms were up over home.
    var home = ActionApp.state(phase: .home)
    try home.apply(.push("article"))
    var (simulation, state, _) = try InteractionSimulation.resume(
      home, facts: ActionApp.facts, of: program)
    _ = try simulation.enterForeground(of: program, in: &state)
    #expect(state.modals.map(\.id) == ["terms"])

    let resumption = program.resumption(of: state)
    #expect(resumption.runsSequence)
    #expect(resumption.state.modals.isEmpty, "what the sequence owned is gone")
    #expect(resumption.state.home == state.home, "home is kept")

    let (_, resumed, output) = try InteractionSimulation.resume(
      state, facts: ActionApp.facts, of: program)
    #expect(resumed.modals.map(\.id) == ["terms"], "its condition still holds: it is back")
    #expect(resumed.home["home"]?.path == ["article"])
    #expect(output.events.map(\.kind.name) == ["step.start"])
  }

  @Test func aPromptTheAppAskedForComesBack() throws {
    var shell = try ActionSimulation.home()
    try shell.tap("Ask for notifications", on: "feed")
    #expect(shell.state.modals.map(\.id) == ["notifications"])
    let resumption = program.resumption(of: shell.state)
    #expect(resumption.runsSequence)
    #expect(resumption.state.modals.isEmpty)
    #expect(resumption.steps.map(\.id) == ["terms", "whatsNew", "notifications"])
    let (simulation, resumed, _) = try InteractionSimulation.resume(
      shell.state, facts: shell.simulation.facts, of: program)
    #expect(resumed.modals.map(\.id) == ["notifications"], "the step presents again")
    #expect(resumed.presentedInteraction?.step == "notifications")
    #expect(simulation.status(of: "notifications") == .running)
    #expect(resumed.phase == .home)
  }

  @Test func aPromptQueuedBehindTheBackgroundComesBack() throws {
    let shell = try Self.backgroundedWithAPromptWaiting()
    #expect(shell.state.interactionsPending)
    #expect(shell.simulation.pendingSteps == ["notifications"])
    let resumption = program.resumption(
      of: shell.state, pendingSteps: shell.simulation.pendingSteps)
    #expect(resumption.steps.map(\.id) == ["terms", "whatsNew", "notifications"])
    let (simulation, resumed, _) = try InteractionSimulation.resume(
      shell.state, facts: shell.simulation.facts, of: program,
      pendingSteps: shell.simulation.pendingSteps)
    var shellAgain = ActionSimulation(simulation: simulation, state: resumed)
    #expect(shellAgain.state.modals.map(\.id) == ["terms"], "a fresh install's terms go first")
    #expect(simulation.status(of: "notifications") == .waiting, "the prompt is queued again")
    try shellAgain.tap("Accept", on: "terms")
    try shellAgain.tap("Continue", on: "whatsNew")
    #expect(shellAgain.state.modals.map(\.id) == ["notifications"])
  }

  @Test func aPendingStepTheProgramLacksIsLeftOutAndDependenciesEndedBeforeTheSave() throws {
    var steps = ActionApp.interactionSteps
    steps[0].dependencies = ["maintenance"]
    let program = FlowProgram<ScreenRoute>(
      version: AppVersion([2, 0]), initialFacts: ActionApp.facts, initialState: ActionApp.state(),
      launchSteps: ActionApp.launchSteps, interactionSteps: steps, rules: ActionApp.rules(),
      actions: ActionApp.actions)
    let saved = try Self.backgroundedWithAPromptWaiting().state
    let resumption = program.resumption(of: saved, pendingSteps: ["gone", "notifications"])
    #expect(resumption.steps.map(\.id) == ["terms", "whatsNew", "notifications"])
    #expect(resumption.steps.last?.dependencies == [], "'maintenance' ended before the save")
    let (simulation, _, _) = try InteractionSimulation.resume(
      saved, facts: ActionApp.facts, of: program, pendingSteps: ["gone", "notifications"])
    #expect(simulation.status(of: "notifications") == .waiting)
    #expect(simulation.status(of: "gone") == nil)
  }

  @Test func thePromptThatWasUpIsNotChargedAgainstItsPolicyAgain() throws {
    var steps = ActionApp.interactionSteps
    steps[0] = steps[0].limited(
      PromptPolicy(cooldown: .seconds(86_400), quota: PromptQuota(2, per: .seconds(86_400))))
    let program = FlowProgram<ScreenRoute>(
      version: AppVersion([2, 0]), initialFacts: ActionApp.facts, initialState: ActionApp.state(),
      launchSteps: ActionApp.launchSteps, interactionSteps: steps, rules: ActionApp.rules(),
      actions: ActionApp.actions)
    var shell = try ActionSimulation.home()
    shell.program = program
    try shell.tap("Ask for notifications", on: "feed")
    let history = shell.simulation.promptHistory
    #expect(history.showings["notifications"]?.count == 1)
    let (simulation, resumed, _) = try InteractionSimulation.resume(
      shell.state, facts: shell.simulation.facts, of: program, promptHistory: history,
      promptOrigin: shell.simulation.promptNow)
    #expect(resumed.modals.map(\.id) == ["notifications"], "its own cooldown does not skip it")
    #expect(simulation.status(of: "notifications") == .running)
    #expect(simulation.promptHistory == history, "and it is not counted a second time")
  }

  /// Home with a fresh install's facts, a notifications prompt asked for while in the
  /// background.
  static func backgroundedWithAPromptWaiting() throws -> ActionSimulation {
    let (simulation, state, _) = try InteractionSimulation.resume(
      ActionApp.state(phase: .home), facts: ActionApp.facts, of: ActionApp.program)
    var shell = ActionSimulation(simulation: simulation, state: state)
    _ = shell.simulation.enterBackground(in: &shell.state)
    let prompt = try ActionApp.program.steps(["notifications"])
    shell.events += try shell.simulation.enqueue(prompt, in: &shell.state).events
    #expect(shell.state.modals.isEmpty, "held back in the background")
    return shell
  }

  @Test func foregroundMergesTheInteractionStepsBeforeModalsPresentAgain() throws {
    var shell = try Self.backgroundedWithAPromptWaiting()
    shell.events += try shell.simulation.enterForeground(of: program, in: &shell.state).events
    // Merged first, the terms (priority 10) go before the prompt that was waiting.
    #expect(shell.state.modals.map(\.id) == ["terms"])
    #expect(shell.simulation.status(of: "notifications") == .waiting)
    try shell.tap("Accept", on: "terms")
    #expect(shell.state.modals.map(\.id) == ["notifications"])
  }

  @Test func theCoordinatorForegroundsInTheSameOrder() async throws {
    let shell = ActionCoordinator(state: ActionApp.state(phase: .home), facts: ActionApp.facts)
    await shell.launch.enterBackground()
    try await shell.launch.enqueue(try program.steps(["notifications"]))
    try await shell.launch.enterForeground(of: program)
    var simulation = try Self.backgroundedWithAPromptWaiting()
    simulation.events += try simulation.simulation.enterForeground(
      of: program, in: &simulation.state
    ).events
    #expect(await shell.snapshot == simulation.snapshot.runtime)
    #expect(shell.events.events == simulation.events)
    #expect(shell.navigator.state.modals.map(\.id) == ["terms"])
  }
}
