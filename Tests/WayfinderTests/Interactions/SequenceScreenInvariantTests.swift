import Testing

@testable import Wayfinder

/// The interaction sequence and the state it drives agree between calls: the step in the modal
/// slot shows its modal, every interaction modal is that step's, a step's modal is over only the
/// app modals it may cover, and both hold deep links or neither does. A state that disagrees is
/// named.
@Suite struct SequenceScreenInvariantTests {
  static func gated() throws -> (InteractionSimulation<String>, NavigationState<String>) {
    var state = try NavigationState(
      tabs: [NavigationTab("tab1", root: "home1"), NavigationTab("tab2", root: "home2")])
    var launch = InteractionSimulation<String>()
    _ = try launch.enqueue(
      [.gate("login", screen: "login", when: { !$0.isTrue("loggedIn") })], in: &state)
    return (launch, state)
  }

  @Test func whatTheSequenceDoesKeepsThemAgreed() throws {
    var (launch, state) = try Self.gated()
    #expect(launch.invariantViolations(with: state) == [])
    _ = try launch.apply(.open(url: "demo://item/1"), to: &state, rules: InteractionApp.rules())
    #expect(state.pendingDeepLink != nil)
    #expect(launch.invariantViolations(with: state) == [])
    _ = launch.setFacts(["loggedIn": .bool(true)], in: &state)
    #expect(state.modals.isEmpty)
    #expect(state.home.selectedStack?.path == ["item"])
    #expect(launch.invariantViolations(with: state) == [])
  }

  @Test func aGateWhoseModalWentIsNamed() throws {
    var (launch, state) = try Self.gated()
    state.modals = []
    #expect(
      launch.invariantViolations(with: state) == [
        "step 'login' runs in the modal slot, but its modal is not up"
      ])
    _ = launch
  }

  @Test func aModalThatOutlivesItsStepIsNamed() throws {
    var (launch, state) = try Self.gated()
    var left = state
    _ = launch.setFacts(["loggedIn": .bool(true)], in: &state)
    left.interactionsPending = false
    #expect(
      launch.invariantViolations(with: left) == [
        "modal 'login' is up, but its step 'login' is not running"
      ])
  }

  @Test func aStepOverASheetItMayNotCoverIsNamed() throws {
    var state = NavigationState(flow: "main", root: "home", phase: .home)
    var launch = InteractionSimulation<String>()
    _ = try launch.enqueue([.modal("rate", screen: "rate")], in: &state)
    state.modals.insert(.screen("settings", id: "settings"), at: 0)
    #expect(
      launch.invariantViolations(with: state) == [
        "step 'rate' is up over [\"settings\"], which it may not cover"
      ])
  }

  @Test func aHoldOnOneSideOnlyIsNamed() throws {
    var (launch, state) = try Self.gated()
    state.interactionsPending = false
    #expect(
      launch.invariantViolations(with: state) == [
        "the sequence holds deep links, but the state does not"
      ])
    _ = launch.setFacts(["loggedIn": .bool(true)], in: &state)
    state.interactionsPending = true
    #expect(
      launch.invariantViolations(with: state) == [
        "the state holds deep links, but the sequence does not"
      ])
  }
}
