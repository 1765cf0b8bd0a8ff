import Testing
import WayfinderTesting
@testable import Wayfinder

@Suite(.hangLimit) struct StepTimeoutTests {
  struct ConfigUnavailable: Error {}

  @Test func skipPolicyDismissesTheModalAndGoesOn() async throws {
    let navigator = try InteractionFixtures.navigator()
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(navigator: navigator, clock: clock)
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .modal(
        "survey", screen: "survey", timeout: .skip(after: .seconds(5)),
        sets: ["surveyed": .bool(true)]),
      .modal("whatsNew", screen: "whatsNew", after: ["survey"]),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "survey")
    await clock.advance(by: .milliseconds(4999))
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "survey", "not yet")
    await clock.advance(by: .milliseconds(1))
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "whatsNew")
    #expect(
      events.lines == [
        "step.start survey", "step.timeout survey", "step.skip survey", "step.start whatsNew",
      ])
    #expect(events.events.first { $0.kind == .stepSkipped(.timeout) }?.time == .seconds(5))
    #expect(await launch.facts["surveyed"] == nil)
    #expect(navigator.state.modals.map(\.id) == ["whatsNew"])
    try await launch.finish("whatsNew")
    #expect(await launch.waitUntilFinished() == .finished)
  }

  @Test func continuePolicyStopsWaitingButLetsTheWorkFinish() async throws {
    let navigator = try InteractionFixtures.navigator()
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(navigator: navigator, clock: clock)
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .background(
        "fetchConfig", lasting: .seconds(10), timeout: .continue(after: .seconds(2)),
        sets: ["configLoaded": .bool(true)]),
      .background("warmCache", lasting: .seconds(1), after: ["fetchConfig"]),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "fetchConfig") == .running)
    await clock.advance(by: .seconds(2))
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "warmCache") == .running)
    #expect(await launch.status(of: "fetchConfig") == .running)
    await clock.advance(by: .seconds(1))
    try await launch.waitUntilIdle()
    #expect(events.lines.last == "launch.finish", "the launch is over without the config")
    #expect(navigator.state.phase == .home)
    #expect(await launch.status(of: "fetchConfig") == .running)
    #expect(await launch.facts["configLoaded"] == nil)
    await clock.advance(by: .seconds(7))
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "fetchConfig") == .finished)
    #expect(await launch.facts["configLoaded"] == .bool(true))
    #expect(events.count("step.finish", "fetchConfig") == 1)
    #expect(events.count("launch.finish") == 1)
  }

  @Test func failPolicyFailsTheLaunchAndHomeNeverAppears() async throws {
    let navigator = try InteractionFixtures.navigator()
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(navigator: navigator, clock: clock)
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .background("login", lasting: .seconds(60), timeout: .fail(after: .seconds(3))),
      .modal("passcode", screen: "passcode"),
      .modal("whatsNew", screen: "whatsNew", after: ["login"]),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "passcode")
    await clock.advance(by: .seconds(3))
    #expect(await launch.waitUntilFinished() == .failed("login"))
    try await launch.waitUntilIdle()
    #expect(events.count("step.cancel", "login") == 1)
    #expect(events.count("step.cancel", "passcode") == 1)
    #expect(events.count("step.cancel", "whatsNew") == 1)
    #expect(events.count("step.start", "whatsNew") == 0)
    #expect(navigator.state.phase.isLaunching)
    #expect(navigator.state.modals.isEmpty)
    let failure = try #require(events.events.first { $0.kind.name == "error" })
    #expect(failure.kind == .launchFailed("launch step 'login' timed out"))
  }

  @Test func failingWorkIsReportedAndItsDependantsStillRun() async throws {
    let navigator = try InteractionFixtures.navigator()
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .background("fetchConfig", sets: ["configLoaded": .bool(true)]) { _ in
        throw ConfigUnavailable()
      },
      .background("render", after: ["fetchConfig"]) { context in
        ["sawConfig": .bool(context.facts.isTrue("configLoaded"))]
      },
    ])
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(await launch.status(of: "fetchConfig") == .failed("ConfigUnavailable()"))
    #expect(await launch.facts["sawConfig"] == .bool(false))
    #expect(events.lines.contains("error fetchConfig"))
  }

  @Test func cancelledWorkEndsOnceWhenItReturns() async throws {
    let navigator = try InteractionFixtures.navigator()
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(navigator: navigator, clock: clock)
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .background("sync", lasting: .seconds(30), sets: ["synced": .bool(true)]),
      .modal("done", screen: "done", after: ["sync"]),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "sync") == .running)
    #expect(try await launch.cancel("sync") == .stopping)
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "done")
    try await launch.finish("done")
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(await launch.facts["synced"] == nil)
    #expect(events.count("step.cancel", "sync") == 1)
  }
}
