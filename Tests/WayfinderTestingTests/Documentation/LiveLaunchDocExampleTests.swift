import Testing
import Wayfinder
import WayfinderTesting

/// The examples in the documentation of the waits on a live launch — `InteractionTestClock`,
/// `InteractionEventRecorder`, `InteractionCoordinator.waitUntil(_:)` — kept compiling and true.
@Suite(.hangLimit) struct LiveLaunchDocExampleTests {
  enum AppRoute: Hashable, Sendable { case home, splash, passcode }

  static func navigator() -> Navigator<AppRoute> {
    Navigator(NavigationState(flow: "main", root: .home, phase: .launching(screen: nil)))
  }

  @Test func theTestClock() async throws {
    let navigator = Self.navigator()
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(navigator: navigator, clock: clock)
    try await launch.run([
      .splash("splash", screen: .splash, duration: .milliseconds(500)),
      .modal("passcode", screen: .passcode, after: ["splash"]),
    ])
    try await launch.waitUntilIdle()  // the splash waits on the clock
    await clock.advance(by: .milliseconds(500))  // and now it is over
    try await launch.waitUntil { $0.status(of: "passcode") == .running }
    #expect(navigator.state.modals.map(\.id) == ["passcode"])
  }

  @Test func theEventRecorder() async throws {
    let navigator = Self.navigator()
    let clock = InteractionTestClock()
    let steps: [InteractionStep<AppRoute>] = [
      .splash("splash", screen: .splash, duration: .milliseconds(500)),
      .modal("passcode", screen: .passcode, after: ["splash"]),
    ]
    let launch = InteractionCoordinator(navigator: navigator, clock: clock)
    let events = InteractionEventRecorder(launch)
    try await launch.run(steps)
    await clock.advance(by: .milliseconds(500))
    let started = try await events.waitFor(.stepStarted, "passcode")
    #expect(started.time == .milliseconds(500))
  }

  @Test func theCoordinatorsWaits() async throws {
    let navigator = Self.navigator()
    let clock = InteractionTestClock()
    let events = Locked<[String]>([])
    let launch = InteractionCoordinator(navigator: navigator, clock: clock)  // a test clock
    let observation = launch.observe { event in events.withLock { $0.append(event.description) } }
    defer { observation.cancel() }
    try await launch.run([
      .splash("splash", screen: .splash, duration: .milliseconds(500)),
      .modal("passcode", screen: .passcode),
    ])
    try await launch.waitUntil { $0.status(of: "passcode") == .running }
    // the passcode modal is up and `step.start passcode` has been observed
    #expect(navigator.state.modals.map(\.id) == ["passcode"])
    #expect(events.withLock { $0.contains("0.000s step.start passcode") })
    await clock.advance(by: .milliseconds(500))
    try await launch.waitUntilIdle()  // what the advance set off has settled
    #expect(await launch.status(of: "splash") == .finished)
    #expect(navigator.state.phase == .launching(screen: .splash))  // until home
  }
}
