import Testing
import Wayfinder
import WayfinderTesting

/// The screens of a ride-hailing app whose onboarding carousel and login are each one launch
/// step presenting a whole flow.
enum RidePage: Hashable, Sendable {
  case map, destination
  case carousel1, carousel2, carousel3
  case email, code
}

/// A launch step or gate whose modal is a flow, through the testers: every push and back
/// inside it asserted like any command, a finish from any of its screens ending the step.
@Suite struct StepFlowTesterTests {
  static let launch: [InteractionStep<RidePage>] = [
    .modal(
      "onboarding", flow: .carousel1, style: .fullScreen, when: { !$0.isTrue("onboarded") },
      sets: ["onboarded": .bool(true)]),
    .gate("login", flow: .email, after: ["onboarding"], when: { !$0.isTrue("loggedIn") }),
  ]

  static func onboarding(_ path: [RidePage] = []) -> Modal<RidePage> {
    .step("onboarding", flow: .carousel1, path: path, style: .fullScreen, role: .required)
  }

  static func login(_ path: [RidePage] = []) -> Modal<RidePage> {
    .step("login", flow: .email, path: path, style: .fullScreen, role: .gate)
  }

  @Test func theOnboardingCarouselAndTheLoginAreOneStepEach() {
    let tester = NavigationTester(
      initial: NavigationState(flow: "ride", root: RidePage.map, phase: .launching(screen: nil)),
      launchFacts: ["onboarded": .bool(false), "loggedIn": .bool(false)])
    tester.runLaunch(Self.launch) {
      $0.interactionsPending = true
      $0.modals = [Self.onboarding()]
    }
    tester.receive(.stepStarted, "onboarding")
    tester.send(.push(.carousel2)) { $0.modals = [Self.onboarding([.carousel2])] }
    tester.send(.back) { $0.modals = [Self.onboarding()] }
    tester.send(.back, refusedWith: .interactionRequired(step: "onboarding", action: "go back"))
    tester.send(.dismiss, refusedWith: .interactionRequired(step: "onboarding", action: "dismiss"))
    tester.send(.push(.carousel2)) { $0.modals = [Self.onboarding([.carousel2])] }
    tester.send(.push(.carousel3)) { $0.modals = [Self.onboarding([.carousel2, .carousel3])] }
    tester.finish("onboarding") { $0.modals = [Self.login()] }
    tester.receive(.stepFinished, "onboarding")
    tester.receive(.stepStarted, "login")
    tester.send(.push(.code)) { $0.modals = [Self.login([.code])] }
    tester.send(.back, assert: { $0.modals = [Self.login()] })
    tester.send(.back, refusedWith: .gateHolds(step: "login", action: "go back"))
    tester.send(.push(.code)) { $0.modals = [Self.login([.code])] }
    tester.finish("login", refusedWith: .gateHolds("login"))
    tester.setFacts(["loggedIn": .bool(true)]) {
      $0.modals = []
      $0.interactionsPending = false
      $0.phase = .home
    }
    tester.receive(.stepFinished, "login")
    tester.receive(.launchFinished)
  }

  /// The ride-hailing app as a program: the actions of each screen of both flows.
  static func program() -> FlowProgram<ScreenRoute> {
    FlowProgram(
      version: AppVersion([1, 0]),
      initialFacts: ["onboarded": .bool(false), "loggedIn": .bool(false)],
      initialState: NavigationState(flow: "ride", root: "map", phase: .launching(screen: nil)),
      launchSteps: [
        .modal(
          "onboarding", flow: "carousel1", style: .fullScreen, when: { !$0.isTrue("onboarded") },
          sets: ["onboarded": .bool(true)]),
        .gate("login", flow: "email", after: ["onboarding"], when: { !$0.isTrue("loggedIn") }),
      ],
      actions: [
        "carousel1": [
          FlowAction("Next", .push("carousel2")), FlowAction("Skip", finishesStep: true),
        ],
        "carousel2": [FlowAction("Next", .push("carousel3"))],
        "carousel3": [FlowAction("Get started", finishesStep: true)],
        "email": [FlowAction("Send code", .push("code"))],
        "code": [FlowAction("Verify", sets: ["loggedIn": .bool(true)])],
      ])
  }

  static func onboarding(at path: [ScreenRoute]) -> Modal<ScreenRoute> {
    .step("onboarding", flow: "carousel1", path: path, style: .fullScreen, role: .required)
  }

  @Test func theRideAppIsWalkedByItsButtonsAndALoginLiftsOnItsSecondScreen() throws {
    let tester = try AppLifeTester(program: Self.program())
    #expect(tester.state.modals == [Self.onboarding(at: [])])
    tester.receive(.stepStarted, "onboarding")
    tester.tap("Next") { $0.modals = [Self.onboarding(at: ["carousel2"])] }
    tester.tap("Next") { $0.modals = [Self.onboarding(at: ["carousel2", "carousel3"])] }
    tester.tap("Get started") {
      $0.modals = [.step("login", flow: "email", style: .fullScreen, role: .gate)]
    }
    tester.receive(.stepFinished, "onboarding")
    tester.receive(.stepStarted, "login")
    #expect(tester.facts["onboarded"] == .bool(true))
    tester.tap("Send code") {
      $0.modals = [.step("login", flow: "email", path: ["code"], style: .fullScreen, role: .gate)]
    }
    tester.tap("Verify") {
      $0.modals = []
      $0.interactionsPending = false
      $0.phase = .home
    }
    tester.receive(.stepFinished, "login")
    tester.receive(.launchFinished)
  }

  @Test func aColdLaunchMidwayThroughTheCarouselAsksItAgainFromItsFirstScreen() throws {
    let tester = try AppLifeTester(program: Self.program())
    tester.receive(.stepStarted, "onboarding")
    tester.tap("Next") { $0.modals = [Self.onboarding(at: ["carousel2"])] }
    #expect(tester.saved.navigation.modals == [Self.onboarding(at: ["carousel2"])])
    // The step never finished: the next launch asks it again, and its flow starts over.
    tester.relaunch { $0.modals = [Self.onboarding(at: [])] }
    tester.receive(.stepStarted, "onboarding")
    tester.tap("Skip") {
      $0.modals = [.step("login", flow: "email", style: .fullScreen, role: .gate)]
    }
    tester.receive(.stepFinished, "onboarding")
    tester.receive(.stepStarted, "login")
    tester.skipReceivedEvents()
  }
}
