import Testing
import Wayfinder
import WayfinderTesting

/// The examples in the doc comments of `AppLifeTester` and `HandshakeHost`, kept compiling and
/// true.
@Suite struct LifeTesterDocExampleTests {
  @Test func thePasscodeAsksAgainOnTheNextColdLaunch() throws {
    let program = LifeApp.program([LifeApp.passcode], facts: ["passcodeEnabled": .bool(true)])
    let tester = try AppLifeTester(program: program)  // cold launch from the icon
    tester.receive(.stepStarted, "passcode")
    tester.tap("Unlock") {
      $0.phase = .home
      $0.interactionsPending = false
      $0.modals = []
    }
    tester.receive(.stepFinished, "passcode")
    tester.receive(.launchFinished)
    let next = try AppLifeTester(program: program, restoring: tester.saved)
    #expect(next.state.topModal?.id == "passcode")
    next.skipReceivedEvents()
  }

  @Test func aDayLaterFromANotification() throws {
    let program = LifeApp.program([LifeApp.nudge])
    let tester = try AppLifeTester(program: program)  // the nudge shows at most once a day
    tester.receive(.stepStarted, "nudge")
    tester.tap("Later") {
      $0.phase = .home
      $0.interactionsPending = false
      $0.modals = []
    }
    tester.skipReceivedEvents()
    tester.advance(by: .seconds(86_400))  // a day later…
    tester.relaunch(from: .notification) {  // …the app is launched again
      $0.phase = .launching(screen: nil)
      $0.interactionsPending = true
      $0.modals = [.step("nudge", screen: "nudge")]
    }
    tester.receive(.stepStarted, "nudge")
  }

  @Test func aHostWhosePresentationsTakeTime() throws {
    let program = LifeApp.program([LifeApp.passcode], facts: ["passcodeEnabled": .bool(true)])
    let tester = try AppLifeTester(
      program: program, handshakes: .confirmedByHost(after: .milliseconds(350)))
    tester.receive(.stepStarted, "passcode")
    #expect(tester.life.interactions.awaitedHandshake == .presentation("passcode"))
    tester.advance(by: .milliseconds(350))  // the passcode is on screen
    #expect(tester.life.interactions.awaitedHandshake == nil)
  }

  @Test func aRefusalAsATypedValue() throws {
    let program = LifeApp.program([LifeApp.passcode], facts: ["passcodeEnabled": .bool(true)])
    let tester = try AppLifeTester(program: program)
    tester.skipReceivedEvents()
    tester.perform(.tap(5), refusedWith: .noSuchAction(position: 5, count: 1))
  }
}
