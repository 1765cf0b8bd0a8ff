import Testing
import Wayfinder
import WayfinderTesting

/// The launch hooks of the demo's generated Swift with real services injected, as the README
/// ("Real services behind the launch") and the `Wayfinder` article "Real work behind a flow's
/// launch steps" show them, run as written on the checked-in `DemoFlow.swift`:
/// `SwiftSampleTests` checks that every line of both samples is here, in order.
@Suite(.hangLimit) struct InteractionHooksExampleTests {
  /// The app's configuration service: the real client in the app, a fake in its tests.
  protocol ConfigService: Sendable {
    func fetchConfig() async throws -> [String: String]
  }

  /// The system's notification permission prompt.
  protocol NotificationPermissions: Sendable {
    /// Asks the user; true when notifications are allowed.
    func request() async -> Bool
  }

  func makeProgram(
    config: any ConfigService, permissions: any NotificationPermissions
  ) -> FlowProgram<DemoRoute> {
    let hooks = DemoInteractionHooks(
      work: [
        .fetchConfig: { _ in
          let values = try await config.fetchConfig()
          return ["configLoaded": .bool(!values.isEmpty)]
        }
      ],
      presentations: [
        .notifications: { _ in ["notificationsAllowed": .bool(await permissions.request())] }
      ])
    return DemoFlow.program(hooks: hooks)
  }

  struct FakeConfig: ConfigService {
    func fetchConfig() async throws -> [String: String] { ["theme": "dark"] }
  }

  struct AllowingPermissions: NotificationPermissions {
    func request() async -> Bool { true }
  }

  @Test func whatsNewWaitsForTheConfig() async throws {
    let program = makeProgram(config: FakeConfig(), permissions: AllowingPermissions())
    let navigator = Navigator(program.initialState, rules: program.rules)
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(
      navigator: navigator, facts: program.initialFacts, clock: clock)
    let events = InteractionEventRecorder(launch)
    try await launch.run(program.launchSteps)
    #expect(await launch.status(of: DemoStep.fetchConfig.id) == .waiting)
    await clock.advance(by: .milliseconds(500))  // the splash; the fake answers at once
    try await launch.waitUntil { $0.status(of: DemoStep.whatsNew.id) == .running }
    #expect(await launch.facts["configLoaded"] == .bool(true))
    // Not after the flow file's 0.8 s of work: when the service returned, with the splash gone.
    #expect(try await events.waitFor(.stepStarted, "whatsNew").time == .milliseconds(500))
    await launch.cancelAll()
  }

  @Test func theSystemPromptHoldsTheModalSlotUntilItAnswers() async throws {
    let program = makeProgram(config: FakeConfig(), permissions: AllowingPermissions())
    let navigator = Navigator(program.initialState, rules: program.rules)
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(
      navigator: navigator, facts: program.initialFacts, clock: clock)
    try await launch.run(program.launchSteps)
    await clock.advance(by: .milliseconds(500))
    try await launch.waitUntil { $0.status(of: DemoStep.whatsNew.id) == .running }
    try await launch.perform(.whatsNewContinue, of: program)
    #expect(await launch.waitUntilFinished() == .finished)

    let notifications = try #require(program.steps[DemoStep.notifications.id])
    try await launch.enqueue([notifications])
    try await launch.waitUntil { $0.status(of: DemoStep.notifications.id) == .finished }
    #expect(await launch.facts["notificationsAllowed"] == .bool(true))
    // The app's own prompt, not the flow's sheet: nothing was presented on the navigator.
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func withoutHooksTheFlowFileSimulatesTheWork() {
    #expect(DemoFlow.step(.fetchConfig).duration == .milliseconds(800))
    let hooked = makeProgram(config: FakeConfig(), permissions: AllowingPermissions())
    let fetch = hooked.launchSteps.first { $0.id == DemoStep.fetchConfig.id }
    #expect(fetch?.duration == nil)
  }
}
