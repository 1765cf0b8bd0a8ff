import Testing
import Wayfinder

/// "Log out" putting the login gate up, as the article "Interactions nothing can bypass" shows
/// it, run as written: `SwiftSampleTests` checks that every line of it is here, in order.
@Suite(.hangLimit) struct InteractionsExampleTests {
  enum Route: Hashable, Sendable {
    case shop, order(id: Int), login
    case carousel1, carousel2, carousel3, email, code
  }

  @Test func loggingOutPutsTheGateUpAndTheHeldLinkLandsWhenItLifts() async throws {
    var links = DeepLinkRouter<Route>()
    try links.add("shop://orders/{id:int}") { parameters in
      parameters.int("id").map { DeepLinkTarget(tab: "shop", path: [.order(id: $0)]) }
    }
    let navigator = Navigator(
      try NavigationState(tabs: [NavigationTab("shop", root: Route.shop)]),
      rules: NavigationRules(deepLinks: links))
    let launch = InteractionCoordinator(navigator: navigator, facts: ["loggedIn": .bool(true)])

    // "Log out": the fact changes, and the login gate is up before anything else can happen.
    await launch.setFacts(["loggedIn": .bool(false)])
    try await launch.enqueue([.gate("login", screen: .login, when: { !$0.isTrue("loggedIn") })])
    try await launch.waitUntil { $0.status(of: "login") == .running }
    try navigator.send(.open(url: "shop://orders/1"))  // held behind the gate
    #expect(navigator.state.pendingDeepLink != nil)
    #expect(navigator.state[tab: "shop"]?.path == [])
    #expect(throws: NavigationError.gateHolds(step: "login", action: "dismiss")) {
      try navigator.send(.dismiss)  // throws NavigationError.gateHolds
    }
    await launch.setFacts(["loggedIn": .bool(true)])  // the gate lifts; the order opens
    try await launch.waitUntil { $0.status(of: "login") == .finished }
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state[tab: "shop"]?.path == [.order(id: 1)])
    #expect(navigator.state.pendingDeepLink == nil)
  }

  @Test func theOnboardingCarouselAndTheLoginAreOneStepEachWithAFlowOfTheirOwn() async throws {
    let navigator = Navigator(
      NavigationState(flow: "ride", root: Route.shop, phase: .launching(screen: nil)))
    let launch = InteractionCoordinator(navigator: navigator, facts: ["loggedIn": .bool(false)])

    // An onboarding carousel and an email → code login, each one step whose modal is a flow.
    try await launch.run([
      .modal("onboarding", flow: .carousel1, style: .fullScreen, sets: ["onboarded": .bool(true)]),
      .gate("login", flow: .email, after: ["onboarding"], when: { !$0.isTrue("loggedIn") }),
    ])
    try await launch.waitUntil { $0.status(of: "onboarding") == .running }
    try navigator.send(.push(.carousel2))  // inside the onboarding step's flow
    #expect(navigator.state.topModal?.stack.path == [.carousel2])
    try navigator.send(.back)  // back to its first screen
    #expect(throws: NavigationError.interactionRequired(step: "onboarding", action: "go back")) {
      try navigator.send(.back)  // throws NavigationError.interactionRequired
    }
    try await launch.finish("onboarding")  // from any screen: the whole modal goes
    try await launch.waitUntil { $0.status(of: "login") == .running }
    #expect(
      navigator.state.modals == [.step("login", flow: .email, style: .fullScreen, role: .gate)])
    try navigator.send(.push(.code))  // the login's second screen
    await launch.setFacts(["loggedIn": .bool(true)])  // the gate lifts, on whichever screen
    try await launch.waitUntil { $0.status(of: "login") == .finished }
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.phase == .home)
    #expect(await launch.facts["onboarded"] == .bool(true))
  }
}
