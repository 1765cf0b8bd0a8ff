import Testing
import Wayfinder
import WayfinderTesting

/// The launch example of the "Launch sequencing" article, run as written (`SwiftSampleTests`
/// checks that every line of it is here, in order), and the same launch with a gate.
@Suite(.hangLimit) struct LaunchExampleTests {
  enum Route: Hashable, Sendable { case home, splash, forceUpdate, passcode }

  /// The service the examples' background work calls, counting the calls.
  actor API {
    private(set) var fetches = 0
    func fetchConfig() async throws { fetches += 1 }
  }

  static func launching() -> NavigationState<Route> {
    NavigationState(flow: "main", root: .home, phase: .launching(screen: nil))
  }

  /// On the default clock: the splash takes its half second of real time.
  @Test func aLaunchWithAGateOnTheDefaultClock() async throws {
    let app = AppCoordinator(Self.launching())
    let api = API()
    let launch = InteractionCoordinator(
      navigator: app.navigator, facts: ["passcodeEnabled": .bool(true)])
    try await launch.run([
      .splash("splash", screen: .splash, duration: .milliseconds(500)),
      .background("fetchConfig", after: ["splash"]) { [api] _ in  // services injected, no globals
        try await api.fetchConfig()
        return ["configLoaded": .bool(true)]
      },
      .gate(
        "forceUpdate", screen: .forceUpdate, after: ["splash"],
        when: { $0.isTrue("updateRequired") }),
      .modal("passcode", screen: .passcode, when: { $0.isTrue("passcodeEnabled") }, priority: 100),
    ])
    try await launch.finish("passcode")  // the user unlocked
    let outcome = await launch.waitUntilFinished()

    #expect(outcome == .finished)
    #expect(await api.fetches == 1)
    #expect(await launch.facts["configLoaded"] == .bool(true))
    #expect(await launch.status(of: "passcode") == .finished)
    #expect(await launch.status(of: "forceUpdate") == .skipped(.condition))
    #expect(app.state.phase == .home)
  }

  @Test func theArticlesLaunch() async throws {
    let navigator = Navigator(Self.launching())
    let facts: Facts = ["passcodeEnabled": .bool(true)]
    let clock = InteractionTestClock()
    let api = API()
    let launch = InteractionCoordinator(navigator: navigator, facts: facts, clock: clock)
    try await launch.run([
      .splash("splash", screen: .splash, duration: .milliseconds(500)),
      .background("fetchConfig", after: ["splash"]) { [api] _ in
        try await api.fetchConfig()
        return ["configLoaded": .bool(true)]
      },
      .modal("passcode", screen: .passcode, when: { $0.isTrue("passcodeEnabled") }, priority: 100),
    ])
    // The passcode waits for nothing: it is up over the splash at once.
    try await launch.waitUntil { $0.status(of: "passcode") == .running }
    #expect(navigator.state.modals.map(\.id) == ["passcode"])
    await clock.advance(by: .milliseconds(500))
    try await launch.waitUntil { $0.status(of: "fetchConfig") == .finished }
    #expect(await launch.facts["configLoaded"] == .bool(true))
    #expect(await api.fetches == 1)

    try await launch.finish("passcode")
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(navigator.state.phase == .home)
  }
}
