import Testing
import Wayfinder
import WayfinderTesting

/// The code of the library's "Getting started" article, kept compiling and true.
@Suite struct GettingStartedTests {
  enum Page: Hashable, Sendable { case inbox, message(id: Int), passcode }

  @Test func openAMessageAndGoBack() throws {
    let tester = NavigationTester(
      initial: try NavigationState(tabs: [Tab("mail", root: Page.inbox)]))
    tester.send(.push(.message(id: 7))) { $0.home["mail"]?.path = [.message(id: 7)] }
    tester.send(.pop()) { $0.home["mail"]?.path = [] }
    tester.send(.pop(), refusedWith: .cannotPopRoot(Page.inbox, owner: .tab("mail")))
  }

  @Test func passcodeBeforeHome() throws {
    let tester = NavigationTester(
      initial: try NavigationState(
        tabs: [Tab("mail", root: Page.inbox)], phase: .launching(screen: nil)),
      launchFacts: ["passcodeEnabled": .bool(true)])
    let passcode = LaunchStep<Page>.modal(
      "passcode", screen: .passcode, style: .fullScreen,
      when: { $0.isTrue("passcodeEnabled") })

    tester.runLaunch([passcode]) {
      $0.modals = [.step("passcode", screen: .passcode, style: .fullScreen, role: .required)]
      $0.interactionsPending = true
    }
    tester.receive(.stepStarted, "passcode", at: .zero)

    tester.finish("passcode") {
      $0.modals = []
      $0.phase = .home
      $0.interactionsPending = false
    }
    tester.receive(.stepFinished, "passcode")
    tester.receive(.launchFinished)
  }
}
