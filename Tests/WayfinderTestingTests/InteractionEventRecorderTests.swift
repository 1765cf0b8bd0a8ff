import Testing
import Wayfinder
import WayfinderTesting

/// Waiting for a live coordinator's events, without sleeping and without counting sleepers.
@Suite(.hangLimit) struct InteractionEventRecorderTests {
  static func coordinator(
    clock: InteractionTestClock, facts: Facts = [:]
  ) throws -> InteractionCoordinator<Page> {
    let navigator = Navigator(try Fixtures.tabs(phase: .launching(screen: nil)))
    return InteractionCoordinator(navigator: navigator, facts: facts, clock: clock)
  }

  @Test func aWaitReturnsTheEventWhenTheCoordinatorEmitsIt() async throws {
    let clock = InteractionTestClock()
    let launch = try Self.coordinator(clock: clock, facts: ["passcodeEnabled": .bool(true)])
    let events = InteractionEventRecorder(launch)
    try await launch.run(Fixtures.launchSteps)
    let passcode = try await events.waitFor(.stepStarted, "passcode")
    #expect(passcode == InteractionEvent(time: .zero, kind: .stepStarted, step: "passcode"))
    await clock.advance(by: .milliseconds(500))
    let fetch = try await events.waitFor(.stepStarted, "fetchConfig")
    #expect(fetch.time == .milliseconds(500))
    try await events.waitFor(.stepFinished, "splash")  // already recorded: at once
    try await launch.finish("passcode")
    await clock.advance(by: .milliseconds(800))
    try await events.waitFor(.stepStarted, "whatsNew")
    try await launch.finish("whatsNew")
    let finished = try await events.waitFor(.launchFinished)
    #expect(finished.time == .milliseconds(1300))
    #expect(
      events.events.map(\.description) == [
        "0.000s step.start splash", "0.000s step.start passcode", "0.500s step.finish splash",
        "0.500s step.start fetchConfig", "0.500s step.finish passcode",
        "1.300s step.finish fetchConfig", "1.300s step.start whatsNew",
        "1.300s step.finish whatsNew", "1.300s launch.finish",
      ])
  }

  @Test func eachEventSatisfiesOneWait() async throws {
    let clock = InteractionTestClock()
    let launch = try Self.coordinator(clock: clock)
    let events = InteractionEventRecorder(launch)
    let prompt: [InteractionStep<Page>] = [.modal("whatsNew", screen: .whatsNew)]
    try await launch.run(prompt)
    try await events.waitFor(.stepStarted, "whatsNew")
    try await launch.cancel("whatsNew")
    let second = Task { try await events.waitFor(.stepStarted, "whatsNew") }
    await clock.advance(by: .seconds(1))
    try await launch.enqueue(prompt)  // runs again: its second start
    #expect(try await second.value.time == .seconds(1))
  }

  @Test func eventsBeforeTheRecorderAreNotRecorded() async throws {
    let launch = try Self.coordinator(clock: InteractionTestClock())
    try await launch.run([.modal("whatsNew", screen: .whatsNew)])
    let events = InteractionEventRecorder(launch)
    try await launch.finish("whatsNew")
    try await events.waitFor(.launchFinished)
    #expect(
      events.events.map(\.description) == ["0.000s step.finish whatsNew", "0.000s launch.finish"])
  }

  @Test func aWaitEndsWithItsTask() async throws {
    let launch = try Self.coordinator(clock: InteractionTestClock())
    let events = InteractionEventRecorder(launch)
    let waiting = Task { try await events.waitFor(.launchFinished) }
    waiting.cancel()
    await #expect(throws: CancellationError.self) { try await waiting.value }
    try await launch.run([.modal("whatsNew", screen: .whatsNew)])
    try await launch.finish("whatsNew")
    try await events.waitFor(.launchFinished)  // the cancelled wait took nothing
  }
}
