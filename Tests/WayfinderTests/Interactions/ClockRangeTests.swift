import Testing
import Wayfinder
import WayfinderTesting

/// The engine's clocks keep to one range (``ClockRange``): time that input asks for past it is
/// refused before anything changes, and nothing that adds times traps, however long they are.
@Suite struct ClockRangeTests {
  private let limit = ClockRange.limit
  private let longest = Duration.seconds(Int64.max)

  private func launching() -> NavigationState<String> {
    NavigationState(flow: "main", root: "home", phase: .launching(screen: nil))
  }

  @Test func advancingByHugeDurationsStopsTheClockAtTheLimitWithoutTrapping() {
    var state = launching()
    var launch = InteractionSimulation<String>()
    // Each of these alone fits a `Duration`; their sum does not.
    for _ in 0..<20 { _ = launch.advance(by: longest, in: &state) }
    #expect(launch.now == limit)
    #expect(launch.promptNow == limit)
    #expect(launch.timeLeft == .zero)
    #expect(launch.invariantViolations(with: state).isEmpty)
  }

  @Test func aWaitPastTheLimitIsRefusedBeforeAnythingChanges() throws {
    var state = launching()
    var launch = InteractionSimulation<String>(promptOrigin: limit - .seconds(90_000))
    _ = launch.advance(by: .seconds(3_600), in: &state)
    #expect(launch.timeLeft == .seconds(86_400))
    #expect(throws: ClockError.pastLimit(duration: .seconds(172_800), left: .seconds(86_400))) {
      try launch.checkAdvance(by: .seconds(172_800))
    }
    #expect(throws: ClockError.pastLimit(duration: longest, left: .seconds(86_400))) {
      try launch.checkAdvance(by: longest)
    }
    try launch.checkAdvance(by: .seconds(86_400))
    try launch.checkAdvance(by: .zero - longest)
    #expect(launch.now == .seconds(3_600))
  }

  @Test func theRefusalSaysWhatWasAskedAndWhatMayPass() {
    #expect(
      ClockError.pastLimit(duration: .seconds(172_800), left: .milliseconds(86_400_500))
        .description
        == "Letting 2d pass would take the clock past its limit, 1000000000000s (about 31,700 "
        + "years); at most 1d may pass. Start from a fresh state for more time.")
    #expect(
      ClockError.pastLimit(duration: longest * 10, left: .zero).description
        == "Letting more than 1000000000000s pass would take the clock past its limit, "
        + "1000000000000s (about 31,700 years); at most 0s may pass. Start from a fresh state "
        + "for more time.")
  }

  @Test func aPromptOriginPastTheRangeIsHeldAtItsEnd() {
    var state = launching()
    var launch = InteractionSimulation<String>(promptOrigin: longest)
    #expect(launch.promptOrigin == limit)
    #expect(launch.timeLeft == .zero)
    _ = launch.advance(by: .seconds(1), in: &state)
    #expect(launch.promptNow == limit)
    let early = InteractionSimulation<String>(promptOrigin: .zero - longest)
    #expect(early.promptOrigin == .zero - limit)
    #expect(early.timeLeft == limit, "the simulation's own clock still reaches the limit")
  }

  @Test func stepsEndingPastTheLimitNeverEndAndSettlingStops() throws {
    var state = launching()
    var launch = InteractionSimulation<String>()
    _ = try launch.run(
      [
        .splash("splash", screen: "splash", duration: longest),
        .modal("survey", screen: "survey", timeout: .skip(after: longest)),
      ], in: &state)
    _ = launch.advance(by: limit - .seconds(1), in: &state)
    #expect(launch.nextDeadline == nil, "nothing the clock can reach is due")
    _ = launch.settle(in: &state)
    _ = launch.advance(by: longest, in: &state)
    #expect(launch.status(of: "splash") == .running)
    #expect(launch.status(of: "survey") == .running)
    #expect(launch.invariantViolations(with: state).isEmpty)
  }

  @Test func theCoordinatorHoldsItsPromptClockToTheRange() async throws {
    let coordinator = InteractionCoordinator(
      navigator: try InteractionFixtures.navigator(), clock: InteractionTestClock(),
      promptClock: { [longest] in longest })
    try await coordinator.run([
      .modal("nudge", screen: "nudge").limited(PromptPolicy(cooldown: .seconds(86_400)))
    ])
    #expect(await coordinator.promptHistory.showings == ["nudge": [limit]])
  }

  @Test func deadlinesSaturateInsteadOfTrapping() {
    #expect(ClockRange.deadline(after: .seconds(2), from: .seconds(3)) == .seconds(5))
    let far = ClockRange.deadline(after: longest * 10, from: longest * 10)
    #expect(far > limit)
    #expect(ClockRange.deadline(after: .zero - longest * 10, from: .zero) < .zero - limit)
    #expect(ClockRange.contains(limit) && ClockRange.contains(.zero - limit))
    #expect(!ClockRange.contains(limit + .nanoseconds(1)))
    #expect(ClockRange.clamped(longest) == limit)
  }
}
