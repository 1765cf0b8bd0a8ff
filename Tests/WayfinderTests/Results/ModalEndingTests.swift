import Testing
import Wayfinder

/// The core says, for every way a modal can go, whether it returned a result or was dismissed,
/// and says it once: what a coordinator awaiting a flow's result and a flow file's `result:`
/// fact both rely on.
@Suite struct ModalEndingTests {
  private let awaited = ResultReceiver.fact("selectedCard", type: .string)

  /// Home `home`, with `addCard` (a flow awaited by `selectedCard`) up and `scan` pushed in it.
  private func addCardUp() throws -> NavigationState<String> {
    var state = try NavigationState(tabs: [NavigationTab("ride", root: "home")])
    var modal = Modal.flow("addCard", id: "addCard", path: ["scan"])
    modal.resultReceiver = awaited
    try state.apply(.present(modal))
    return state
  }

  private func endings(
    _ command: NavigationCommand<String>, rules: NavigationRules<String> = .init()
  ) throws -> [ModalEnding] {
    try addCardUp().applying(command, rules: rules).modalEndings
  }

  @Test func returningFromAnyScreenOfTheFlowEndsItWithAResult() throws {
    let transition = try addCardUp().applying(.returnFrom("addCard"))
    #expect(transition.after.modals.isEmpty)
    #expect(
      transition.modalEndings == [
        ModalEnding(modal: "addCard", receiver: awaited, outcome: .returned)
      ])
  }

  @Test func everyOtherWayAModalGoesEndsItWithoutOne() throws {
    var links = DeepLinkRouter<String>()
    links.add(try DeepLinkPattern("ride://home")) { _ in DeepLinkTarget(path: []) }
    let dismissed = [ModalEnding(modal: "addCard", receiver: awaited, outcome: .dismissed)]
    #expect(try endings(.dismiss) == dismissed)
    #expect(try endings(.dismissModal("addCard")) == dismissed)
    #expect(try endings(.dismissAll) == dismissed)
    #expect(try endings(.transaction([.popToRoot(), .back])) == dismissed)
    #expect(
      try endings(.open(url: "ride://home"), rules: NavigationRules(deepLinks: links)) == dismissed)
  }

  @Test func aModalOverTheOneReturningIsDismissedAndTheOneUnderItStays() throws {
    var state = try addCardUp()
    try state.apply(.present(.screen("help", id: "help")))
    let transition = try state.applying(.returnFrom("addCard"))
    #expect(
      transition.modalEndings == [
        ModalEnding(modal: "addCard", receiver: awaited, outcome: .returned),
        ModalEnding(modal: "help", outcome: .dismissed),
      ])
  }

  @Test func navigatingInsideTheFlowEndsNothing() throws {
    #expect(try endings(.push("confirm")).isEmpty)
    #expect(try endings(.pop()).isEmpty)
  }

  @Test func aModalEndsOnceSoReturningAfterADismissalIsRefused() throws {
    var state = try addCardUp()
    try state.apply(.dismiss)
    let before = state
    #expect(throws: NavigationError.modalNotPresented("addCard")) {
      try state.apply(.returnFrom("addCard"))
    }
    #expect(state == before)
  }

  @Test func returningThenNavigatingInOneTransactionStillReturns() throws {
    let transition = try addCardUp().applying(
      .transaction([.returnFrom("addCard"), .push("ride")]))
    #expect(transition.modalEndings.map(\.outcome) == [.returned])
    #expect(transition.after.visibleRoute == "ride")
  }

  @Test func presentingTheSameModalAgainForAnotherReceiverEndsTheFirst() throws {
    var again = Modal.flow("addCard", id: "addCard")
    again.resultReceiver = .caller(7)
    let endings = try endings(.transaction([.dismiss, .present(again)]))
    #expect(endings == [ModalEnding(modal: "addCard", receiver: awaited, outcome: .dismissed)])
  }

  @Test func aRequiredInteractionCannotBeReturnedFrom() throws {
    var state = try NavigationState(tabs: [NavigationTab("ride", root: "home")])
    state.modals = [.step("passcode", screen: "passcode", role: .required)]
    #expect(
      throws: NavigationError.interactionRequired(
        step: "passcode", action: "return from modal 'passcode'")
    ) { try state.apply(.returnFrom("passcode")) }
  }

  @Test func aDeepLinksModalAwaitsNothing() throws {
    var links = DeepLinkRouter<String>()
    var promo = Modal.screen("promo", id: "promo")
    promo.resultReceiver = .caller(1)
    let modal = promo
    links.add(try DeepLinkPattern("ride://promo")) { _ in DeepLinkTarget(path: [], modal: modal) }
    let state = try NavigationState(tabs: [NavigationTab("ride", root: "home")])
    let after = try state.applying(
      .open(url: "ride://promo"), rules: NavigationRules(deepLinks: links)
    )
    .after
    #expect(after.modals.map(\.resultReceiver) == [nil])
  }
}
