import Testing
import WayfinderTesting
@testable import Wayfinder

/// A step whose modal is a whole flow (`InteractionStep.presentsFlow`): an onboarding carousel, a
/// login that goes email → code. The user pushes and goes back inside it, a finish from any of
/// its screens ends the step, and the interaction rules hold for every screen of it.
@Suite(.hangLimit) struct StepFlowTests {
  @Test func theFlowFormsSayTheModalIsAFlowAndTheOthersDoNot() {
    let version = AppVersion([1])
    #expect(InteractionStep<String>.modal("onboarding", flow: "carousel1").presentsFlow)
    #expect(InteractionStep<String>.gate("login", flow: "email").presentsFlow)
    #expect(!InteractionStep<String>.modal("passcode", screen: "passcode").presentsFlow)
    #expect(!InteractionStep<String>.gate("update", screen: "update").presentsFlow)
    let declared = InteractionStep<String>.declared(
      "onboarding", .modal("carousel1", style: .fullScreen, flow: true), version: version)
    #expect(declared.presentsFlow)
    #expect(declared.interactionRole == .required)
    #expect(
      InteractionStep<String>.declared(
        "login", .gate("email", style: nil, flow: true), version: version
      )
      .presentsFlow)
    #expect(
      !InteractionStep<String>.declared(
        "passcode", .modal("passcode", style: nil), version: version
      )
      .presentsFlow)
    let flow = Modal<String>.step(
      "onboarding", flow: "carousel1", path: ["carousel2"], style: .fullScreen, role: .required)
    #expect(flow.hasNavigation)
    #expect(flow.stack.path == ["carousel2"])
    #expect(flow.interaction == ModalInteraction(step: "onboarding", role: .required))
  }

  @Test func theCoordinatorPresentsTheFlowAndAFinishFromItsLastScreenEndsTheStep() async throws {
    let navigator = try InteractionFixtures.navigator()
    let launch = InteractionCoordinator(
      navigator: navigator, facts: [:], clock: InteractionTestClock())
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .modal(
        "onboarding", flow: "carousel1", style: .fullScreen, sets: ["onboarded": .bool(true)])
    ])
    try await launch.waitUntilIdle()
    #expect(
      navigator.state.modals == [
        .step("onboarding", flow: "carousel1", style: .fullScreen, role: .required)
      ])
    try navigator.send(.open(url: "demo://item/4"))  // held while the step is up
    try navigator.send(.push("carousel2"))
    try navigator.send(.push("carousel3"))
    try navigator.send(.back)
    try navigator.send(.push("carousel3"))
    #expect(navigator.state.topModal?.stack.path == ["carousel2", "carousel3"])
    #expect(throws: NavigationError.interactionRequired(step: "onboarding", action: "dismiss")) {
      try navigator.send(.dismiss)
    }
    #expect(try await launch.finish("onboarding") == .done)
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.visibleRoute == "item")
    #expect(await launch.facts["onboarded"] == .bool(true))
    #expect(
      events.lines.filter { $0.hasPrefix("step.") } == [
        "step.start onboarding", "step.finish onboarding",
      ])
  }

  @Test func backOnTheRootOfARequiredFlowIsRefusedLikeADismissal() throws {
    var launch = InteractionSimulation<String>(facts: [:])
    var state = NavigationState(flow: "main", root: "home", phase: .launching(screen: nil))
    _ = try launch.run([.modal("onboarding", flow: "carousel1", style: .fullScreen)], in: &state)
    _ = try launch.apply(.push("carousel2"), to: &state)
    _ = try launch.apply(.back, to: &state)
    #expect(state.topModal?.stack.path == [])
    #expect(throws: NavigationError.interactionRequired(step: "onboarding", action: "go back")) {
      try launch.apply(.back, to: &state)
    }
    #expect(launch.status(of: "onboarding") == .running)
  }

  @Test func aDismissibleFlowLeftByBackOnItsRootOrSwipedAwayIsCancelledOnce() throws {
    var launch = InteractionSimulation<String>(facts: [:])
    var state = NavigationState(flow: "main", root: "home", phase: .home)
    _ = try launch.enqueue([.modal("tips", flow: "tip1")], in: &state)
    _ = try launch.apply(.push("tip2"), to: &state)
    let swiped = try launch.apply(.dismiss, to: &state)  // from its second screen
    #expect(swiped.events.map(\.kind) == [.stepCancelled, .runFinished])
    #expect(state.modals.isEmpty)

    _ = try launch.enqueue([.modal("tips", flow: "tip1")], in: &state)
    _ = try launch.apply(.push("tip2"), to: &state)
    _ = try launch.apply(.back, to: &state)
    let left = try launch.apply(.back, to: &state)  // on its root
    #expect(left.events.map(\.kind) == [.stepCancelled, .runFinished])
    #expect(state.modals.isEmpty)
    #expect(launch.status(of: "tips") == .cancelled)
  }

  @Test func aGateFlowHoldsOnEveryScreenAndGoesWhenItsConditionStops() throws {
    var launch = InteractionSimulation<String>(facts: ["loggedIn": .bool(false)])
    var state = NavigationState(flow: "main", root: "home", phase: .home)
    let login = InteractionStep<String>.gate(
      "login", flow: "email", when: { !$0.isTrue("loggedIn") })
    _ = try launch.enqueue([login], in: &state)
    _ = try launch.apply(.push("code"), to: &state)
    #expect(
      state.modals == [
        .step("login", flow: "email", path: ["code"], style: .fullScreen, role: .gate)
      ])
    for command: NavigationCommand<String> in [.dismiss, .dismissAll] {
      #expect(throws: NavigationError.gateHolds(step: "login", action: command.description)) {
        try launch.apply(command, to: &state)
      }
    }
    #expect(throws: NavigationError.gateHolds(step: "login", action: "present modal 'help'")) {
      try launch.apply(.present(.screen("help", id: "help")), to: &state)
    }
    _ = try launch.apply(.back, to: &state)
    #expect(throws: NavigationError.gateHolds(step: "login", action: "go back")) {
      try launch.apply(.back, to: &state)
    }
    _ = try launch.apply(.push("code"), to: &state)
    let lifted = launch.setFacts(["loggedIn": .bool(true)], in: &state)
    #expect(lifted.events.map(\.kind).contains(.stepFinished))
    #expect(state.modals.isEmpty)
  }

  @Test func aFlowStepWaitsItsTurnAndNothingPresentsBesideIt() throws {
    var launch = InteractionSimulation<String>(facts: [:])
    var state = NavigationState(flow: "main", root: "home", phase: .launching(screen: nil))
    _ = try launch.run(
      [
        .modal("onboarding", flow: "carousel1", style: .fullScreen),
        .gate("login", flow: "email", after: ["onboarding"], when: { !$0.isTrue("loggedIn") }),
      ], in: &state)
    _ = try launch.apply(.push("carousel2"), to: &state)
    #expect(state.modals.compactMap(\.interaction).map(\.step) == ["onboarding"])
    _ = try launch.finish("onboarding", in: &state)  // from its second screen
    #expect(
      state.modals == [.step("login", flow: "email", style: .fullScreen, role: .gate)],
      "the next step's flow starts at its own root")
  }
}
