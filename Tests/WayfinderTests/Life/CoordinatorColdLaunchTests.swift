import Testing
import Wayfinder
import WayfinderTesting

/// A cold launch on a real clock (`InteractionCoordinator.coldLaunch`) restores a `SavedLife` as
/// `AppLife.coldLaunch` does on virtual time, and a live coordinator saves what `AppLife.saved`
/// saves.
@Suite(.hangLimit) struct CoordinatorColdLaunchTests {
  typealias Life = AppLife<ScreenRoute>

  /// A life unlocked, with the review prompt shown and turned down, on the article, then sent
  /// to the background: what it saves holds facts, a prompt history and when it was left.
  static func savedLife(_ program: FlowProgram<ScreenRoute>) throws -> SavedLife<ScreenRoute> {
    var life = try AppLifeTests.unlocked(program)
    try AppLifeTests.tap("Rate us", in: &life)
    try AppLifeTests.tap("Not now", in: &life)
    try AppLifeTests.tap("Read", in: &life)
    _ = try life.perform(.setFacts(["theme": .string("dark")]))
    _ = try life.perform(.background)
    _ = try life.perform(.wait(.seconds(60)))
    return life.saved
  }

  /// Lets the coordinator's launch play as `settle()` plays a life's: time moves to each
  /// deadline while nothing else can move the launch and no modal waits for the user.
  static func settle(_ launch: InteractionCoordinator<ScreenRoute>, on clock: InteractionTestClock)
    async throws
  {
    try await launch.waitUntilIdle()
    while await launch.presentedStep == nil, launch.navigator.state.phase.isLaunching {
      await clock.advance(by: .milliseconds(100))
      try await launch.waitUntilIdle()
    }
  }

  @Test(arguments: [RestoreRule.home, .stacks(within: nil), .stacks(within: .seconds(1_800))])
  func aColdLaunchRestoresWhatTheLifeRestores(rule: RestoreRule) async throws {
    let program = LifeApp.program(restore: rule)
    let saved = try Self.savedLife(program)
    var (life, _) = try Life.coldLaunch(program, restoring: saved)
    _ = life.settle()
    let clock = InteractionTestClock()
    let launch = try await InteractionCoordinator.coldLaunch(
      program, restoring: saved, clock: clock)
    try await Self.settle(launch, on: clock)

    #expect(launch.navigator.state == life.state, "the passcode is up over what came back")
    #expect(launch.navigator.state.topModal?.id == "passcode")
    #expect(await launch.facts == life.facts)
    #expect(await launch.promptHistory == life.promptHistory)
    try AppLifeTests.tap("Unlock", in: &life)
    try await launch.finish("passcode")
    try await Self.settle(launch, on: clock)
    #expect(await launch.saved == life.saved, "and the next save is the same, prompt clock too")
    let expected: ScreenRoute = rule == .home ? "feed" : "article"
    #expect(launch.navigator.state.visibleRoute == expected)

    // The cooldown of the prompt shown before the save holds in the new launch.
    _ = try life.perform(.navigate(.popToRoot()))
    try AppLifeTests.tap("Rate us", in: &life)
    #expect(life.state.topModal == nil)
    try launch.navigator.send(.popToRoot())
    let rate = try #require(program.actions(on: "feed").first { $0.label == "Rate us" })
    try await launch.perform(rate, of: program)
    try await launch.waitUntilIdle()
    #expect(await launch.promptBlock(of: "review") == life.interactions.promptBlock(of: "review"))
    #expect(await launch.saved == life.saved)
  }

  @Test func aSaveInTheBackgroundSaysWhenTheUserLeft() async throws {
    let program = LifeApp.program(restore: .stacks(within: .seconds(1_800)))
    let clock = InteractionTestClock()
    let saved = try Self.savedLife(program)
    let launch = try await InteractionCoordinator.coldLaunch(
      program, restoring: saved, clock: clock)
    let origin = saved.promptTime
    try await Self.settle(launch, on: clock)
    try await launch.finish("passcode")
    try await Self.settle(launch, on: clock)
    #expect(await launch.saved.leftAt == nil, "in the foreground")
    let open = await launch.saved.promptTime
    #expect(open == origin + .milliseconds(500), "the prompt clock goes on from the save's")

    await launch.enterBackground()
    await clock.advance(by: .seconds(600))
    await launch.enterBackground()  // again: the user left when they first did
    let left = await launch.saved
    #expect(left.leftAt == open)
    #expect(left.promptTime == open + .seconds(600))
    try await launch.enterForeground(of: program)
    #expect(await launch.saved.leftAt == nil)
  }

