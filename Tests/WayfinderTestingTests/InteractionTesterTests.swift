import Testing
import Wayfinder
import WayfinderTesting

/// Interactions after home through the tester: enqueue, cancel, cancel-all, suspend and resume
/// assert their state changes like commands, and a dismissed interaction modal ends its step.
@Suite struct InteractionTesterTests {
  @Test func aDismissedPromptEndsItsStepAndAGateRefusesToGo() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs(phase: .home))
    tester.enqueue([.modal("prompt", screen: .whatsNew)]) {
      $0.modals = [.step("prompt", screen: .whatsNew)]
      $0.interactionsPending = true
    }
    tester.receive(.stepStarted, "prompt")
    tester.send(.dismiss) {
      $0.modals = []
      $0.interactionsPending = false
    }
    tester.receive(.stepCancelled, "prompt")
    tester.receive(.runFinished)

    let gate = InteractionStep<Page>.gate("forceUpdate", screen: .passcode, when: { _ in true })
    tester.enqueue([gate]) {
      $0.modals = [.step("forceUpdate", screen: .passcode, style: .fullScreen, role: .gate)]
      $0.interactionsPending = true
    }
    tester.receive(.stepStarted, "forceUpdate")
    tester.send(.dismiss, refusedWith: .gateHolds(step: "forceUpdate", action: "dismiss"))
    tester.finish("forceUpdate", refusedWith: .gateHolds("forceUpdate"))
    tester.cancel("forceUpdate") {
      $0.modals = []
      $0.interactionsPending = false
    }
    tester.receive(.stepCancelled, "forceUpdate")
    tester.receive(.runFinished)
    tester.cancel("forceUpdate", refusedWith: .alreadyEnded("forceUpdate", .cancelled))
  }

  @Test func suspendedPromptsWaitAndCancelAllCallsThemOff() throws {
    let tester = NavigationTester(initial: try Fixtures.tabs(phase: .home))
    tester.suspend()
    tester.enqueue([.modal("prompt", screen: .whatsNew)]) { $0.interactionsPending = true }
    tester.resume { $0.modals = [.step("prompt", screen: .whatsNew)] }
    tester.receive(.stepStarted, "prompt")
    tester.cancelAll {
      $0.modals = []
      $0.interactionsPending = false
    }
    tester.receive(.runCancelled)
    tester.receive(.stepCancelled, "prompt")
  }
}
