import Dispatch
import Testing
import Wayfinder
import WayfinderTesting

/// Waiting for a live coordinator to get somewhere — a step's status, idleness — resumed by
/// the coordinator when it gets there, with the shipped test clock.
@Suite(.hangLimit) struct InteractionCoordinatorWaitingTests {
  /// A coordinator on a test clock, over a single-flow app on its launch screen, with its
  /// events recorded by a plain observer.
  final class Live: Sendable {
    let navigator = Navigator(
      NavigationState(flow: "main", root: "home", phase: .launching(screen: nil)))
    let clock = InteractionTestClock()
    let launch: InteractionCoordinator<String>
    let recorded = Lines()
    let observation: ObservationToken

    init(facts: Facts = [:]) {
      launch = InteractionCoordinator(navigator: navigator, facts: facts, clock: clock)
      observation = launch.observe { [recorded] event in recorded.append(event.description) }
    }

    /// The events observed so far, as `0.500s step.start passcode`.
    var events: [String] { recorded.lines }
  }

  /// Lines appended from any thread.
  final class Lines: Sendable {
    private let state = Locked<[String]>([])
    func append(_ line: String) { state.withLock { $0.append(line) } }
    var lines: [String] { state.withLock { $0 } }
  }

  /// A splash, config work after it, and what's new once the config is in.
  static let steps: [InteractionStep<String>] = [
    .splash("splash", screen: "splash", duration: .milliseconds(500)),
    .background("fetchConfig", lasting: .milliseconds(800), after: ["splash"]),
    .modal("whatsNew", screen: "whatsNew", after: ["fetchConfig"]),
  ]

  @Test func aStatusWaitReturnsOnceTheEventHasReachedObservers() async throws {
    let live = Live()
    try await live.launch.run([
      .splash("splash", screen: "splash", duration: .milliseconds(500)),
      .modal("passcode", screen: "passcode", after: ["splash"]),
    ])
    await live.clock.advance(by: .milliseconds(500))
    try await live.launch.waitUntil { $0.status(of: "passcode") == .running }
    #expect(live.events.last == "0.500s step.start passcode")
    #expect(live.navigator.state.modals.map(\.id) == ["passcode"])
    try await live.launch.waitUntil { $0.presentedStep == "passcode" }  // holds: at once
  }

  @Test func idleIsReachedAfterEachAdvanceOnceWhatItSetOffHasSettled() async throws {
    let live = Live()
    try await live.launch.run(Self.steps)
    try await live.launch.waitUntilIdle()
    #expect(live.events == ["0.000s step.start splash"])

    await live.clock.advance(by: .milliseconds(500))
    try await live.launch.waitUntilIdle()  // the config work sleeps on the clock: idle
    #expect(await live.launch.status(of: "fetchConfig") == .running)
    #expect(await live.launch.isIdle)
    #expect(
      live.events == [
        "0.000s step.start splash", "0.500s step.finish splash",
        "0.500s step.start fetchConfig",
      ])

    await live.clock.advance(by: .milliseconds(800))
    try await live.launch.waitUntilIdle()
    #expect(await live.launch.presentedStep == "whatsNew")
    #expect(live.navigator.state.modals.map(\.id) == ["whatsNew"])
    #expect(
      live.events.suffix(2) == ["1.300s step.finish fetchConfig", "1.300s step.start whatsNew"])
  }

  @Test func workAwaitingSomethingElseIsRunningUntilItReturns() async throws {
    let live = Live()
    let (answers, answer) = AsyncStream.makeStream(of: Bool.self)
    try await live.launch.run([
      .background("fetchConfig") { _ in
        var iterator = answers.makeAsyncIterator()
        return ["configLoaded": .bool(await iterator.next() ?? false)]
      }
    ])
    #expect(await live.launch.isIdle == false)
    answer.yield(true)
    try await live.launch.waitUntilIdle()
    #expect(await live.launch.status(of: "fetchConfig") == .finished)
    #expect(await live.launch.facts.isTrue("configLoaded"))
    #expect(await live.launch.waitUntilFinished() == .finished)
  }

  @Test func idleWaitsForAMainActorConditionToBeAnswered() async throws {
    let live = Live()
    // The main actor is held until the test lets it go, so the condition cannot be answered
    // before the test has looked.
    let mainActorHeld = DispatchSemaphore(value: 0)
    let (held, holding) = AsyncStream.makeStream(of: Void.self)
    Task { @MainActor in
      holding.yield()
      mainActorHeld.wait()
    }
    var iterator = held.makeAsyncIterator()
    await iterator.next()
    try await live.launch.run([.modal("whatsNew", screen: "whatsNew").when { _ in true }])
    #expect(await live.launch.isIdle == false, "the condition check is pending")
    mainActorHeld.signal()
    try await live.launch.waitUntilIdle()
    #expect(await live.launch.status(of: "whatsNew") == .running)
    #expect(live.events == ["0.000s step.start whatsNew"])
  }

  @Test func idleWaitsForADismissedSheetToEndItsStep() async throws {
    let live = Live()
    try await live.launch.run([.modal("whatsNew", screen: "whatsNew")])
    try live.navigator.send(.dismiss)
    try await live.launch.waitUntilIdle()
    #expect(await live.launch.status(of: "whatsNew") == .cancelled)
    #expect(live.navigator.state.phase == .home)
  }

  @Test func idleWaitsForATimerThatIsDue() async throws {
    let live = Live()
    try await live.launch.run([
      .modal("whatsNew", screen: "whatsNew", timeout: .skip(after: .seconds(1)))
    ])
    try await live.launch.waitUntilIdle()  // the modal is up; its timer is not due
    await live.clock.advance(by: .seconds(1))
    try await live.launch.waitUntilIdle()
    #expect(await live.launch.status(of: "whatsNew") == .skipped(.timeout))
    #expect(
      live.events.suffix(3) == [
        "1.000s step.timeout whatsNew (skip)",
        "1.000s step.skip whatsNew (timeout)", "1.000s launch.finish",
      ])
  }

  @Test func cancelledWorkIsRunningUntilItHasReturned() async throws {
    let live = Live()
    let (releases, release) = AsyncStream.makeStream(of: Void.self)
    try await live.launch.run([
      .background("fetchConfig") { context in
        do {
          try await context.sleep(for: .seconds(1))
        } catch {
          var iterator = releases.makeAsyncIterator()
          await iterator.next()  // cleaning up after the cancellation takes a while
          throw error
        }
        return [:]
      },
      .modal("whatsNew", screen: "whatsNew", after: ["fetchConfig"]),
    ])
    try await live.launch.waitUntilIdle()  // the work sleeps
    try await live.launch.cancel("fetchConfig")
    #expect(await live.launch.isIdle == false, "the cancelled work has not returned yet")
    release.yield()
    try await live.launch.waitUntilIdle()
    #expect(await live.launch.status(of: "fetchConfig") == .cancelled)
    #expect(await live.launch.presentedStep == "whatsNew")
  }

  @Test func aWaitEndsWithItsTask() async throws {
    let live = Live()
    try await live.launch.run(Self.steps)
    let waiting = Task { try await live.launch.waitUntil { _ in false } }
    waiting.cancel()
    await #expect(throws: CancellationError.self) { try await waiting.value }
    let cancelledFirst = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await live.launch.waitUntilIdle()
    }
    await #expect(throws: CancellationError.self) { try await cancelledFirst.value }
  }
}
