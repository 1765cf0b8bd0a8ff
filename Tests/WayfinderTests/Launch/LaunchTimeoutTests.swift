import Testing
@testable import Wayfinder

@Suite(.timeLimit(.minutes(1))) struct LaunchTimeoutTests {
  struct ConfigUnavailable: Error {}

  @Test func skipPolicyDismissesTheModalAndGoesOn() async throws {
    let navigator = try LaunchFixtures.navigator()
    let clock = ManualClock()
    let launch = LaunchCoordinator(navigator: navigator, clock: clock)
    let log = EventLog(launch)
    try await launch.run([
      .modal(
        "survey", screen: "survey", timeout: .skip(after: .seconds(5)),
        sets: ["surveyed": .bool(true)]),
      .modal("whatsNew", screen: "whatsNew", after: ["survey"]),
    ])
    await log.wait(for: "step.start", "survey")
    await clock.advance(by: .seconds(5))
    await log.wait(for: "step.start", "whatsNew")
    #expect(
      log.lines.prefix(4) == [
        "step.start survey", "step.timeout survey", "step.skip survey", "step.start whatsNew",
      ])
    #expect(log.events.first { $0.kind == .stepSkipped(.timeout) }?.time == .seconds(5))
    #expect(await launch.facts["surveyed"] == nil)
    #expect(navigator.state.modals.map(\.id) == ["whatsNew"])
    try await launch.finish("whatsNew")
    #expect(await launch.waitUntilFinished() == .finished)
  }

  @Test func continuePolicyStopsWaitingButLetsTheWorkFinish() async throws {
    let navigator = try LaunchFixtures.navigator()
    let clock = ManualClock()
    let launch = LaunchCoordinator(navigator: navigator, clock: clock)
    let log = EventLog(launch)
    try await launch.run([
      .background(
        "fetchConfig", lasting: .seconds(10), timeout: .continue(after: .seconds(2)),
        sets: ["configLoaded": .bool(true)]),
      .background("warmCache", lasting: .seconds(1), after: ["fetchConfig"]),
    ])
    await log.wait(for: "step.start", "fetchConfig")
    await clock.advance(by: .seconds(2))
    await log.wait(for: "step.start", "warmCache")
    await clock.advance(by: .seconds(1))
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(navigator.state.phase == .home)
    #expect(await launch.status(of: "fetchConfig") == .running)
    await clock.advance(by: .seconds(7))
    await log.wait(for: "step.finish", "fetchConfig")
    #expect(await launch.facts["configLoaded"] == .bool(true))
    #expect(log.count("launch.finish") == 1)
  }

  @Test func failPolicyFailsTheLaunchAndHomeNeverAppears() async throws {
    let navigator = try LaunchFixtures.navigator()
    let clock = ManualClock()
    let launch = LaunchCoordinator(navigator: navigator, clock: clock)
    let log = EventLog(launch)
    try await launch.run([
      .background("login", lasting: .seconds(60), timeout: .fail(after: .seconds(3))),
      .modal("passcode", screen: "passcode"),
      .modal("whatsNew", screen: "whatsNew", after: ["login"]),
    ])
    await log.wait(for: "step.start", "passcode")
    await clock.advance(by: .seconds(3))
    #expect(await launch.waitUntilFinished() == .failed("login"))
    await log.wait(for: "step.cancel", "login")
    await log.wait(for: "step.cancel", "passcode")
    #expect(log.count("step.cancel", "whatsNew") == 1)
    #expect(log.count("step.start", "whatsNew") == 0)
    #expect(navigator.state.phase.isLaunching)
    #expect(navigator.state.modals.isEmpty)
    let failure = try #require(log.events.first { $0.kind.name == "error" })
    #expect(failure.kind == .launchFailed("launch step 'login' timed out"))
  }

  @Test func failingWorkIsReportedAndItsDependantsStillRun() async throws {
    let navigator = try LaunchFixtures.navigator()
    let launch = LaunchCoordinator(navigator: navigator, clock: ManualClock())
    let log = EventLog(launch)
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
    #expect(log.lines.contains("error fetchConfig"))
  }

  @Test func cancelledWorkEndsOnceWhenItReturns() async throws {
    let navigator = try LaunchFixtures.navigator()
    let clock = ManualClock()
    let launch = LaunchCoordinator(navigator: navigator, clock: clock)
    let log = EventLog(launch)
    try await launch.run([
      .background("sync", lasting: .seconds(30), sets: ["synced": .bool(true)]),
      .modal("done", screen: "done", after: ["sync"]),
    ])
    await log.wait(for: "step.start", "sync")
    try await launch.cancel("sync")
    await log.wait(for: "step.start", "done")
    try await launch.finish("done")
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(await launch.facts["synced"] == nil)
    #expect(log.count("step.cancel", "sync") == 1)
  }
}
