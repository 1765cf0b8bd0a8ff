import Testing
import Wayfinder
import WayfinderTesting
import WayfinderUI

/// The process restarting under a SwiftUI app's model: `relaunch(from:)` cold-launches again,
/// restoring what the model saves (`saved`), by the core's rule — on a test clock.
@MainActor @Suite(.hangLimit) struct NavigationModelRelaunchTests {
  /// Waits until what the last call or advance set off has settled, then lets the launch's
  /// time pass while nothing but time can move it: as a person watching would see it.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  static func settle(_ model: NavigationModel<ScreenRoute>, _ clock: InteractionTestClock)
    async throws
  {
    let launch = try #require(model.launch)
    try await launch.waitUntilIdle()
    while await launch.presentedStep == nil, model.navigator.state.phase.isLaunching {
      await clock.advance(by: .milliseconds(100))
      try await launch.waitUntilIdle()
    }
    model.refresh()
  }

  /// The app launched, unlocked and on home.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  static func unlocked(
    _ program: FlowProgram<ScreenRoute> = LockedApp.program(), clock: InteractionTestClock
  ) async throws -> NavigationModel<ScreenRoute> {
    let model = NavigationModel(program: program, clock: clock)
    #expect(await model.start().value == nil)
    try await unlock(model, clock)
    return model
  }

  /// Unlocks the passcode the launch asks for and lets the launch end.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  static func unlock(_ model: NavigationModel<ScreenRoute>, _ clock: InteractionTestClock)
    async throws
  {
    try await settle(model, clock)
    #expect(model.fullScreenCover?.id == "passcode", "the passcode asks")
    #expect(await model.tap("Unlock").value == nil)
    try await settle(model, clock)
    #expect(!model.isLaunching)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aRelaunchKeepsFactsAndPromptsAndAsksForThePasscodeAgain() async throws {
    let clock = InteractionTestClock()
    let model = try await Self.unlocked(clock: clock)
    await model.setFacts(["theme": .string("dark")]).value
    #expect(await model.tap("Rate us").value == nil)
    #expect(model.sheet?.id == "review")
    #expect(await model.tap("Not now").value == nil)
    let history = await model.saved.promptHistory
    #expect(!history.isEmpty)

    #expect(await model.relaunch().value == nil)
    #expect(model.isLaunching, "the launch runs again")
    try await Self.settle(model, clock)
    #expect(model.fullScreenCover?.id == "passcode")
    #expect(model.facts["theme"] == .string("dark"), "the facts came back")
    #expect(await model.saved.promptHistory == history, "so did the prompt history")
    try await Self.unlock(model, clock)

    #expect(await model.tap("Rate us").value == nil)
    #expect(model.sheet == nil, "the review's cooldown holds across the relaunch")
    #expect(await model.launch?.promptBlock(of: "review")?.skipReason == .cooldown)
    await clock.advance(by: .seconds(86_400))
    #expect(await model.tap("Rate us").value == nil)
    #expect(model.sheet?.id == "review", "and ends a day after it showed")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(arguments: [RestoreRule.home, .stacks(within: nil)])
  func theRestoreRuleSaysWhetherTheStacksComeBack(rule: RestoreRule) async throws {
    let clock = InteractionTestClock()
    let model = try await Self.unlocked(LockedApp.program(restore: rule), clock: clock)
    let feed = model.stack(.tab("feed"))
    #expect(await model.tap("Read").value == nil)
    model.selectedTab = "settings"
    #expect(feed.path == ["article"])

    #expect(await model.relaunch().value == nil)
    #expect(model.stack(.tab("feed")) === feed, "views keep their stacks")
    try await Self.unlock(model, clock)
    let restored = rule != .home
    #expect(feed.path == (restored ? ["article"] : []))
    #expect(model.selectedTab == (restored ? "settings" : "feed"))
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theRestoreWindowCountsFromWhenTheAppWentToTheBackground() async throws {
    let program = LockedApp.program(restore: .stacks(within: .seconds(1_800)))
    for (away, expected) in [(600, [ScreenRoute("article")]), (3_600, [])] {
      let clock = InteractionTestClock()
      let model = try await Self.unlocked(program, clock: clock)
      #expect(await model.tap("Read").value == nil)
      #expect(await model.saved.leftAt == nil, "in the foreground")
      let left = await model.saved.promptTime
      await model.enterBackground().value
      await clock.advance(by: .seconds(Int64(away)))
      let saved = await model.saved
      #expect(saved.leftAt == left, "when the user left")
      #expect(saved.promptTime == left + .seconds(Int64(away)))

      #expect(await model.relaunch().value == nil)
      try await Self.unlock(model, clock)
      #expect(model.stack(.tab("feed")).path == expected, "away \(away) s")
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aRelaunchFromALinkLandsItAfterTheSequence() async throws {
    let clock = InteractionTestClock()
    let model = try await Self.unlocked(clock: clock)
    #expect(await model.relaunch(from: .link("locked://article")).value == nil)
    try await Self.settle(model, clock)
    #expect(model.fullScreenCover?.id == "passcode", "the passcode comes first")
    #expect(model.state.pendingDeepLink?.url == "locked://article", "the link waits")
    try await Self.unlock(model, clock)
    #expect(model.stack(.tab("feed")).path == ["article"], "then lands")
    #expect(model.state.pendingDeepLink == nil)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aLinkTheAppDoesNotKnowIsRefusedAndTheAppGoesOn() async throws {
    let clock = InteractionTestClock()
    let model = try await Self.unlocked(clock: clock)
    #expect(await model.tap("Read").value == nil)
    let (launch, state) = (model.launch, model.state)
    let refusal = await model.relaunch(from: .link("locked://nowhere")).value
    guard case .navigation? = refusal else {
      Issue.record("expected a navigation refusal, got \(String(describing: refusal))")
      return
    }
    #expect(model.lastRefusal == refusal)
    #expect(model.launch === launch, "the launch goes on")
    #expect(model.state == state)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theOldLaunchIsCalledOffAndObserversFollowTheNewOne() async throws {
    let clock = InteractionTestClock()
    let model = NavigationModel(program: LockedApp.program(), clock: clock)
    let events = Locked<[InteractionEvent]>([])
    let observation = model.observeLaunch { event in events.withLock { $0.append(event) } }
    #expect(await model.start().value == nil)
    let old = try #require(model.launch)
    try await old.waitUntilIdle()
    #expect(clock.sleeperCount == 1, "the splash")

    await clock.advance(by: .milliseconds(200))
    #expect(await model.relaunch(from: .notification).value == nil)
    #expect(await old.waitUntilFinished() == .cancelled, "the old process is gone")
    try await model.launch?.waitUntilIdle()
    #expect(clock.sleeperCount == 1, "the new launch's splash alone")
    let splashes = events.withLock { $0 }.filter { $0.kind == .stepStarted && $0.step == "splash" }
    #expect(splashes.map(\.time) == [.zero, .zero], "each launch's, on its own clock")
    observation.cancel()
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func whatTheModelSavesIsWhatTheNextColdLaunchRestores() async throws {
    let clock = InteractionTestClock()
    let model = try await Self.unlocked(
      LockedApp.program(restore: .stacks(within: nil)), clock: clock)
    #expect(await model.tap("Rate us").value == nil)
    #expect(await model.tap("Not now").value == nil)
    #expect(await model.tap("Read").value == nil)
    await clock.advance(by: .seconds(90))
    let saved = await model.saved
    #expect(saved.promptTime == .seconds(90) + .milliseconds(500))

    let nextClock = InteractionTestClock()
    let next = NavigationModel.coldLaunch(
      program: LockedApp.program(restore: .stacks(within: nil)), restoring: saved,
      clock: nextClock)
    #expect(await next.saved.promptTime == saved.promptTime, "the prompt clock goes on")
    #expect(await next.start().value == nil)
    try await Self.unlock(next, nextClock)
    #expect(next.stack(.tab("feed")).path == ["article"])
    #expect(await next.saved.promptHistory == saved.promptHistory)
    #expect(await next.saved.promptTime == saved.promptTime + .milliseconds(500))
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aModelWithoutAProgramCannotRelaunch() async throws {
    let model = NavigationModel(navigator: Navigator(LockedApp.state()))
    let refusal = await model.relaunch().value
    #expect(
      refusal?.description
        == "Cannot relaunch: the model was not created from a flow program; create it with "
        + "NavigationModel(program:).")
    #expect(await model.saved.navigation == LockedApp.state())
  }
}
