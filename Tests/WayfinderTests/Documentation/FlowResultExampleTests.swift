import Testing
import Wayfinder

/// The Operations article's sample of a flow that returns a result, run as written.
@Suite struct FlowResultExampleTests {
  struct Card: Hashable, Sendable { var number: String }

  @Test func theAddCardFlowReturnsItsCard() async throws {
    // The add-card flow's screens finish it when the user saves; an observer stands in for them.
    let navigator = Navigator(try NavigationState(tabs: [NavigationTab("ride", root: "payment")]))
    let payment = ScreenCoordinator(navigator, route: "payment", in: .tab("ride"))
    let observation = navigator.observe { transition in
      if transition.after.visibleRoute == "cardNumber" {
        _ = try? navigator.finish("addCard", returning: Card(number: "4242"))
      }
    }
    let card = try await payment.presentForResult(
      .flow("cardNumber", id: "addCard"), of: Card.self)
    observation.cancel()
    #expect(card == Card(number: "4242"))
    #expect(navigator.state.modals.isEmpty)
  }
}
