import Testing
import Wayfinder
import WayfinderTesting

/// An app's whole life through the tester: launch sources, relaunches, time and the prompt
/// history carried between launches, saves and cold launches.
@Suite struct AppLifeTesterTests {
  /// The launch's modal `id` up, over a home still launching.
  static func launching(_ state: inout NavigationState<ScreenRoute>, _ id: StepID) {
    state.phase = .launching(screen: nil)
    state.interactionsPending = true
    state.modals = [.step(id, screen: ScreenRoute(id.rawValue))]
  }

  /// Home, with nothing up and nothing to come.
  static func home(_ state: inout NavigationState<ScreenRoute>) {
    state.phase = .home
    state.interactionsPending = false
    state.modals = []
  }

  @Test func aRelaunchFromANotificationSkipsAPromptForIconLaunchesOnly() throws {
    let tester = try AppLifeTester(program: LifeApp.program([LifeApp.review]))
    #expect(tester.state.modals == [.step("review", screen: "review")])
    tester.receive(.stepStarted, "review")
    tester.tap("Not now", assert: Self.home)
    tester.receive(.stepFinished, "review")
    tester.receive(.launchFinished)

    tester.relaunch(from: .notification)
    tester.receive(.stepSkipped(.source), "review")
    tester.receive(.launchFinished)
    #expect(
      tester.life.interactions.promptBlock(of: "review")?.description
        == "not on notification launches")

    // The quota allows a second showing: only the source kept it away.
    tester.relaunch(from: .icon) { Self.launching(&$0, "review") }
    tester.receive(.stepStarted, "review")
    tester.tap("Not now", assert: Self.home)
    tester.receive(.stepFinished, "review")
    tester.receive(.launchFinished)
  }

  @Test func aColdLaunchFromANotificationSkipsItToo() throws {
    let tester = try AppLifeTester(
      program: LifeApp.program([LifeApp.review]), from: .notification)
    #expect(tester.state.phase == .home)
    tester.receive(.stepSkipped(.source), "review")
    tester.receive(.launchFinished)
  }

  @Test func aCooldownHoldsAcrossRelaunchesUntilItHasPassed() throws {
    let tester = try AppLifeTester(program: LifeApp.program([LifeApp.nudge]))
    tester.receive(.stepStarted, "nudge", at: .zero)
    tester.tap("Later", assert: Self.home)
    tester.receive(.stepFinished, "nudge")
    tester.receive(.launchFinished)

    tester.advance(by: LifeApp.hour)
    tester.relaunch()
    tester.receive(.stepSkipped(.cooldown), "nudge", at: LifeApp.hour)
    tester.receive(.launchFinished)
    #expect(tester.life.interactions.promptBlock(of: "nudge")?.description == "cooldown: 23h left")

    tester.advance(by: LifeApp.day)
    tester.relaunch { Self.launching(&$0, "nudge") }
    tester.receive(.stepStarted, "nudge", at: LifeApp.day + LifeApp.hour)
    #expect(tester.promptHistory.showings["nudge"] == [LifeApp.day + LifeApp.hour])
    tester.tap("Later", assert: Self.home)
    tester.receive(.stepFinished, "nudge")
    tester.receive(.launchFinished)
  }

  @Test func aQuotaCountsShowingsOfEveryLaunch() throws {
    let tester = try AppLifeTester(program: LifeApp.program([LifeApp.review]))
    tester.receive(.stepStarted, "review")
    tester.tap("Not now", assert: Self.home)
    tester.receive(.stepFinished, "review")
    tester.receive(.launchFinished)
    tester.advance(by: LifeApp.day)
    tester.relaunch { Self.launching(&$0, "review") }
    tester.receive(.stepStarted, "review")
    tester.tap("Not now", assert: Self.home)
    tester.receive(.stepFinished, "review")
    tester.receive(.launchFinished)

    tester.advance(by: LifeApp.day)
    tester.relaunch()
    tester.receive(.stepSkipped(.quota), "review")
    tester.receive(.launchFinished)
    #expect(tester.promptHistory.showings["review"] == [.zero, LifeApp.day])

    // What the life saves carries the history to a cold launch of its own.
    let next = try AppLifeTester(
      program: LifeApp.program([LifeApp.review]), restoring: tester.saved)
    next.receive(.stepSkipped(.quota), "review")
    next.receive(.launchFinished)
  }

  @Test func thePasscodeAsksAgainOnAColdLaunchFromTheSave() throws {
    let program = LifeApp.program(
      [LifeApp.passcode], facts: ["passcodeEnabled": .bool(true)],
      restoreRule: .stacks(within: nil))
    let tester = try AppLifeTester(program: program)
    tester.receive(.stepStarted, "passcode")
    tester.tap("Unlock", assert: Self.home)
    tester.receive(.stepFinished, "passcode")
    tester.receive(.launchFinished)
    tester.tap("Open item") { $0.home["main"]?.path = ["item"] }

    let next = try AppLifeTester(program: program, restoring: tester.saved)
    #expect(next.state.modals == [.step("passcode", screen: "passcode")])
    #expect(next.state.home["main"]?.path == ["item"], "the stacks come back under it")
    next.receive(.stepStarted, "passcode")
    next.tap("Unlock", assert: Self.home)
    next.receive(.stepFinished, "passcode")
    next.receive(.launchFinished)

    // A relaunch is the same cold launch.
    next.relaunch { Self.launching(&$0, "passcode") }
    next.receive(.stepStarted, "passcode")
  }

  @Test func aStepIsPerformedAsTheEventItIs() throws {
    let tester = try AppLifeTester(program: LifeApp.program([LifeApp.whatsNew]))
    tester.receive(.stepStarted, "whatsNew")
    tester.perform(.cancel("whatsNew"), assert: Self.home)
    tester.receive(.stepCancelled, "whatsNew")
    tester.receive(.launchFinished)
    tester.background()
    tester.foreground {
      $0.interactionsPending = true
      $0.modals = [.step("whatsNew", screen: "whatsNew")]
    }
    tester.receive(.stepStarted, "whatsNew")
  }
}
