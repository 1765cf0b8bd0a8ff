import Testing
import Wayfinder
import WayfinderTesting

/// Flow actions through the tester: the whole change asserted exhaustively, refusals matched
/// as typed values, failures at the caller's line with the runtime's words.
@Suite struct ActionTesterTests {
  static let accept = FlowAction(
    "Accept", sets: ["termsAccepted": .bool(true)], finishesStep: true)
  static let acceptAndShowSettings = FlowAction(
    "Accept and show settings", .switchTab("settings"), sets: ["termsAccepted": .bool(true)],
    finishesStep: true, runs: ["notifications"])
  static let premium = FlowAction("Premium", condition: .fact("premium"))
  static let read = FlowAction("Read", .push("article"))

  /// Tabs `home` (at `feed`) and `settings`; a launch showing the terms; a notifications
  /// prompt an action runs.
  static let program = FlowProgram<ScreenRoute>(
    version: AppVersion([1, 0]), initialFacts: ["termsAccepted": .bool(false)],
    initialState: (try? NavigationState(
      tabs: [
        NavigationTab("home", root: ScreenRoute("feed")),
        NavigationTab("settings", root: "settings"),
      ],
      phase: .launching(screen: nil))) ?? NavigationState(flow: "home", root: "feed"),
    launchSteps: [.modal("terms", screen: "terms", when: { !$0.isTrue("termsAccepted") })],
    interactionSteps: [.modal("notifications", screen: "notifications")],
    actions: [
      "terms": [accept, acceptAndShowSettings, premium],
      "feed": [read],
    ])

  /// A tester with the terms up.
  static func launched() -> NavigationTester<ScreenRoute> {
    let tester = NavigationTester(program: program)
    tester.runLaunch(program.launchSteps) {
      $0.interactionsPending = true
      $0.modals = [.step("terms", screen: "terms")]
    }
    tester.receive(.stepStarted, "terms")
    return tester
  }

  @Test func anActionsWholeChangeIsAssertedAndItsEventsReceived() {
    let tester = Self.launched()
    tester.perform(Self.acceptAndShowSettings, of: Self.program) {
      $0.phase = .home
      $0.home.selectedTab = "settings"
      $0.modals = [.step("notifications", screen: "notifications")]
    }
    tester.receive(.stepFinished, "terms")
    tester.receive(.launchFinished)
    tester.receive(.stepStarted, "notifications")
    #expect(tester.launch.facts.isTrue("termsAccepted"))
  }

  @Test func anUnassertedChangeFailsWithADiffAtTheCallersLine() {
    let tester = Self.launched()
    let line = #line + 2
    let issues = recordedIssues {
      tester.perform(Self.accept, of: Self.program)
      tester.skipReceivedEvents()
    }
    #expect(
      issues == [
        RecordedIssue(
          text: """
            Unasserted state change after action 'Accept' (− expected, + actual):
            − phase: launching, no screen
            + phase: home
              tabs (selected: home)
                home: feed
                settings: settings
            − modals:
            −   terms: terms (sheet, step 'terms' dismissible)
            + modals: none
              pending deep link: none
            − interactions pending: deep links wait
            """, line: line)
      ])
  }

  @Test func eventsLeftUnreceivedFailBeforeTheNextAction() {
    let tester = Self.launched()
    tester.perform(Self.accept, of: Self.program) {
      $0.phase = .home
      $0.interactionsPending = false
      $0.modals = []
    }
    let issues = issueTexts {
      tester.perform(Self.read, of: Self.program) { $0.home["home"]?.path = ["article"] }
    }
    #expect(
      issues == [
        """
        2 launch events were not received before action 'Read':
          0.000s step.finish terms
          0.000s launch.finish
        """
      ])
  }

  @Test func aRefusedActionIsReportedWithTheRuntimesMessage() {
    let tester = Self.launched()
    let before = tester.state
    let line = #line + 1
    let issues = recordedIssues { tester.perform(Self.premium, of: Self.program) }
    #expect(
      issues == [
        RecordedIssue(
          text: "Action 'Premium' was refused: 'Premium' is unavailable: it needs premium.",
          line: line)
      ])
    #expect(tester.state == before)
    #expect(tester.launch.status(of: "terms") == .running)
  }

  @Test func refusalsAreMatchedAsTypedValues() {
    let tester = Self.launched()
    tester.perform(
      Self.premium, of: Self.program,
      refusedWith: .unavailable(label: "Premium", condition: .fact("premium")))
    tester.perform(
      Self.read, of: Self.program,
      refusedWith: .navigation(.modalWithoutNavigation(action: "push 'article'", modal: "terms")))
    // Refused after its copies finished the terms and ended the launch: the navigation,
    // under the notifications prompt it started, is still a launch's.
    let before = tester.state
    tester.perform(
      FlowAction("Elsewhere", .switchTab("nowhere"), finishesStep: true, runs: ["notifications"]),
      of: Self.program,
      refusedWith: .navigation(.unknownTab("nowhere", available: ["home", "settings"])))
    #expect(tester.state == before)
    #expect(tester.launch.status(of: "terms") == .running)
    #expect(tester.launch.status(of: "notifications") == nil)
  }

  @Test func aRefusalAssertionThatDoesNotHoldSaysWhatHappened() {
    let tester = Self.launched()
    let other = issueTexts {
      tester.perform(
        Self.premium, of: Self.program, refusedWith: .nothingToFinish(label: "Premium"))
    }
    #expect(
      other == [
        """
        Action 'Premium' was refused with another error (− expected, + actual):
        − 'Premium' finishes the modal it is on, but this screen is not in a modal.
        + 'Premium' is unavailable: it needs premium.
        """
      ])
    let before = tester.state
    let line = #line + 2
    let performed = recordedIssues {
      tester.perform(Self.accept, of: Self.program, refusedWith: .nothingToFinish(label: "Accept"))
    }
    #expect(
      performed == [
        RecordedIssue(
          text: "Expected action 'Accept' to be refused with \"'Accept' finishes the modal it is"
            + " on, but this screen is not in a modal.\", but it was performed.",
          line: line)
      ])
    #expect(tester.state == before, "the tester keeps the state the test was written for")
  }
}
