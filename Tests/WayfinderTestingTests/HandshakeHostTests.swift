import Testing
import Wayfinder
import WayfinderTesting

/// The UI host the life tester plays: presentations and dismissals a modal step waits for,
/// confirmed by the host, by the test, or not awaited at all.
@Suite struct HandshakeHostTests {
  static let program = LifeApp.program(
    [LifeApp.passcode, LifeApp.whatsNew], facts: ["passcodeEnabled": .bool(true)])

  @Test func theHostConfirmsSoTheSequenceReachesHomeWithoutCalls() throws {
    let tester = try AppLifeTester(program: Self.program, handshakes: .confirmedByHost)
    #expect(tester.life.interactions.awaitedHandshake == nil, "the presentation is confirmed")
    tester.receive(.stepStarted, "passcode")
    tester.tap("Unlock") { $0.modals = [.step("whatsNew", screen: "whatsNew")] }
    tester.receive(.stepFinished, "passcode")
    tester.receive(.stepStarted, "whatsNew")
    tester.tap("Continue") {
      $0.phase = .home
      $0.interactionsPending = false
      $0.modals = []
    }
    tester.receive(.stepFinished, "whatsNew")
    tester.receive(.launchFinished)
    #expect(tester.life.interactions.awaitedHandshake == nil)
  }

  @Test func theTestConfirmsWhenTheHostDoesNot() throws {
    let tester = try AppLifeTester(program: Self.program, handshakes: .confirmedByTest)
    #expect(tester.life.interactions.awaitedHandshake == .presentation("passcode"))
    tester.receive(.stepStarted, "passcode")
    tester.perform(.presentationFinished("passcode"))
    tester.tap("Unlock") { $0.modals = [] }
    tester.receive(.stepFinished, "passcode")
    #expect(tester.life.interactions.awaitedHandshake == .dismissal("passcode"))
    tester.perform(.dismissalFinished("passcode")) {
      $0.modals = [.step("whatsNew", screen: "whatsNew")]
    }
    tester.receive(.stepStarted, "whatsNew")
  }

  @Test func withoutHandshakesNothingIsAwaited() throws {
    let tester = try AppLifeTester(program: Self.program)
    #expect(tester.handshakes == .notAwaited)
    tester.receive(.stepStarted, "passcode")
    tester.tap("Unlock") { $0.modals = [.step("whatsNew", screen: "whatsNew")] }
    tester.receive(.stepFinished, "passcode")
    tester.receive(.stepStarted, "whatsNew")
  }

  @Test func aHostThatTakesTimeConfirmsWhenItsTimeHasPassed() throws {
    // Counted on appearance: the prompt history shows when the host confirmed.
    let tour = InteractionStep<ScreenRoute>.modal("whatsNew", screen: "whatsNew")
      .limited(PromptPolicy(cooldown: LifeApp.day, counting: .onAppearance))
    let tester = try AppLifeTester(
      program: LifeApp.program([tour]), handshakes: .confirmedByHost(after: .milliseconds(300)))
    tester.receive(.stepStarted, "whatsNew")
    #expect(tester.promptHistory.isEmpty, "presented, not yet on screen")
    tester.advance(by: .milliseconds(200))
    #expect(tester.promptHistory.isEmpty)
    tester.advance(by: .milliseconds(200))
    #expect(tester.promptHistory.showings["whatsNew"] == [.milliseconds(300)])
    tester.tap("Continue") {
      $0.interactionsPending = false
      $0.modals = []
    }
    tester.receive(.stepFinished, "whatsNew")
    tester.advance(by: .seconds(1)) { $0.phase = .home }  // once the dismissal is confirmed
    tester.receive(.launchFinished, at: .milliseconds(700))
  }

  @Test func aTimeoutDueBeforeTheHostConfirmsComesFirst() throws {
    let gate = InteractionStep<ScreenRoute>.modal(
      "whatsNew", screen: "whatsNew", timeout: StepTimeout(.milliseconds(100), policy: .skip))
    let tester = try AppLifeTester(
      program: LifeApp.program([gate]), handshakes: .confirmedByHost(after: .milliseconds(300)))
    tester.receive(.stepStarted, "whatsNew")
    tester.advance(by: .seconds(1)) {
      $0.phase = .home
      $0.interactionsPending = false
      $0.modals = []
    }
    tester.receive(.stepTimedOut(.skip), "whatsNew", at: .milliseconds(100))
    tester.receive(.stepSkipped(.timeout), "whatsNew", at: .milliseconds(100))
    tester.receive(.launchFinished, at: .milliseconds(400))
  }

  @Test func aRelaunchStartsTheHostsTimeAfresh() throws {
    let program = LifeApp.program([LifeApp.passcode], facts: ["passcodeEnabled": .bool(true)])
    let tester = try AppLifeTester(
      program: program, handshakes: .confirmedByHost(after: .milliseconds(300)))
    tester.skipReceivedEvents()
    tester.advance(by: .milliseconds(100))
    tester.relaunch()
    tester.skipReceivedEvents()
    tester.advance(by: .milliseconds(250))
    #expect(
      tester.life.interactions.awaitedHandshake == .presentation("passcode"),
      "the new launch's presentation began at 100 ms")
    tester.advance(by: .milliseconds(50))
    #expect(tester.life.interactions.awaitedHandshake == nil)
  }

  @Test func describesItself() {
    #expect(HandshakeHost.notAwaited.description == "not awaited")
    #expect(HandshakeHost.confirmedByTest.description == "confirmed by the test")
    #expect(HandshakeHost.confirmedByHost.description == "confirmed by the host")
    #expect(
      HandshakeHost.confirmedByHost(after: .milliseconds(350)).description
        == "confirmed by the host after 0.35 seconds")
    #expect(HandshakeHost.confirmedByHost(after: .seconds(-1)) == .confirmedByHost)
  }
}