  @Test func theRestoreWindowCountsFromWhenTheUserLeft() async throws {
    let program = LifeApp.program(restore: .stacks(within: .seconds(1_800)))
    for (away, expected) in [(600, ScreenRoute("article")), (3_600, "feed")] {
      let clock = InteractionTestClock()
      let first = try await InteractionCoordinator.coldLaunch(program, clock: clock)
      try await Self.settle(first, on: clock)
      try await first.finish("passcode")
      try await Self.settle(first, on: clock)
      try first.navigator.send(.push(ScreenRoute("article")))
      await first.enterBackground()
      await clock.advance(by: .seconds(Int64(away)))
      let saved = await first.saved

      let next = try await InteractionCoordinator.coldLaunch(
        program, restoring: saved, clock: InteractionTestClock())
      #expect(next.navigator.state.home["feed"]?.top == expected, "away \(away) s")
    }
  }

  @Test func aLinkLaunchHoldsTheLinkUntilTheSequenceEnds() async throws {
    let clock = InteractionTestClock()
    let launch = try await InteractionCoordinator.coldLaunch(
      LifeApp.program(), from: .link("life://article"), clock: clock)
    try await Self.settle(launch, on: clock)
    #expect(launch.navigator.state.topModal?.id == "passcode")
    #expect(launch.navigator.state.pendingDeepLink?.url == "life://article")
    try await launch.finish("passcode")
    try await Self.settle(launch, on: clock)
    #expect(launch.navigator.state.visibleRoute == "article")
  }

  @Test func aLinkTheAppDoesNotKnowIsRefusedBeforeAnythingRuns() async throws {
    await #expect(throws: AppRefusal.self) {
      _ = try await InteractionCoordinator.coldLaunch(
        LifeApp.program(), from: .link("life://nowhere"), clock: InteractionTestClock())
    }
    #expect(throws: AppRefusal.self) {
      _ = try Life.coldLaunch(LifeApp.program(), from: .link("life://nowhere"))
    }
  }

  /// A welcome prompt allowed only from the icon: a link launch skips it, and the next
  /// foreground — from the icon, whatever the launch came from — shows it, live as virtually.
  @Test func aForegroundAfterALinkLaunchIsFromTheIcon() async throws {
    let program = FlowProgram(
      version: AppVersion([1, 0]), initialFacts: [:], initialState: LifeApp.state(),
      launchSteps: [
        .splash("splash", screen: "splash", duration: .milliseconds(500)),
        InteractionStep.modal("welcome", screen: "welcome", after: ["splash"])
          .limited(PromptPolicy(sources: [.icon])),
      ],
      rules: LifeApp.rules())
    var (life, _) = try Life.coldLaunch(program, from: .link("life://article"))
    _ = life.settle()
    #expect(life.interactions.promptBlock(of: "welcome") == .source(.link))
    _ = try life.perform(.background)
    _ = try life.perform(.foreground)
    _ = life.settle()
    #expect(life.state.topModal?.id == "welcome")

    let clock = InteractionTestClock()
    let launch = try await InteractionCoordinator.coldLaunch(
      program, from: .link("life://article"), clock: clock)
    try await Self.settle(launch, on: clock)
    #expect(await launch.promptBlock(of: "welcome") == .source(.link))
    #expect(launch.navigator.state.visibleRoute == "article")
    await launch.enterBackground()
    try await launch.enterForeground(of: program)
    try await launch.waitUntilIdle()
    #expect(launch.navigator.state.topModal?.id == "welcome")
    #expect(launch.navigator.state == life.state)
  }
}
