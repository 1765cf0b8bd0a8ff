import Testing
import Wayfinder
import WayfinderTesting

/// The tester asserts how a modal ended: with a result (a flow's `return:`, a coordinator's
/// `finish(returning:)`), or dismissed without one, and says which it was when it was not.
@Suite struct ModalEndingTesterTests {
  private func addCardUp() throws -> NavigationTester<String> {
    let tester = NavigationTester(
      initial: try NavigationState(tabs: [NavigationTab("ride", root: "payment")]))
    tester.send(.present(.flow("addCard", id: "addCard"))) {
      $0.modals = [.flow("addCard", id: "addCard")]
    }
    return tester
  }

  @Test func aReturnAndADismissalAreToldApart() throws {
    let tester = try addCardUp()
    tester.send(.returnFrom("addCard")) { $0.modals = [] }
    tester.assertModalEnded("addCard", .returned)
    tester.send(.present(.screen("help", id: "help"))) {
      $0.modals = [.screen("help", id: "help")]
    }
    tester.send(.dismiss) { $0.modals = [] }
    tester.assertModalEnded("help", .dismissed)
  }

  @Test func aFlowActionsReturnIsAReturn() throws {
    let addCard = Modal.flow(ScreenRoute("cardNumber"), id: "addCard")
    var state = try NavigationState(tabs: [NavigationTab("ride", root: ScreenRoute("payment"))])
    try state.apply(.present(addCard))
    let tester = NavigationTester(initial: state)
    let program = FlowProgram(version: AppVersion([1]), initialState: state, launchSteps: [])
    tester.perform(FlowAction("Save", returns: .value(.string("4242"))), of: program) {
      $0.modals = []
    }
    tester.assertModalEnded("addCard", .returned)
  }

  @Test func aWrongEndingSaysHowTheModalEnded() throws {
    let tester = try addCardUp()
    tester.send(.dismiss) { $0.modals = [] }
    withKnownIssue {
      tester.assertModalEnded("addCard", .returned)
    } matching: { issue in
      issue.error.map(String.init(describing:))
        == "Expected modal 'addCard' to return a result after dismiss, but it was dismissed"
        + " without a result."
    }
    tester.send(.push("receipt")) { $0.home["ride"]?.path = ["receipt"] }
    withKnownIssue {
      tester.assertModalEnded("addCard", .dismissed)
    } matching: { issue in
      issue.error.map(String.init(describing:))
        == "Expected modal 'addCard' to be dismissed without a result after push 'receipt', but"
        + " it did not end."
    }
  }
}
