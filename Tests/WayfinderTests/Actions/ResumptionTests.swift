import Testing
import WayfinderTesting
import Wayfinder

/// `program.resumption(of:)`, the one rule for bringing a saved state back, and the order of
/// background and foreground.
@Suite(.timeLimit(.minutes(1))) struct ResumptionTests {
  let program = ActionApp.program

  @Test func aStateSavedOnHomeWithNothingPendingComesBackAsSaved() throws {
    var shell = try ActionSimulation.home()
    try shell.tap("Read", on: "feed")
    let resumption = program.resumption(of: shell.state)
    #expect(resumption.state == shell.state)
    #expect(!resumption.runsSequence)

    let (simulation, state, output) = try LaunchSimulation.resume(
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

    let (simulation, state, _) = try LaunchSimulation.resume(
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
    var (simulation, state, _) = try LaunchSimulation.resume(
      home, facts: ActionApp.facts, of: program)
    _ = try simulation.enterForeground(of: program, in: &state)
    #expect(state.modals.map(\.id) == ["terms"])

    let resumption = program.resumption(of: state)
    #expect(resumption.runsSequence)
    #expect(resumption.state.modals.isEmpty, "what the sequence owned is gone")
    #expect(resumption.state.home == state.home, "home is kept")

    let (_, resumed, output) = try LaunchSimulation.resume(
      state, facts: ActionApp.facts, of: program)
    #expect(resumed.modals.map(\.id) == ["terms"], "its condition still holds: it is back")
    #expect(resumed.home["home"]?.path == ["article"])
    #expect(output.events.map(\.kind.name) == ["step.start"])
  }

  @Test func aPromptNoLaunchStepAsksForIsNotBroughtBack() throws {
    var shell = try ActionSimulation.home()
    try shell.tap("Ask for notifications", on: "feed")
    #expect(shell.state.modals.map(\.id) == ["notifications"])
    let resumption = program.resumption(of: shell.state)
    #expect(resumption.runsSequence)
    #expect(resumption.state.modals.isEmpty)
    let (_, resumed, _) = try LaunchSimulation.resume(
      shell.state, facts: shell.simulation.facts, of: program)
    #expect(resumed.modals.isEmpty, "the launch steps' conditions ask for nothing")
    #expect(resumed.phase == .home)
  }

  /// Home with a fresh install's facts, a notifications prompt asked for while in the
  /// background.
  static func backgroundedWithAPromptWaiting() throws -> ActionSimulation {
    let (simulation, state, _) = try LaunchSimulation.resume(
      ActionApp.state(phase: .home), facts: ActionApp.facts, of: ActionApp.program)
    var shell = ActionSimulation(simulation: simulation, state: state)
    _ = shell.simulation.enterBackground(in: &shell.state)
    let prompt = try ActionApp.program.steps(["notifications"])
    shell.events += try shell.simulation.enqueue(prompt, in: &shell.state).events
    #expect(shell.state.modals.isEmpty, "held back in the background")
    return shell
  }

  @Test func foregroundMergesTheLaunchStepsBeforeModalsPresentAgain() throws {
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
