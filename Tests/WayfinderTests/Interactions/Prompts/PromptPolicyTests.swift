import Testing
import WayfinderTesting
import Wayfinder

private let day = Duration.seconds(86_400)
private let hour = Duration.seconds(3_600)

/// The one rule for "may this step show now, and if not why", asked directly and through the
/// simulation and the coordinator.
@Suite struct PromptPolicyTests {
  @Test func blocksForTheFirstRuleBrokenAndSaysWhy() {
    let policy = PromptPolicy(
      cooldown: day, quota: PromptQuota(3, per: day * 365), spacing: .seconds(600),
      sources: [.icon, .notification])
    var history = PromptHistory()
    let review: StepID = "review"
    #expect(policy.blocker(for: review, in: history, at: .zero, launchedFrom: .icon) == nil)
    #expect(
      policy.blocker(for: review, in: history, at: .zero, launchedFrom: .link)?.description
        == "not on link launches")
    history.record(review, at: .zero, keeping: policy.showingsKept)
    #expect(
      policy.blocker(for: review, in: history, at: hour * 4, launchedFrom: .icon)?.description
        == "cooldown: 20h left")
    #expect(
      policy.blocker(for: review, in: history, at: hour * 4 + .seconds(30), launchedFrom: .icon)?
        .description == "cooldown: 19h 59m left")
    history.record(review, at: day * 2, keeping: policy.showingsKept)
    history.record(review, at: day * 4, keeping: policy.showingsKept)
    #expect(
      policy.blocker(for: review, in: history, at: day * 6, launchedFrom: .icon)?.description
        == "quota: 3 of 3 in 365 days")
    #expect(
      policy.blocker(for: review, in: history, at: day * 365, launchedFrom: .icon) == nil,
      "the first showing has left the window")
    history.record("nudge", at: day * 365)
    #expect(
      policy.blocker(for: review, in: history, at: day * 365 + .seconds(30), launchedFrom: .icon)?
        .description == "spacing: 9m 30s left")
    #expect(
      policy.blocker(for: "nudge", in: history, at: day * 365, launchedFrom: .link)
        == .source(.link))
  }

  @Test func historyKeepsOnlyWhatTheRulesNeed() {
    var history = PromptHistory()
    for index in 0..<10 { history.record("review", at: .seconds(index), keeping: 3) }
    history.record("nudge", at: .seconds(4))
    history.record("nudge", at: .seconds(2))
    #expect(history.showings["review"] == [.seconds(7), .seconds(8), .seconds(9)])
    #expect(history.showings["nudge"] == [.seconds(4)], "one kept; a clock set back keeps order")
    #expect(history.lastShowing(otherThan: "review") == .seconds(4))
    #expect(history.count(of: "review", within: .seconds(2), before: .seconds(9)) == 2)
  }

  @Test func spellsDurations() {
    #expect(PromptBlock.cooldown(left: day * 3 + hour * 4).description == "cooldown: 3d 4h left")
    #expect(PromptBlock.spacing(left: .milliseconds(200)).description == "spacing: 1s left")
    #expect(PromptQuota(1, per: day).description == "1 in 1 day")
    #expect(PromptQuota(2, per: hour * 12).description == "2 in 12 hours")
    #expect(PromptQuota(2, per: .seconds(90)).description == "2 in 90 seconds")
  }

  private static func steps() -> [InteractionStep<String>] {
    [
      .modal("nudge", screen: "nudge").limited(PromptPolicy(cooldown: day)),
      .modal("review", screen: "review", after: ["nudge"]).limited(
        PromptPolicy(
          quota: PromptQuota(3, per: day * 365), spacing: .seconds(600),
          sources: [.icon, .notification])),
    ]
  }

  private func launch(
    _ simulation: inout InteractionSimulation<String>, from source: LaunchSource = .icon
  ) throws -> [String] {
    var state = NavigationState<String>(flow: "main", root: "home", phase: .launching(screen: nil))
    var events = try simulation.run(Self.steps(), from: source, in: &state).events
    while let step = simulation.presentedStep {
      events += try simulation.finish(step, in: &state).events
    }
    return events.map { "\($0.kind.name) \($0.step.map(\.rawValue) ?? "")" }
  }

  @Test func theSimulationSkipsWhatThePolicyForbidsAndKeepsWhy() throws {
    var launch = InteractionSimulation<String>()
    #expect(
      try self.launch(&launch) == [
        "step.start nudge", "step.finish nudge", "step.skip review", "launch.finish ",
      ])
    #expect(launch.promptBlock(of: "review")?.description == "spacing: 10m left")
    var next = InteractionSimulation<String>(
      promptHistory: launch.promptHistory, promptOrigin: launch.promptNow + hour)
    #expect(try self.launch(&next, from: .link).contains("step.skip nudge"))
    #expect(next.promptBlock(of: "nudge")?.description == "cooldown: 23h left")
    #expect(next.promptBlock(of: "review")?.description == "not on link launches")
    #expect(next.status(of: "review") == .skipped(.source))
    var later = InteractionSimulation<String>(
      promptHistory: next.promptHistory, promptOrigin: next.promptNow + day)
    let events = try self.launch(&later)
    #expect(events.contains("step.start nudge"))
    #expect(later.promptBlock(of: "nudge") == nil)
  }

  @Test func appearanceCountsOnlyOnceTheHostConfirmsIt() throws {
    let step = InteractionStep<String>.modal("permission", screen: "permission")
      .limited(PromptPolicy(cooldown: day, counting: .onAppearance))
    var state = NavigationState<String>(flow: "main", root: "home", phase: .launching(screen: nil))
    var launch = InteractionSimulation<String>(waitsForHandshakes: true)
    _ = try launch.run([step], in: &state)
    #expect(launch.promptHistory.isEmpty, "presented, not yet on screen")
    _ = launch.presentationFinished("permission", in: &state)
    #expect(launch.promptHistory.showings["permission"] == [.zero])
  }

  @Test func theCoordinatorCountsOnItsPromptClock() async throws {
    let navigator = try InteractionFixtures.navigator()
    let clock = InteractionTestClock()
    let coordinator = InteractionCoordinator(
      navigator: navigator, clock: clock,
      promptHistory: PromptHistory(["nudge": [.zero]]), promptClock: { day / 2 })
    try await coordinator.run(Self.steps(), from: .shortcut)
    #expect(await coordinator.status(of: "nudge") == .skipped(.cooldown))
    #expect(await coordinator.promptBlock(of: "nudge")?.description == "cooldown: 12h left")
    #expect(await coordinator.promptBlock(of: "review")?.description == "not on shortcut launches")
    #expect(await coordinator.promptHistory.showings == ["nudge": [.zero]])
  }
}
