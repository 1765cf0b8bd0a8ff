import Testing
import Wayfinder
import WayfinderTesting

/// Launches played on virtual time through the tester: state changes asserted per call, every
/// event received.
@Suite struct LaunchTesterTests {
  private func launchingTester(passcode: Bool = true) throws -> NavigationTester<Page> {
    NavigationTester(
      initial: try Fixtures.tabs(phase: .launching(screen: nil)),
      launchFacts: ["passcodeEnabled": .bool(passcode)])
  }

  @Test func playsTheWholeLaunch() throws {
    let tester = try launchingTester()
    tester.runLaunch(Fixtures.launchSteps) {
      $0.phase = .launching(screen: .splash)
      $0.modals = [.step("passcode", screen: .passcode)]
      $0.interactionsPending = true
    }
    tester.receive(.stepStarted, "splash", at: .zero)
    tester.receive(.stepStarted, "passcode")
    tester.advance(by: .milliseconds(500))
    tester.receive(.stepFinished, "splash", at: .milliseconds(500))
    tester.receive(.stepStarted, "fetchConfig")
    tester.advance(by: .seconds(1))
    tester.receive(.stepFinished, "fetchConfig", at: .milliseconds(1300))
    tester.finish("passcode") { $0.modals = [.step("whatsNew", screen: .whatsNew)] }
    tester.receive(.stepFinished, "passcode")
    tester.receive(.stepStarted, "whatsNew")
    tester.finish("whatsNew") {
      $0.modals = []
      $0.phase = .home
      $0.interactionsPending = false
    }
    tester.receive(.stepFinished, "whatsNew")
    tester.receive(.launchFinished, at: .milliseconds(1500))
    #expect(tester.launch.outcome == .finished)
    #expect(tester.launch.facts.isTrue("configLoaded"))
    tester.send(.push(.secondary1)) { $0.home[.tab1]?.path = [.secondary1] }
  }

  @Test func skippedStepsAndGates() throws {
    let tester = try launchingTester(passcode: false)
    tester.runLaunch([
      .gate("forceUpdate", screen: .passcode, when: { $0.isTrue("updateRequired") }),
      .modal("whatsNew", screen: .whatsNew, after: ["forceUpdate"]),
    ]) {
      $0.modals = [.step("whatsNew", screen: .whatsNew)]
      $0.interactionsPending = true
    }
    tester.receive(.stepSkipped(.condition), "forceUpdate")
    tester.receive(.stepStarted, "whatsNew")
    tester.cancel("whatsNew") {
      $0.modals = []
      $0.phase = .home
      $0.interactionsPending = false
    }
    tester.receive(.stepCancelled, "whatsNew")
    tester.receive(.launchFinished)
  }

  @Test func gateEndsWhenItsFactChanges() throws {
    let tester = NavigationTester(
      initial: try Fixtures.tabs(phase: .launching(screen: nil)),
      launchFacts: ["updateRequired": .bool(true)])
    tester.runLaunch([
      .gate("forceUpdate", screen: .passcode, when: { $0.isTrue("updateRequired") })
    ]) {
      $0.modals = [.step("forceUpdate", screen: .passcode, style: .fullScreen, role: .gate)]
      $0.interactionsPending = true
    }
    tester.receive(.stepStarted, "forceUpdate")
    tester.advance(by: .seconds(3600))
    tester.setFacts(["updateRequired": .bool(false)]) {
      $0.modals = []
      $0.phase = .home
      $0.interactionsPending = false
    }
    tester.receive(.stepFinished, "forceUpdate")
    tester.receive(.launchFinished, at: .seconds(3600))
  }

  @Test func nonExhaustiveReceiveSkipsToTheEventItNames() throws {
    let tester = try launchingTester()
    tester.exhaustivity = .off
    tester.runLaunch(Fixtures.launchSteps)
    tester.receive(.stepStarted, "passcode")
    tester.advance(by: .seconds(2))
    tester.finish("passcode") { $0.modals = [.step("whatsNew", screen: .whatsNew)] }
    tester.finish("whatsNew") {
      $0.phase = .home
      $0.interactionsPending = false
    }
    tester.receive(.launchFinished)
  }

  // MARK: Failure messages

  @Test func unexpectedEvent() throws {
    let tester = try launchingTester()
    tester.runLaunch(Fixtures.launchSteps) {
      $0.phase = .launching(screen: .splash)
      $0.modals = [.step("passcode", screen: .passcode)]
      $0.interactionsPending = true
    }
    let issues = issueTexts { tester.receive(.stepStarted, "passcode") }
    #expect(issues == ["Received 0.000s step.start splash, but expected step.start passcode."])
    tester.receive(.stepStarted, "passcode")
  }

