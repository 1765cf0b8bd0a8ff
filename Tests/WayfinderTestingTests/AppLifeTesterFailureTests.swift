import Testing
import Wayfinder
import WayfinderTesting

/// What the life tester reports when a test's expectation is not met: refusals with the core's
/// words and nothing changed, unasserted changes with a diff, at the caller's line.
@Suite struct AppLifeTesterFailureTests {
  /// A tester with the update nudge up and its start received.
  static func launched() throws -> AppLifeTester<ScreenRoute> {
    let tester = try AppLifeTester(program: LifeApp.program([LifeApp.nudge]))
    tester.receive(.stepStarted, "nudge")
    return tester
  }

  @Test func aRefusalChangesNothingAndIsRecordedAsAnIssue() throws {
    let tester = try Self.launched()
    let before = (state: tester.state, saved: tester.saved, time: tester.time)
    withKnownIssue {
      tester.tap(3)
    } matching: { issue in
      issue.error.map(String.init(describing:))
        == "tap 3 was refused: There is no action 3: the screen on top has 1 (0 to 0)."
    }
    withKnownIssue {
      tester.advance(by: ClockRange.limit + .seconds(1))
    } matching: { issue in
      issue.error.map(String.init(describing:))?.hasPrefix("advance by ") == true
    }
    #expect(tester.state == before.state)
    #expect(tester.saved == before.saved)
    #expect(tester.time == before.time)
    #expect(tester.life.interactions.status(of: "nudge") == .running)
    #expect(tester.unreceivedEvents.isEmpty)
  }

  /// The events a replay feeds — work returning, a timeout firing — are named in failures.
  @Test func workReturningAndTimeoutsFiringAreNamed() throws {
    let tester = try Self.launched()
    let issues = recordedIssues {
      tester.perform(
        .workReturned("nudge", .finished([:])), refusedWith: .noSuchAction(position: 1, count: 1))
      tester.perform(.timeoutFired("nudge"), refusedWith: .noSuchAction(position: 1, count: 1))
    }
    #expect(
      issues.map(\.text) == [
        "Expected the work of launch step 'nudge' returning to be refused with \"There is no "
          + "action 1: the screen on top has 1 (0 to 0).\", but it was performed.",
        "Expected the timeout of launch step 'nudge' firing to be refused with \"There is no "
          + "action 1: the screen on top has 1 (0 to 0).\", but it was performed.",
      ])
  }

  @Test func aRefusalIsMatchedAsATypedValue() throws {
    let tester = try Self.launched()
    tester.perform(.tap(3), refusedWith: .noSuchAction(position: 3, count: 1))
    tester.perform(
      .cancel("passcode"), refusedWith: .unknownStep("passcode", known: ["nudge"]))
    let line = #line + 2
    let issues = recordedIssues {
      tester.perform(.tap(0), refusedWith: .noSuchAction(position: 0, count: 1))
      tester.perform(.tap(4), refusedWith: .noSuchAction(position: 3, count: 1))
    }
    #expect(
      issues == [
        RecordedIssue(
          text: """
            Expected tap 0 to be refused with "There is no action 0: the screen on top has 1 \
            (0 to 0).", but it was performed.
            """, line: line),
        RecordedIssue(
          text: """
            tap 4 was refused with another error (− expected, + actual):
            − There is no action 3: the screen on top has 1 (0 to 0).
            + There is no action 4: the screen on top has 1 (0 to 0).
            """, line: line + 1),
      ])
    #expect(tester.state.modals == [.step("nudge", screen: "nudge")], "kept as it was")
  }

  @Test func aLabelNotOnScreenNamesTheLabelsThere() throws {
    let tester = try Self.launched()
    let issues = issueTexts {
      tester.tap("Unlock")
      tester.tap("Later") {
        $0.phase = .home
        $0.interactionsPending = false
        $0.modals = []
      }
      tester.skipReceivedEvents()
      tester.tap("Later")
    }
    #expect(
      issues == [
        "Cannot tap 'Unlock': the screen on top has 'Later'.",
        "Cannot tap 'Later': the screen on top has 'Open item'.",
      ])
  }

  @Test func anUnassertedRelaunchFailsWithADiff() throws {
    let tester = try Self.launched()
    tester.tap("Later") {
      $0.phase = .home
      $0.interactionsPending = false
      $0.modals = []
    }
    tester.skipReceivedEvents()
    tester.advance(by: LifeApp.day)
    let line = #line + 1
    let issues = recordedIssues { tester.relaunch(from: .notification) }
    #expect(
      issues == [
        RecordedIssue(
          text: """
            Unasserted state change after relaunch from notification (− expected, + actual):
            − phase: home
            + phase: launching, no screen
              flow main: home
            − modals: none
            + modals:
            +   nudge: nudge (sheet, step 'nudge' dismissible)
              pending deep link: none
            + interactions pending: deep links wait
            """, line: line)
      ])
    tester.skipReceivedEvents()
  }

  @Test func eventsLeftUnreceivedFailBeforeTheNextEvent() throws {
    let tester = try AppLifeTester(program: LifeApp.program([LifeApp.nudge]))
    let issues = issueTexts { tester.background() }
    #expect(
      issues == [
        """
        1 launch event was not received before going to the background:
          0.000s step.start nudge
        """
      ])
  }
}
