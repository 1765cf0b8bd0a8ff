import Testing
import Wayfinder
import WayfinderTesting

/// What a live app saves (`InteractionCoordinator.saved`) holds what `AppLife.saved` holds on
/// virtual time, so a cold launch from it follows the same rule.
@Suite(.hangLimit) struct LiveSavedLifeTests {
  /// The life app launched on a test clock, its splash over: the passcode is up.
  static func launched() async throws -> (
    Navigator<ScreenRoute>, InteractionCoordinator<ScreenRoute>
  ) {
    let program = LifeApp.program()
    let clock = InteractionTestClock()
    let navigator = Navigator(program.initialState, rules: program.rules)
    let launch = InteractionCoordinator(
      navigator: navigator, facts: program.initialFacts, clock: clock,
      promptHistory: PromptHistory(["review": [.seconds(-60)]]))
    try await launch.run(program.launchSteps)
    try await launch.waitUntilIdle()
    await clock.advance(by: .milliseconds(500))
    try await launch.waitUntilIdle()
    return (navigator, launch)
  }

  @Test func itHoldsTheStateFactsHistoryClockAndPendingSteps() async throws {
    let (navigator, launch) = try await Self.launched()
    #expect(navigator.state.topModal?.id == "passcode")
    let saved = await launch.saved
    #expect(saved.navigation == navigator.state)
    #expect(saved.facts == LifeApp.program().initialFacts)
    #expect(saved.promptHistory == PromptHistory(["review": [.seconds(-60)]]))
    #expect(
      saved.promptTime == .milliseconds(500), "the launch's clock, as no prompt clock is given")
    #expect(saved.leftAt == nil, "saved in the foreground")
    #expect(saved.pendingSteps == ["passcode"])
    await launch.cancelAll()
  }

  @Test func itKeepsWhenTheAppWentToTheBackgroundUntilItComesBack() async throws {
    let (_, launch) = try await Self.launched()
    await launch.enterBackground()
    #expect(await launch.saved.leftAt == .milliseconds(500))
    try await launch.enterForeground(of: LifeApp.program())
    #expect(await launch.saved.leftAt == nil)
    await launch.cancelAll()
  }

  @Test func aColdLaunchFromItAsksForThePasscodeAgain() async throws {
    let (_, launch) = try await Self.launched()
    _ = try await launch.finish("passcode")
    try await launch.waitUntilIdle()
    let saved = await launch.saved
    #expect(saved.navigation.phase == .home)
    var (next, _) = try AppLife.coldLaunch(LifeApp.program(), restoring: saved)
    _ = next.settle()
    #expect(next.state.topModal?.id == "passcode")
    #expect(next.promptHistory == saved.promptHistory)
  }
}
