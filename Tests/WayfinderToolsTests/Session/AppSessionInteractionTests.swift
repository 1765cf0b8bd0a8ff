import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The interaction rules through the session that the REPL and scenario files drive: the same
/// examples as the coordinator's, on virtual time.
@Suite struct AppSessionInteractionTests {
  private func demo(_ facts: [String: FactValue] = [:]) throws -> AppSession {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var initial = definition.initialFacts
    initial["lastSeenVersion"] = .version(AppVersion([2, 0]))
    for (name, value) in facts { initial[name] = value }
    var (session, _) = try AppSession.start(definition, facts: initial)
    _ = session.settle()
    return session
  }

  /// An app from `yaml`, started: at time zero, nothing settled yet.
  private func app(_ yaml: String) throws -> AppSession {
    let definition = try #require(Fixtures.load(yaml).definition)
    return try AppSession.start(definition).0
  }

  private func screen(_ session: AppSession) -> String? { session.state.visibleRoute?.screen }

  private func foreground(_ session: inout AppSession) throws {
    _ = try session.perform(.background, settling: false)
    _ = try session.perform(.foreground, settling: true)
  }

  @Test func aForegroundPasscodeHoldsADeepLinkUntilItIsUnlocked() throws {
    var session = try demo()
    _ = try session.perform(.set(fact: "passcodeEnabled", value: "true"), settling: false)
    try foreground(&session)
    #expect(screen(session) == "passcode")
    _ = try session.perform(.open("demo://item/7"), settling: false)
    #expect(screen(session) == "passcode")
    #expect(session.launch.status(of: "passcode") == .running)
    #expect(
      throws: SessionError.navigation(.interactionRequired(step: "passcode", action: "dismiss"))
    ) { try session.perform(.dismiss, settling: false) }
    _ = try session.perform(.tap(.label("Unlock")), settling: false)
    #expect(screen(session) == "primary", "what's new is still to be decided: the link waits")
    _ = session.settle()
    #expect(screen(session) == "item")
    #expect(session.state[tab: "tab1"]?.path.map(\.description) == ["secondary1", "item(id: 7)"])
  }

  @Test func aForegroundForcedUpdateLetsNothingPast() throws {
    var session = try demo()
    _ = try session.perform(.set(fact: "updateRequired", value: "true"), settling: false)
    try foreground(&session)
    #expect(screen(session) == "forceUpdate")
    for command in [SessionCommand.dismiss, .open("demo://tertiary"), .selectTab("tab2")] {
      _ = try? session.perform(command, settling: false)
      #expect(screen(session) == "forceUpdate", "after \(command)")
    }
    _ = try session.perform(.wait(.seconds(3600)), settling: false)
    #expect(screen(session) == "forceUpdate")
    _ = try session.perform(.set(fact: "updateRequired", value: "false"), settling: false)
    #expect(session.state.modals.isEmpty)
    #expect(screen(session) == "tertiary")
  }

  @Test func aForegroundDuringTheLaunchReplaysNothingThatEndedAndKeepsPriority() throws {
    var session = try app(
      """
      app: Priorities
      facts: { ready: false, urgent: false }
      home: { flow: main }
      flows:
        main: { root: home, screens: { home: { title: Home } } }
      screens:
        splash: { title: Splash }
      modals:
        notice: { title: Notice, actions: [ { label: OK, finish: true } ] }
        alarm: { title: Alarm, actions: [ { label: OK, finish: true } ] }
      launch:
        - { id: splash, screen: splash, duration: 1s }
        - { id: notice, after: [splash], modal: notice }
        - { id: alarm, after: [splash], when: urgent, modal: alarm, priority: 100 }
      """)
    _ = try session.perform(.background, settling: false)
    // The splash ends; the notice is ready but held back.
    _ = try session.perform(.wait(.seconds(2)), settling: false)
    #expect(session.state.modals.isEmpty)
    _ = try session.perform(.set(fact: "urgent", value: "true"), settling: false)
    let output = try session.perform(.foreground, settling: false)
    #expect(
      output.events.map(\.description).filter { $0.contains("splash") }.isEmpty,
      "the splash that ended is not replayed")
    #expect(screen(session) == "alarm", "the re-run's higher priority presents first")
    _ = try session.perform(.tap(.label("OK")), settling: false)
    #expect(screen(session) == "notice")
  }

  @Test func runCancelAndCancelAll() throws {
    var session = try demo()
    _ = try session.perform(.run(["notifications"]), settling: false)
    #expect(screen(session) == "notifications")
    let report = try session.perform(.run(["notifications"]), settling: false).report
    #expect(report?.alreadyRunning == ["notifications"])
    _ = try session.perform(.cancel("notifications"), settling: false)
    #expect(session.state.modals.isEmpty)
    #expect(
      throws: SessionError.step(.alreadyEnded("notifications", .cancelled))
    ) { try session.perform(.cancel("notifications"), settling: false) }
    #expect(
      throws: SessionError.unknownStep("notifcations", known: session.definition.launch.map(\.id))
    ) {
      try session.perform(.run(["notifcations"]), settling: false)
    }
    #expect(
      SessionError.unknownStep("notifcations", known: ["notifications"]).description
        == "Unknown step 'notifcations'. Did you mean 'notifications'?")
    _ = try session.perform(.run(["notifications"]), settling: false)
    _ = try session.perform(.cancelAll, settling: false)
    #expect(session.state.modals.isEmpty)
    #expect(!session.launch.isRunning)
  }

  @Test func anActionStartsStepsAfterSettingItsFacts() throws {
    var session = try demo()
    _ = try session.perform(.selectTab("tab2"), settling: false)
    _ = try session.perform(.tap(.label("Notification settings")), settling: false)
    #expect(screen(session) == "notifications")
    _ = try session.perform(.tap(.label("Allow")), settling: false)
    #expect(session.facts.isTrue("notificationsAllowed"))
    _ = try session.perform(.tap(.label("Notification settings")), settling: false)
    #expect(session.state.modals.isEmpty, "its condition no longer holds: skipped")
  }

  @Test func resumingAStateSavedUnderAGateRunsTheSequenceAgain() throws {
    var session = try demo()
    _ = try session.perform(.set(fact: "updateRequired", value: "true"), settling: false)
    try foreground(&session)
    #expect(screen(session) == "forceUpdate")
    var (resumed, _) = try AppSession.resume(
      session.definition, state: session.state, facts: session.facts)
    _ = resumed.settle()
    #expect(screen(resumed) == "forceUpdate", "restarting is no way around a gate")
    #expect(resumed.launch.status(of: "forceUpdate") == .running)
    _ = try resumed.perform(.set(fact: "updateRequired", value: "false"), settling: false)
    #expect(resumed.state.modals.isEmpty)
  }

  @Test func transitionsAreStampedWithTheTimeTheyHappened() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var (session, started) = try AppSession.start(definition)
    var output = started
    output.append(contentsOf: session.settle())
    var times: [String: Duration] = [:]
    for entry in output.entries {
      guard case .transition(let transition, let time) = entry else { continue }
      times[transition.cause.description] = time
    }
    #expect(times["show launch screen 'splash'"] == .zero)
    #expect(times["present step 'whatsNew'"] == .milliseconds(1300))
  }
}
