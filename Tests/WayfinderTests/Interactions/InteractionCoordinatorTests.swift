import Testing
import WayfinderTesting
@testable import Wayfinder

/// The launch coordinator on the shipped test clock: after each call or advance the test waits
/// until what it set off has settled (`waitUntilIdle()`), then looks.
@Suite(.hangLimit) struct InteractionCoordinatorTests {
  @Test func allConditionsOnPresentOneAtATimeInDeclaredOrderThenTheDeepLink() async throws {
    let navigator = try InteractionFixtures.navigator()
    let watcher = ScreenWatcher(navigator)
    let launch = InteractionCoordinator(
      navigator: navigator,
      facts: .flags("updateAvailable", "passcodeEnabled", "contactInfoMissing")
        .merging(["lastSeenVersion": .version(AppVersion([1, 0]))]),
      clock: InteractionTestClock())
    let events = InteractionEventRecorder(launch)
    let order: [StepID] = ["nudge", "passcode", "contactInfo", "whatsNew"]
    try navigator.send(.open(url: "demo://item/42"))  // arrives during launch: held
    try await launch.run([
      .modal("nudge", screen: "nudge", when: isTrue("updateAvailable")),
      .modal("passcode", screen: "passcode", when: isTrue("passcodeEnabled")),
      .modal("contactInfo", screen: "contactInfo", when: isTrue("contactInfoMissing")),
      .modal(
        "whatsNew", screen: "whatsNew",
        when: { $0["lastSeenVersion"] != .version(AppVersion([2, 0])) },
        sets: ["lastSeenVersion": .version(AppVersion([2, 0]))]),
    ])
    for step in order {
      try await launch.waitUntilIdle()
      #expect(events.lines.last == "step.start \(step)")
      #expect(await launch.presentedStep == step)
      #expect(navigator.state.modals.map(\.id) == [step.modalID])
      #expect(navigator.state.pendingDeepLink != nil)
      #expect(try await launch.finish(step) == .done)
    }
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(watcher.presented == order.map(\.modalID))
    #expect(watcher.mostModalsAtOnce == 1)
    #expect(navigator.state.phase == .home)
    #expect(navigator.state.home.selectedStack?.path == ["item"])
    #expect(await launch.facts["lastSeenVersion"] == .version(AppVersion([2, 0])))
    #expect(
      watcher.commands.suffix(3) == [
        "end step 'whatsNew'", "release deep links", "finish the launch",
      ])
  }

  @Test func forcedUpdateGateKeepsTheAppOnItsScreen() async throws {
    let navigator = try InteractionFixtures.navigator()
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(
      navigator: navigator, facts: .flags("updateRequired"), clock: clock)
    try await launch.run([
      .gate("forceUpdate", screen: "forceUpdate", when: isTrue("updateRequired")),
      .modal("whatsNew", screen: "whatsNew", after: ["forceUpdate"]),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "forceUpdate") == .running)
    await #expect(throws: StepRequestError.gateHolds("forceUpdate")) {
      try await launch.finish("forceUpdate")
    }
    await clock.advance(by: .seconds(3600))
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "forceUpdate") == .running)
    #expect(await launch.status(of: "whatsNew") == .waiting)
    #expect(navigator.state.phase.isLaunching)
    #expect(navigator.state.topModal?.id == "forceUpdate")

    await launch.setFacts(["updateRequired": .bool(false)])
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "whatsNew") == .running)
    #expect(navigator.state.modals.map(\.id) == ["whatsNew"])
    try await launch.finish("whatsNew")
    #expect(await launch.waitUntilFinished() == .finished)
  }

  @Test func fetchConfigAndUpdateCheckRunInParallelThenWhatsNew() async throws {
    let navigator = try InteractionFixtures.navigator()
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(navigator: navigator, clock: clock)
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .splash("splash", screen: "splash", duration: .milliseconds(500)),
      .background(
        "fetchConfig", lasting: .milliseconds(800), after: ["splash"],
        sets: ["configLoaded": .bool(true)]),
      .background("updateCheck", lasting: .milliseconds(300), after: ["splash"]),
      .modal(
        "whatsNew", screen: "whatsNew", after: ["fetchConfig", "updateCheck"],
        when: isTrue("configLoaded")),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "splash") == .running)
    #expect(navigator.state.phase == .launching(screen: "splash"))
    await clock.advance(by: .milliseconds(500))
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "fetchConfig") == .running)
    #expect(await launch.status(of: "updateCheck") == .running)
    #expect(await launch.status(of: "whatsNew") == .waiting)
    await clock.advance(by: .milliseconds(300))
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "updateCheck") == .finished)
    #expect(await launch.status(of: "fetchConfig") == .running)
    await clock.advance(by: .milliseconds(500))
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "whatsNew")

    // Makespan = critical path: splash (0.5 s) then fetchConfig (0.8 s).
    let starts = Dictionary(
      events.events.filter { $0.kind == .stepStarted }.map { ($0.step, $0.time) },
      uniquingKeysWith: { first, _ in first })
    #expect(starts["splash"] == .zero)
    #expect(starts["fetchConfig"] == .milliseconds(500))
    #expect(starts["updateCheck"] == .milliseconds(500))
    #expect(starts["whatsNew"] == .milliseconds(1300))
    try await launch.finish("whatsNew")
    #expect(await launch.waitUntilFinished() == .finished)
  }

  @Test func passcodeGoesBeforeContactInfoByPriorityEvenWhenDeclaredLater() async throws {
    let navigator = try InteractionFixtures.navigator()
    let watcher = ScreenWatcher(navigator)
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    try await launch.run([
      .modal("contactInfo", screen: "contactInfo"),
      .modal("passcode", screen: "passcode", priority: 100),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "passcode")
    #expect(await launch.status(of: "contactInfo") == .waiting)
    try await launch.finish("passcode")
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "contactInfo")
    try await launch.finish("contactInfo")
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(watcher.presented == ["passcode", "contactInfo"])
  }

  @Test func priorityNeverOvertakesADependency() async throws {
    let navigator = try InteractionFixtures.navigator()
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(navigator: navigator, clock: clock)
    try await launch.run([
      .background("load", lasting: .seconds(1)),
      .modal("urgent", screen: "urgent", after: ["load"], priority: 1000),
      .modal("low", screen: "low"),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "low")
    #expect(await launch.status(of: "urgent") == .waiting)
    await clock.advance(by: .seconds(1))
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "load") == .finished)
    // Ready now, but a modal on screen is never covered.
    #expect(await launch.presentedStep == "low")
    #expect(navigator.state.modals.map(\.id) == ["low"])
    try await launch.finish("low")
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "urgent")
    try await launch.finish("urgent")
    #expect(await launch.waitUntilFinished() == .finished)
  }

  @Test func suspendedLaunchPresentsNothingWhileOffScreen() async throws {
    let navigator = try InteractionFixtures.navigator()
    let clock = InteractionTestClock()
    let launch = InteractionCoordinator(navigator: navigator, clock: clock)
    await launch.suspend()
    try await launch.run([
      .background("fetchConfig", lasting: .seconds(1)),
      .modal("passcode", screen: "passcode"),
      .modal("whatsNew", screen: "whatsNew"),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "fetchConfig") == .running)
    await clock.advance(by: .seconds(1))
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "fetchConfig") == .finished)  // background work goes on
    #expect(navigator.state.modals.isEmpty)
    #expect(await launch.status(of: "passcode") == .waiting)

    await launch.resume()
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "passcode")
    await launch.suspend()  // a modal already up stays
    #expect(navigator.state.modals.map(\.id) == ["passcode"])
    try await launch.finish("passcode")
    try await launch.waitUntilIdle()
    #expect(await launch.status(of: "passcode") == .finished)
    #expect(navigator.state.modals.isEmpty)
    #expect(await launch.status(of: "whatsNew") == .waiting)
    await launch.resume()
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "whatsNew")
    try await launch.finish("whatsNew")
    #expect(await launch.waitUntilFinished() == .finished)
  }

  @Test func cancellingThePasscodeDismissesItAndNothingHangs() async throws {
    let navigator = try InteractionFixtures.navigator()
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .modal("passcode", screen: "passcode", sets: ["unlocked": .bool(true)]),
      .modal("contactInfo", screen: "contactInfo", after: ["passcode"]),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "passcode")
    #expect(try await launch.cancel("passcode") == .done)
    await #expect(throws: StepRequestError.alreadyEnded("passcode", .cancelled)) {
      try await launch.cancel("passcode")  // twice: still one end
    }
    try await launch.waitUntilIdle()
    #expect(
      events.lines == ["step.start passcode", "step.cancel passcode", "step.start contactInfo"])
    #expect(navigator.state.modals.map(\.id) == ["contactInfo"])
    #expect(await launch.facts["unlocked"] == nil)
    await #expect(throws: StepRequestError.alreadyEnded("passcode", .cancelled)) {
      try await launch.finish("passcode")
    }
    try await launch.finish("contactInfo")
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(events.count("step.cancel", "passcode") == 1)
    #expect(events.count("step.finish", "passcode") == 0)
  }

  @Test func cancelAllThenNewStepsNeverOverlapTheCancelledModal() async throws {
    for _ in 0..<50 {
      let navigator = try InteractionFixtures.navigator()
      let watcher = ScreenWatcher(navigator)
      let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
      let events = InteractionEventRecorder(launch)
      try await launch.run([.modal("a", screen: "a")])
      try await launch.waitUntilIdle()
      #expect(await launch.presentedStep == "a")
      await launch.cancelAll()
      try await launch.run([.modal("b", screen: "b"), .modal("c", screen: "c")])
      try await launch.waitUntilIdle()
      #expect(await launch.presentedStep == "b")
      await #expect(throws: StepRequestError.alreadyEnded("a", .cancelled)) {
        try await launch.finish("a")  // a late finish of the old modal
      }
      #expect(navigator.state.modals.map(\.id) == ["b"])
      try await launch.finish("b")
      try await launch.waitUntilIdle()
      #expect(await launch.presentedStep == "c")
      try await launch.finish("c")
      #expect(await launch.waitUntilFinished() == .finished)
      #expect(watcher.mostModalsAtOnce == 1)
      #expect(watcher.presented == ["a", "b", "c"])
      #expect(
        events.lines.prefix(4) == [
          "step.start a", "launch.cancel", "step.cancel a", "step.start b",
        ])
    }
  }

  @Test func runningAgainOnForegroundMergesStepsAndPresentsOverHome() async throws {
    let navigator = try InteractionFixtures.navigator()
    let watcher = ScreenWatcher(navigator)
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let events = InteractionEventRecorder(launch)
    let steps: [InteractionStep<String>] = [
      .splash("splash", screen: "splash", duration: .zero),
      .modal("passcode", screen: "passcode"),
    ]
    try await launch.run(steps)
    try await launch.run(steps)  // while running: merged, not duplicated
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "passcode")
    try await launch.finish("passcode")
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(events.count("step.start", "passcode") == 1)

    try await launch.run(steps)  // foreground: home is showing
    try await launch.waitUntilIdle()
    #expect(events.count("step.start", "passcode") == 2)
    #expect(navigator.state.phase == .home)
    #expect(navigator.state.modals.map(\.id) == ["passcode"])
    try await launch.finish("passcode")
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(events.count("step.skip", "splash") == 1)  // no launch screen over home
    #expect(watcher.commands.filter { $0 == "finish the launch" }.count == 1)
    #expect(navigator.state.modals.isEmpty)
  }
}

extension Facts {
  func merging(_ other: Facts) -> Facts {
    var facts = self
    facts.merge(other)
    return facts
  }
}

@Suite(.hangLimit) struct LaunchModalRemovedOutsideTests {
  @Test func aLaunchModalDismissedByTheUserEndsItsStep() async throws {
    let navigator = try InteractionFixtures.navigator()
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .modal("whatsNew", screen: "whatsNew"),
      .modal("contactInfo", screen: "contactInfo", after: ["whatsNew"]),
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "whatsNew")
    try navigator.send(.dismiss)  // swiped away, not finished
    try await launch.waitUntilIdle()
    #expect(
      events.lines == ["step.start whatsNew", "step.cancel whatsNew", "step.start contactInfo"])
    #expect(navigator.state.modals.map(\.id) == ["contactInfo"])
    try await launch.finish("contactInfo")
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(navigator.state.phase == .home)
  }
}