  @Test func eventAtAnotherTime() throws {
    let tester = try launchingTester(passcode: false)
    tester.runLaunch(Fixtures.launchSteps) {
      $0.phase = .launching(screen: .splash)
      $0.interactionsPending = true
    }
    tester.receive(.stepStarted, "splash")
    tester.receive(.stepSkipped(.condition), "passcode")
    tester.advance(by: .seconds(1))
    let issues = issueTexts {
      tester.receive(.stepFinished, "splash", at: .seconds(1))
    }
    #expect(
      issues == ["Received 0.500s step.finish splash, but expected 1.000s step.finish splash."])
    tester.skipReceivedEvents()
  }

  @Test func unreceivedEventsFailTheNextStep() throws {
    let tester = try launchingTester(passcode: false)
    tester.runLaunch(Fixtures.launchSteps) {
      $0.phase = .launching(screen: .splash)
      $0.interactionsPending = true
    }
    tester.receive(.stepStarted, "splash")
    tester.receive(.stepSkipped(.condition), "passcode")
    tester.advance(by: .milliseconds(500))
    let issues = issueTexts {
      tester.advance(by: .seconds(1)) { $0.modals = [.step("whatsNew", screen: .whatsNew)] }
    }
    #expect(
      issues == [
        """
        2 launch events were not received before advance by 1.0 seconds:
          0.500s step.finish splash
          0.500s step.start fetchConfig
        """
      ])
    tester.skipReceivedEvents()
  }

  @Test func unreceivedEventsFailAtTheEnd() throws {
    var line = 0
    let issues = try recordedIssues {
      line = #line + 1
      let tester = NavigationTester(initial: try Fixtures.tabs(phase: .launching(screen: nil)))
      tester.runLaunch([.modal("whatsNew", screen: .whatsNew)]) {
        $0.modals = [.step("whatsNew", screen: .whatsNew)]
        $0.interactionsPending = true
      }
    }
    #expect(
      issues == [
        RecordedIssue(
          text:
            "1 launch event was not received by the end of the test:\n  0.000s step.start whatsNew",
          line: line)
      ])
  }

  @Test func unreceivedEventsFailWhereTheTestAsks() throws {
    let tester = try launchingTester(passcode: false)
    tester.runLaunch([.modal("whatsNew", screen: .whatsNew)]) {
      $0.modals = [.step("whatsNew", screen: .whatsNew)]
      $0.interactionsPending = true
    }
    let issues = issueTexts { tester.assertAllEventsReceived() }
    #expect(
      issues == [
        "1 launch event was not received before the end of the test:\n  0.000s step.start whatsNew"
      ])
  }

  @Test func nothingLeftToReceive() throws {
    let tester = try launchingTester()
    let issues = issueTexts { tester.receive(.launchFinished) }
    #expect(issues == ["Expected launch.finish, but no launch event is left to receive."])
  }

  @Test func nonExhaustiveReceiveOfAnEventThatDidNotHappen() throws {
    let tester = try launchingTester()
    tester.exhaustivity = .off
    tester.runLaunch(Fixtures.launchSteps)
    let issues = issueTexts { tester.receive(.stepSkipped(.condition), "passcode") }
    #expect(
      issues == [
        """
        Expected step.skip passcode (condition), but it is not among the 2 unreceived events:
          0.000s step.start splash
          0.000s step.start passcode
        """
      ])
  }

  @Test func launchStateChangesAreAssertedLikeCommands() throws {
    let tester = try launchingTester()
    let issues = issueTexts { tester.runLaunch(Fixtures.launchSteps) }
    #expect(
      issues == [
        """
        Unasserted state change after running the launch (− expected, + actual):
        − phase: launching, no screen
        + phase: launching, screen splash
          tabs (selected: tab1)
            tab1: primary
            tab2: secondary2
        − modals: none
        + modals:
        +   passcode: passcode (sheet, step 'passcode' dismissible)
          pending deep link: none
        + interactions pending: deep links wait
        """
      ])
    tester.skipReceivedEvents()
  }

  @Test func finishingAStepThatIsNotWaiting() throws {
    let tester = try launchingTester()
    let issues = issueTexts { tester.finish("passcode") }
    #expect(issues == ["Refused finishing launch step 'passcode': Unknown step 'passcode'."])
  }

  @Test func refusedLaunchPlan() throws {
    let tester = try launchingTester()
    let issues = issueTexts {
      tester.runLaunch([
        .modal("a", screen: .whatsNew, after: ["b"]), .modal("b", screen: .cart, after: ["a"]),
      ])
    }
    #expect(
      issues == [
        "The launch steps were refused: Launch steps wait for each other in a cycle: 'a' → 'b' → 'a'."
      ])
  }
}

@Suite struct HandshakeTesterTests {
  @Test func theNextModalWaitsForTheDismissalHandshake() {
    let tester = NavigationTester(
      initial: NavigationState(flow: "main", root: "home", phase: .launching(screen: nil)),
      waitsForHandshakes: true)
    tester.runLaunch([
      .modal("passcode", screen: "passcode", style: .fullScreen),
      .modal("whatsNew", screen: "whatsNew"),
    ]) {
      $0.interactionsPending = true
      $0.modals = [.step("passcode", screen: "passcode", style: .fullScreen, role: .required)]
    }
    tester.receive(.stepStarted, "passcode")
    tester.presentationFinished("passcode")
    tester.finish("passcode") { $0.modals = [] }
    tester.receive(.stepFinished, "passcode")
    tester.dismissalFinished("passcode") {
      $0.modals = [.step("whatsNew", screen: "whatsNew")]
    }
    tester.receive(.stepStarted, "whatsNew")
  }
}
