import Testing
import Wayfinder

/// A simulation told when work ends (`StepTiming.external`), as a replay of a recording is:
/// splashes, work and timeouts end when told, in the order told, whatever they declare, and
/// the machine still decides what follows.
@Suite struct ExternalStepTimingTests {
  /// A splash, then two pieces of work after it (config declared 800 ms, version 300 ms), and
  /// a modal after both that only shows when an update is not required.
  private static func steps() -> [InteractionStep<String>] {
    [
      .splash("splash", screen: "splash", duration: .milliseconds(500)),
      .background(
        "fetchConfig", lasting: .milliseconds(800), after: ["splash"],
        timeout: .skip(after: .seconds(3)), sets: ["configLoaded": .bool(true)]),
      .background("checkVersion", lasting: .milliseconds(300), after: ["splash"]),
      .modal(
        "whatsNew", screen: "whatsNew", after: ["fetchConfig", "checkVersion"],
        when: { !$0.isTrue("updateRequired") }),
    ]
  }

  private static func launching() -> NavigationState<String> {
    NavigationState(flow: "main", root: "home", phase: .launching(screen: nil))
  }

  private static func events(_ output: InteractionSimulation<String>.Output) -> [String] {
    output.events.map(\.description)
  }

  @Test func nothingEndsByItselfAndStepsEndInTheOrderTold() throws {
    var state = Self.launching()
    var launch = InteractionSimulation<String>(timing: .external)
    var events = Self.events(try launch.run(Self.steps(), in: &state))
    events += Self.events(launch.advance(by: .seconds(2), in: &state))
    #expect(launch.awaitedReturns == ["splash"], "a splash waits to be told too")
    events += Self.events(launch.workReturned("splash", .finished([:]), in: &state))
    #expect(launch.awaitedReturns == ["fetchConfig", "checkVersion"])
    _ = launch.advance(by: .milliseconds(400), in: &state)
    // The config comes back first, with what the server said, though it declares longer.
    events += Self.events(
      launch.workReturned("fetchConfig", .finished(["updateRequired": .bool(true)]), in: &state))
    _ = launch.advance(by: .milliseconds(100), in: &state)
    let last = launch.workReturned("checkVersion", .finished([:]), in: &state)
    events += Self.events(last)
    #expect(
      events == [
        "0.000s step.start splash", "2.000s step.finish splash", "2.000s step.start fetchConfig",
        "2.000s step.start checkVersion", "2.400s step.finish fetchConfig",
        "2.500s step.finish checkVersion", "2.500s step.skip whatsNew (condition)",
        "2.500s launch.finish",
      ])
    #expect(launch.facts == ["configLoaded": .bool(true), "updateRequired": .bool(true)])
    let finished = launch.facts
    #expect(finished.isTrue("configLoaded"), "the declared facts are set beside those returned")
    #expect(state.phase == .home)
  }

  @Test func aFinishedStepsEventCarriesTheFactsItsWorkReturned() throws {
    var state = Self.launching()
    var launch = InteractionSimulation<String>(timing: .external)
    _ = try launch.run(Self.steps(), in: &state)
    _ = launch.workReturned("splash", .finished([:]), in: &state)
    let output = launch.workReturned(
      "checkVersion", .finished(["updateRequired": .bool(false)]), in: &state)
    let finish = try #require(output.events.first)
    #expect(finish.kind == .stepFinished && finish.step == "checkVersion")
    #expect(finish.returned == ["updateRequired": .bool(false)])
  }

  @Test func aTimeoutFiresWhenToldAndTheWorkEndsWhenItReturns() throws {
    var state = Self.launching()
    var launch = InteractionSimulation<String>(timing: .external)
    _ = try launch.run(Self.steps(), in: &state)
    _ = launch.workReturned("splash", .finished([:]), in: &state)
    #expect(launch.awaitedTimeouts == ["fetchConfig"])
    _ = launch.advance(by: .seconds(10), in: &state)
    #expect(launch.status(of: "fetchConfig") == .running, "its timeout waits to be told")
    var events = Self.events(launch.timeoutFired("fetchConfig", in: &state))
    #expect(launch.status(of: "fetchConfig") == .running, "skipped once its work returns")
    events += Self.events(launch.workReturned("fetchConfig", .cancelled, in: &state))
    #expect(
      events == [
        "10.000s step.timeout fetchConfig (skip)", "10.000s step.skip fetchConfig (timeout)",
      ])
  }

  @Test func aCancelledStepEndsWhenItsWorkReturns() throws {
    var state = Self.launching()
    var launch = InteractionSimulation<String>(timing: .external)
    _ = try launch.run(Self.steps(), in: &state)
    _ = launch.workReturned("splash", .finished([:]), in: &state)
    #expect(try launch.cancel("checkVersion", in: &state).events.isEmpty)
    #expect(launch.awaitedReturns.contains("checkVersion"))
    let events = Self.events(launch.workReturned("checkVersion", .finished([:]), in: &state))
    #expect(events == ["0.000s step.cancel checkVersion"], "asked to stop, it ends cancelled")
  }

  @Test func aReturnOfNoWorkGoingOnIsIgnored() throws {
    var state = Self.launching()
    var launch = InteractionSimulation<String>(timing: .external)
    _ = try launch.run(Self.steps(), in: &state)
    let before = state
    #expect(launch.workReturned("fetchConfig", .finished([:]), in: &state).entries.isEmpty)
    #expect(launch.workReturned("whatsNew", .finished([:]), in: &state).entries.isEmpty)
    #expect(launch.timeoutFired("checkVersion", in: &state).entries.isEmpty)
    #expect(state == before)
    #expect(launch.invariantViolations().isEmpty)
  }

  @Test func workNeedsNoDurationWhenToldWhenItEnds() throws {
    var state = Self.launching()
    let work = InteractionStep<String>.background("sync") { _ in [:] }
    var declared = InteractionSimulation<String>()
    #expect(throws: InteractionPlanError.notSimulated("sync")) {
      try declared.run([work], in: &state)
    }
    var told = InteractionSimulation<String>(timing: .external)
    _ = try told.run([work], in: &state)
    _ = told.workReturned("sync", .finished([:]), in: &state)
    #expect(state.phase == .home)
  }

  @Test func aLifeKeepsItsTimingAcrossARelaunch() throws {
    let program = FlowProgram<ScreenRoute>(
      version: AppVersion([1]),
      initialState: NavigationState(
        flow: "main", root: ScreenRoute("home"), phase: .launching(screen: nil)),
      launchSteps: [
        .splash("splash", screen: ScreenRoute("splash"), duration: .milliseconds(500))
      ])
    var (life, _) = try AppLife.coldLaunch(program, timing: .external)
    _ = try life.perform(.wait(.seconds(5)))
    #expect(life.interactions.awaitedReturns == ["splash"])
    _ = try life.perform(.workReturned("splash", .finished([:])))
    #expect(life.state.phase == .home)
    _ = try life.perform(.relaunch(from: .icon))
    #expect(life.timing == .external)
    _ = try life.perform(.wait(.seconds(5)))
    #expect(life.interactions.awaitedReturns == ["splash"])
  }
}
