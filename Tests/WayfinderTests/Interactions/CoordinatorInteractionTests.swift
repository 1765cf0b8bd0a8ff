import Testing
import WayfinderTesting
@testable import Wayfinder

/// The interaction rules through the real-clock shell: a `Navigator` and a `InteractionCoordinator`
/// on a test clock, driven as an app's UI code drives them.
@Suite(.hangLimit) struct CoordinatorInteractionTests {
  private static func steps() -> [InteractionStep<String>] {
    [
      .splash("splash", screen: "splash", duration: .milliseconds(500)),
      .gate(
        "forceUpdate", screen: "forceUpdate", after: ["splash"], when: isTrue("updateRequired")),
      .modal(
        "passcode", screen: "passcode", style: .fullScreen, when: isTrue("passcodeEnabled"),
        priority: 100),
    ]
  }

  /// A launched app on home, its coordinator, its recorded events, and its clock.
  private static func launched(
    facts: Facts = [:]
  ) async throws -> (
    Navigator<String>, InteractionCoordinator<String>, InteractionEventRecorder,
    InteractionTestClock
  ) {
    let navigator = try InteractionFixtures.navigator()
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(navigator: navigator, facts: facts, clock: clock)
    let events = InteractionEventRecorder(launch)
    try await launch.run(steps())
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "splash") == .running)
    await clock.advance(by: .milliseconds(500))
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(navigator.state.phase == .home)
    return (navigator, launch, events, clock)
  }

  /// The app goes to the background and comes back: the sequence runs again, merged first,
  /// resumed second.
  private static func foreground(_ launch: InteractionCoordinator<String>) async throws {
    await launch.suspend()
    try await launch.run(steps())
    await launch.resume()
  }

  @Test func aForegroundPasscodeCannotBeDismissedOrBypassedByADeepLink() async throws {
    let (navigator, launch, events, _) = try await Self.launched()
    await launch.setFacts(["passcodeEnabled": .bool(true)])
    try await Self.foreground(launch)
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "passcode")
    #expect(navigator.state.topModal?.interaction?.role == .required)

    try navigator.send(.open(url: "demo://item/7"))
    #expect(navigator.state.topModal?.id == "passcode", "the link waits")
    #expect(navigator.state.pendingDeepLink?.url == "demo://item/7")
    #expect(throws: NavigationError.interactionRequired(step: "passcode", action: "dismiss")) {
      try navigator.send(.dismiss)
    }
    #expect(
      throws: NavigationError.interactionRequired(step: "passcode", action: "dismiss all modals")
    ) {
      try navigator.send(.dismissAll)
    }
    #expect(await launch.status(of: "passcode") == .running)

    #expect(try await launch.finish("passcode") == .done)
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.home.selectedStack?.path == ["item"])
    #expect(events.count("step.cancel", "passcode") == 0)
  }

  @Test func aForegroundGateHoldsWhileTheUpdateIsRequired() async throws {
    let (navigator, launch, _, clock) = try await Self.launched()
    await launch.setFacts(["updateRequired": .bool(true)])
    try await Self.foreground(launch)
    try await launch.waitUntilIdle()  // the splash is skipped over home: the gate is up
    #expect(await launch.presentedStep == "forceUpdate")

    #expect(throws: NavigationError.gateHolds(step: "forceUpdate", action: "dismiss")) {
      try navigator.send(.dismiss)
    }
    #expect(
      throws: NavigationError.gateHolds(step: "forceUpdate", action: "dismiss modal 'forceUpdate'")
    ) {
      try navigator.send(.dismissModal("forceUpdate"))
    }
    try navigator.send(.open(url: "demo://item/7"))
    await #expect(throws: StepRequestError.gateHolds("forceUpdate")) {
      try await launch.finish("forceUpdate")
    }
    await clock.advance(by: .seconds(3600))
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "forceUpdate") == .running)
    #expect(navigator.state.topModal?.id == "forceUpdate")
    #expect(navigator.state.home.selectedStack?.path == [])

    await launch.setFacts(["updateRequired": .bool(false)])
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.home.selectedStack?.path == ["item"])
  }

  @Test func aFinishBeforeTheStepPresentsIsRemembered() async throws {
    let navigator = try InteractionFixtures.navigator()
    let watcher = ScreenWatcher(navigator)
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    try await launch.run([
      .modal("whatsNew", screen: "whatsNew"),
      .modal("onboarding", screen: "onboarding", after: ["whatsNew"], sets: .flags("onboarded")),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "whatsNew")
    #expect(try await launch.finish("onboarding") == .remembered)
    #expect(try await launch.finish("whatsNew") == .done)
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(watcher.presented == ["whatsNew"], "a remembered step ends without presenting")
    #expect(await launch.status(of: "onboarding") == .finished)
    #expect(await launch.facts.isTrue("onboarded"))
  }

  @Test func cancellingAStepThatWaitsBehindAnother() async throws {
    let navigator = try InteractionFixtures.navigator()
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .modal("passcode", screen: "passcode", priority: 100),
      .modal("whatsNew", screen: "whatsNew"),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "passcode")
    #expect(await launch.status(of: "whatsNew") == .waiting)
    #expect(try await launch.cancel("whatsNew") == .done)
    #expect(await launch.status(of: "whatsNew") == .cancelled)
    await #expect(throws: StepRequestError.alreadyEnded("whatsNew", .cancelled)) {
      try await launch.cancel("whatsNew")
    }
    await #expect(throws: StepRequestError.unknownStep("whatNew", known: ["passcode", "whatsNew"]))
    {
      try await launch.cancel("whatNew")
    }
    try await launch.finish("passcode")
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(events.count("step.start", "whatsNew") == 0)
  }

  @Test func logOutPutsTheLoginGateUpAtOnceAndLinksWaitBehindIt() async throws {
    let (navigator, launch, _, _) = try await Self.launched(facts: .flags("loggedIn"))
    let login = InteractionStep<String>.gate(
      "login", screen: "login", when: { !$0.isTrue("loggedIn") })
    await launch.setFacts(["loggedIn": .bool(false)])
    let report = try await launch.enqueue([login])
    #expect(report == InteractionRunReport())
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "login")
    #expect(navigator.state.topModal?.interaction?.role == .gate)
    try navigator.send(.open(url: "demo://item/7"))
    #expect(navigator.state.home.selectedStack?.path == [])
    #expect(try await launch.enqueue([login]).alreadyRunning == ["login"])

    await launch.setFacts(["loggedIn": .bool(true)])
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(navigator.state.home.selectedStack?.path == ["item"])
  }

  @Test func aDismissibleSheetDismissedByTheUserEndsItsStepOnce() async throws {
    let navigator = try InteractionFixtures.navigator()
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .modal("whatsNew", screen: "whatsNew"),
      .modal("contactInfo", screen: "contactInfo", after: ["whatsNew"]),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "whatsNew")
    try navigator.send(.dismiss)  // swiped away
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "contactInfo")
    #expect(events.count("step.cancel", "whatsNew") == 1)
    #expect(navigator.state.modals.map(\.id) == ["contactInfo"])
    try await launch.finish("contactInfo")
    #expect(await launch.waitUntilFinished() == .finished)
  }

  @Test func presentingWorkHoldsTheSlotUntilItHasReallyReturned() async throws {
    let navigator = try InteractionFixtures.navigator()
    let watcher = ScreenWatcher(navigator)
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let events = InteractionEventRecorder(launch)
    let dismissed = Latch()
    try await launch.run([
      .presenting("permission") { _ in
        await dismissed.wait()  // its own UI animates away, whatever happens meanwhile
        try Task.checkCancellation()
        return [:]
      },
      .modal("whatsNew", screen: "whatsNew"),
    ])
    // The work awaits its own UI, not the clock: the launch is not idle until it returns.
    try await events.waitFor(.stepStarted, "permission")
    #expect(try await launch.cancel("permission") == .stopping)
    #expect(await launch.presentedStep == "permission")
    #expect(await launch.status(of: "whatsNew") == .waiting)
    #expect(navigator.state.interactionsPending)

    #expect(await !launch.isIdle, "the cancelled work has not returned")

    dismissed.open()
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "whatsNew")
    #expect(
      events.lines == [
        "step.start permission", "step.cancel permission", "step.start whatsNew",
      ])
    try await launch.finish("whatsNew")
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(watcher.mostModalsAtOnce == 1)
  }

  @Test func cancelAllCallsTheRunOffAndNothingHangs() async throws {
    let navigator = try InteractionFixtures.navigator()
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .modal("passcode", screen: "passcode", style: .fullScreen),
      .background("sync") { context in
        try await context.sleep(for: .seconds(60))
        return [:]
      },
    ])
    try await launch.waitUntilIdle()  // the passcode is up, the work sleeps
    #expect(await launch.presentedStep == "passcode")
    await launch.cancelAll()
    #expect(await launch.waitUntilFinished() == .cancelled)
    try await launch.waitUntilIdle()
    #expect(events.count("step.cancel", "sync") == 1)
    #expect(events.count("step.cancel", "passcode") == 1)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.phase.isLaunching, "home does not appear")
    #expect(!navigator.state.interactionsPending)
  }
}

/// A door a test opens once; whoever waits before or after gets through.
final class Latch: Sendable {
  private enum State {
    case closed([CheckedContinuation<Void, Never>])
    case open
  }

  private let state = Locked(State.closed([]))

  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        switch state {
        case .open: return true
        case .closed(var waiting):
          waiting.append(continuation)
          state = .closed(waiting)
          return false
        }
      }
      if isOpen { continuation.resume() }
    }
  }

  func open() {
    let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard case .closed(let waiting) = state else { return [] }
      state = .open
      return waiting
    }
    for continuation in waiting { continuation.resume() }
  }
}
