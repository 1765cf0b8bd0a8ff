import Testing
import Wayfinder

/// The launch played on virtual time: deterministic, synchronous, the same rules as the
/// coordinator.
@Suite struct InteractionSimulationTests {
  private static let version = AppVersion([2, 0])

  /// The demo's launch: splash; a forced update and config fetch in parallel after it; a
  /// passcode first by priority; what's new after both, once per version.
  private static func steps() -> [InteractionStep<String>] {
    [
      .splash("splash", screen: "splash", duration: .milliseconds(500)),
      .gate(
        "forceUpdate", screen: "forceUpdate", after: ["splash"], when: isTrue("updateRequired")),
      .background(
        "fetchConfig", lasting: .milliseconds(800), after: ["splash"], sets: .flags("configLoaded")),
      .modal("passcode", screen: "passcode", when: isTrue("passcodeEnabled"), priority: 100),
      .modal(
        "whatsNew", screen: "whatsNew", after: ["forceUpdate", "fetchConfig"],
        when: { $0["lastSeenVersion"] != .version(version) },
        sets: ["lastSeenVersion": .version(version)]),
    ]
  }

  private func launching() throws -> NavigationState<String> {
    var links = DeepLinkRouter<String>()
    try links.add("demo://item/{id:int}") { _ in DeepLinkTarget(path: ["item"]) }
    return NavigationState(flow: "main", root: "home", phase: .launching(screen: nil))
  }

  private func trace(_ output: InteractionSimulation<String>.Output) -> [String] {
    output.events.map(\.description)
  }

  @Test func playsTheLaunchOnVirtualTime() throws {
    var state = try launching()
    var launch = InteractionSimulation<String>(facts: .flags("passcodeEnabled"))
    var events = trace(try launch.run(Self.steps(), in: &state))
    #expect(state.visibleRoute == "passcode")
    #expect(state.phase == .launching(screen: "splash"))
    #expect(launch.nextDeadline == .milliseconds(500))
    events += trace(launch.advance(by: .seconds(2), in: &state))
    #expect(state.visibleRoute == "passcode", "modals wait for the user, not for time")
    events += trace((try launch.finish("passcode", in: &state)))
    #expect(state.visibleRoute == "whatsNew")
    events += trace((try launch.finish("whatsNew", in: &state)))
    #expect(state.phase == .home)
    #expect(launch.outcome == .finished)
    #expect(launch.facts["lastSeenVersion"] == .version(Self.version))
    #expect(launch.facts.isTrue("configLoaded"))
    let expected = [
      "0.000s step.start splash", "0.000s step.start passcode", "0.500s step.finish splash",
      "0.500s step.start fetchConfig", "1.300s step.finish fetchConfig",
      "2.000s step.finish passcode", "2.000s step.skip forceUpdate (condition)",
      "2.000s step.start whatsNew", "2.000s step.finish whatsNew", "2.000s launch.finish",
    ]
    #expect(events == expected)
  }

  @Test func sameCallsGiveTheSameTranscript() throws {
    func play() throws -> [String] {
      var state = try launching()
      var launch = InteractionSimulation<String>(facts: .flags("passcodeEnabled", "updateRequired"))
      var events = trace(try launch.run(Self.steps(), in: &state))
      events += trace(launch.advance(by: .milliseconds(300), in: &state))
      events += trace(launch.advance(by: .milliseconds(300), in: &state))
      events += trace((try launch.finish("passcode", in: &state)))
      events += trace(launch.setFacts(["updateRequired": .bool(false)], in: &state))
      events += trace(launch.advance(by: .seconds(1), in: &state))
      return events
    }
    #expect(try play() == play())
  }

  @Test func gateBlocksUntilItsConditionStopsHolding() throws {
    var state = try launching()
    var launch = InteractionSimulation<String>(facts: .flags("updateRequired"))
    _ = try launch.run(Self.steps(), in: &state)
    _ = launch.advance(by: .seconds(5), in: &state)
    #expect(state.visibleRoute == "forceUpdate")
    #expect(throws: StepRequestError.gateHolds("forceUpdate"), "a gate is not finished by the user")
    {
      try launch.finish("forceUpdate", in: &state)
    }
    _ = launch.setFacts(["updateRequired": .bool(false)], in: &state)
    #expect(state.visibleRoute == "whatsNew")
  }

  @Test func deepLinkDuringLaunchIsAppliedAfterHome() throws {
    var links = DeepLinkRouter<String>()
    try links.add("demo://item/{id:int}") { _ in DeepLinkTarget(path: ["item"]) }
    var state = try launching()
    var launch = InteractionSimulation<String>(facts: ["lastSeenVersion": .version(Self.version)])
    _ = try launch.run(Self.steps(), in: &state)
    try state.apply(.open(url: "demo://item/4"), rules: NavigationRules(deepLinks: links))
    let output = launch.advance(by: .seconds(2), in: &state)
    #expect(state.phase == .home)
    #expect(state.visibleRoute == "item")
    #expect(output.transitions.last?.command == .finishLaunch)
  }

  @Test func aDismissedLaunchModalEndsItsStep() throws {
    var state = try launching()
    var launch = InteractionSimulation<String>(facts: .flags("passcodeEnabled"))
    var steps = Self.steps()
    steps[3].isDismissible = true
    _ = try launch.run(steps, in: &state)
    let output = try launch.apply(.dismiss, to: &state)
    #expect(trace(output).first == "0.000s step.cancel passcode")
    #expect(launch.status(of: "passcode") == .cancelled)
  }

  @Test func aRequiredLaunchModalCannotBeDismissed() throws {
    var state = try launching()
    var launch = InteractionSimulation<String>(facts: .flags("passcodeEnabled"))
    var steps = Self.steps()
    steps[3].isDismissible = false
    _ = try launch.run(steps, in: &state)
    #expect(throws: NavigationError.interactionRequired(step: "passcode", action: "dismiss")) {
      try launch.apply(.dismiss, to: &state)
    }
    #expect(launch.status(of: "passcode") == .running)
    #expect(state.topModal?.id == "passcode")
  }

  @Test func timeoutsFireOnVirtualTime() throws {
    var state = try launching()
    var launch = InteractionSimulation<String>()
    _ = try launch.run(
      [.modal("survey", screen: "survey", timeout: .skip(after: .seconds(3)))], in: &state)
    _ = launch.advance(by: .milliseconds(2999), in: &state)
    #expect(state.visibleRoute == "survey")
    let output = launch.advance(by: .milliseconds(1), in: &state)
    #expect(
      trace(output).prefix(2) == [
        "3.000s step.timeout survey (skip)", "3.000s step.skip survey (timeout)",
      ])
    #expect(state.phase == .home)
  }

  @Test func swiftWorkCannotBeSimulated() throws {
    var state = try launching()
    var launch = InteractionSimulation<String>()
    #expect(throws: InteractionPlanError.notSimulated("fetch")) {
      try launch.run([.background("fetch") { _ in [:] }], in: &state)
    }
    #expect(
      InteractionPlanError.notSimulated("fetch").description
        == "Launch step 'fetch' runs Swift work, which a simulation cannot play; give it a duration."
    )
  }
}
