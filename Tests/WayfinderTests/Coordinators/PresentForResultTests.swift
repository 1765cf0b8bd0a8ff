import Testing
import Wayfinder

/// A coordinator presents a flow and awaits its result, as MVVM-C coordinators finish a child
/// flow with a value: the value on finish, `nil` for every other way the flow goes, and one
/// answer, whatever races to give it.
@Suite struct PresentForResultTests {
  struct Card: Hashable, Sendable { var number: String }

  private func rideNavigator() throws -> Navigator<String> {
    Navigator(try NavigationState(tabs: [NavigationTab("ride", root: "payment")]))
  }

  /// Starts awaiting `addCard`'s card and returns once the flow is up.
  private func awaitCard(
    on navigator: Navigator<String>
  ) async throws -> Task<Card?, any Error> {
    let payment = ScreenCoordinator(navigator, route: "payment", in: .tab("ride"))
    let presented = AsyncStream.makeStream(of: Void.self)
    let observation = navigator.observe { transition in
      if transition.after.modals.contains(where: { $0.id == "addCard" }) {
        presented.continuation.yield()
      }
    }
    let task = Task {
      try await payment.presentForResult(.flow("addCard", id: "addCard"), of: Card.self)
    }
    for await _ in presented.stream { break }
    observation.cancel()
    return task
  }

  @Test func finishingTheFlowFromAnyScreenGivesItsValue() async throws {
    let navigator = try rideNavigator()
    let card = try await awaitCard(on: navigator)
    try navigator.send(.push("scan"))
    let flow = FlowCoordinator<String, String>(navigator, on: .modal("addCard"))
    try flow.finish(returning: Card(number: "4242"))
    #expect(try await card.value == Card(number: "4242"))
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func aSwipeDismissGivesNil() async throws {
    let navigator = try rideNavigator()
    let card = try await awaitCard(on: navigator)
    try navigator.send(.dismiss)
    #expect(try await card.value == nil)
  }

  @Test func dismissingAllGivesNil() async throws {
    let navigator = try rideNavigator()
    let card = try await awaitCard(on: navigator)
    try navigator.send(.push("scan"))
    try navigator.send(.present(.screen("help", id: "help")))
    try navigator.send(.dismissAll)
    #expect(try await card.value == nil)
  }

  @Test func aResultAfterTheFlowWasDismissedIsRefusedAndTheCallerAnsweredOnce() async throws {
    let navigator = try rideNavigator()
    let card = try await awaitCard(on: navigator)
    try navigator.send(.dismiss)
    #expect(throws: NavigationError.modalNotPresented("addCard")) {
      try navigator.finish("addCard", returning: Card(number: "4242"))
    }
    #expect(try await card.value == nil)
  }

  @Test func aResultOfAnotherTypeIsRefusedWithTheFlowStillUp() async throws {
    let navigator = try rideNavigator()
    let card = try await awaitCard(on: navigator)
    let refusal = NavigationError.resultTypeMismatch(
      modal: "addCard", expected: "Card", found: "String")
    #expect(throws: refusal) { try navigator.finish("addCard", returning: "4242") }
    #expect(
      refusal.description
        == "Cannot return a String from modal 'addCard': its caller awaits a Card."
    )
    #expect(navigator.state.modals.map(\.id) == ["addCard"])
    try navigator.finish("addCard", returning: Card(number: "1"))
    #expect(try await card.value == Card(number: "1"))
  }

  @Test func aFlowThatEndsBeforeTheCallSuspendsStillAnswersIt() async throws {
    let navigator = try rideNavigator()
    // The observer finishes the flow inside the presenting call, before it awaits.
    let observation = navigator.observe { transition in
      if case .present = transition.command {
        _ = try? navigator.finish("addCard", returning: Card(number: "9"))
      }
    }
    let card = try await navigator.presentForResult(
      .flow("addCard", id: "addCard"), of: Card.self)
    observation.cancel()
    #expect(card == Card(number: "9"))
  }

  @Test(arguments: 0..<50) func racingFinishAndDismissAnswersOnce(_ run: Int) async throws {
    let navigator = try rideNavigator()
    let card = try await awaitCard(on: navigator)
    async let finished: Bool = Task {
      (try? navigator.finish("addCard", returning: Card(number: "\(run)"))) != nil
    }.value
    async let dismissed: Bool = Task { (try? navigator.send(.dismiss)) != nil }.value
    let (didFinish, didDismiss) = await (finished, dismissed)
    #expect(didFinish != didDismiss)
    #expect(try await card.value == (didFinish ? Card(number: "\(run)") : nil))
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func cancellingTheAwaitingTaskGivesNilAndLeavesTheFlowUp() async throws {
    let navigator = try rideNavigator()
    let card = try await awaitCard(on: navigator)
    card.cancel()
    #expect(try await card.value == nil)
    #expect(navigator.state.modals.map(\.id) == ["addCard"])
    try navigator.finish("addCard", returning: Card(number: "late"))
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func presentingOverAnotherScreenIsRefusedAndNothingIsAwaited() async throws {
    let navigator = try rideNavigator()
    try navigator.send(.push("trip"))
    let payment = ScreenCoordinator(navigator, route: "payment", in: .tab("ride"))
    await #expect(throws: NavigationError.notOnScreen(route: "payment")) {
      try await payment.presentForResult(.flow("addCard", id: "addCard"), of: Card.self)
    }
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func aModalPresentedWithoutAwaitingJustCloses() throws {
    let navigator = try rideNavigator()
    try navigator.send(.present(.flow("addCard", id: "addCard")))
    let transition = try navigator.finish("addCard", returning: Card(number: "1"))
    #expect(transition.modalEndings.map(\.outcome) == [.returned])
  }
}
