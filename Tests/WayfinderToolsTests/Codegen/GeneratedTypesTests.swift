import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// What the generated types promise: routes that print and encode as the REPL's, identifiers
/// that match the flow file, a launch plan equal to the one the session runs, hooks that take
/// the place of simulated work, and builders that see every screen.
@Suite("Generated types")
struct GeneratedTypesTests {
  static func definition(_ flows: String) throws -> FlowDefinition {
    try #require(FlowLoader.load(path: Fixtures.path(flows)).definition)
  }

  @Test("routes print, convert and encode as the flow engine's routes do")
  func routesMatchScreenRoutes() throws {
    let routes: [ShopRoute] = [
      .catalog, .product(id: 42), .results(query: "red \"shoes\"", page: 2), .order(id: -1),
    ]
    for route in routes {
      let screenRoute = route.screenRoute
      #expect(route.description == screenRoute.description)
      #expect(ShopRoute(screenRoute) == route)
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      let encoded = try encoder.encode(route)
      #expect(encoded == (try encoder.encode(screenRoute)))
      #expect(try JSONDecoder().decode(ShopRoute.self, from: encoded) == route)
    }
    #expect(
      ShopRoute.results(query: "hat", page: 1).description == "results(page: 1, query: \"hat\")")
    #expect(DemoRoute.item(id: 42).description == "item(id: 42)")
  }

  @Test("a route of another app, or with the wrong arguments, is not a typed route")
  func foreignRoutes() throws {
    #expect(DemoRoute(ScreenRoute("nowhere")) == nil)
    #expect(DemoRoute(ScreenRoute("item")) == nil)
    #expect(DemoRoute(ScreenRoute("item", arguments: ["id": .string("7")])) == nil)
    #expect(DemoRoute(ScreenRoute("primary", arguments: ["id": .int(1)])) == nil)
    let json = Data(#"{"screen":"nowhere"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(DemoRoute.self, from: json) }
  }

  @Test("identifiers match the flow file")
  func identifiers() throws {
    let definition = try Self.definition("Flows/shop")
    #expect(ShopTab.allCases.map(\.id) == definition.home.tabIDs)
    #expect(ShopModal.allCases.map(\.id) == definition.modals.map(\.id))
    #expect(ShopStep.allCases.map(\.rawValue) == definition.launch.map(\.id))
    #expect(ShopFact.allCases.map(\.name) == definition.facts.map(\.name))
    #expect(Set(ShopScreen.allCases.map(\.rawValue)) == Set(definition.screens.keys))
    for fact in ShopFact.allCases {
      #expect(fact.initialValue == definition.initialFacts[fact.name])
      #expect(fact.type == definition.fact(fact.name)?.type)
    }
    #expect(ShopFlow.initialFacts == definition.initialFacts)
    #expect(ShopFlow.version == definition.version)
  }

  @Test("awkward names become Swift names and keep their flow-file identity")
  func awkwardNames() throws {
    let definition = try Self.definition("Tests/WayfinderToolsTests/Codegen/Fixtures/odd")
    #expect(OddApp2Screen.allCases.map(\.rawValue).sorted() == definition.screens.keys.sorted())
    #expect(
      OddApp2Route.itemDetail(id: 1, priceTag: 2, label: "x", on: true).screenRoute.screen
        == "item-detail")
    #expect(OddApp2Route.`default`.description == "default")
    #expect(OddApp2Route.description2.description == "description")
    #expect(OddApp2Route._2fa.screen.rawValue == "2fa")
    #expect(OddApp2Step.warmUp.id == "warm-up")
    #expect(OddApp2Step.self2.id == "self")
    #expect(OddApp2Fact.`default`.name == "default")
    #expect(OddApp2Tab.mainFlow.id == "main-flow")
    #expect(OddApp2Screen.start.title == "Start \"here\"")
    let state = OddApp2Flow.initialState(launching: false)
    #expect(state.home.layout == .flow)
    #expect(state.visibleRoute == .start)
  }

  @Test("the launch sources an app names are typed; the built-in ones stay the core's")
  func launchSources() throws {
    let definition = try Self.definition("Flows/demo")
    #expect(DemoLaunchSource.allCases.map(\.id) == definition.launchSources)
    #expect(DemoLaunchSource.widget.id == "widget")
    #expect(DemoLaunchSource.widget.origin == .named("widget"))
    #expect(
      DemoFlow.step(.review).policy.sources
        == [.icon, .notification, .shortcut, DemoLaunchSource.widget.id])
    #expect(HostileLaunchSource.allCases.map(\.rawValue) == ["self", "Wayfinder", "مصدر", "ǅx"])
    #expect(HostileLaunchSource.self2.origin == .named("self"))
    let (_, shop) = try GeneratedSourceTests.generate("Flows/shop")
    #expect(!shop.contains("LaunchSource"), "an app that names no source gets no type for them")

    // The review may show on a launch from the widget, not on one from a link.
    for (origin, block) in [
      (DemoLaunchSource.widget.origin, PromptBlock?.none),
      (.link("demo://tertiary"), .source(.link)),
    ] {
      var (life, _) = try AppLife.coldLaunch(DemoFlow.program(), from: origin)
      _ = try life.perform(.run([DemoStep.review.id]))
      #expect(life.interactions.promptBlockNow(for: DemoStep.review.id) == block, "\(origin)")
    }
  }

  @Test("an app without modals, steps, facts or links still gets every type")
  func bareApp() throws {
    #expect(BareModal.allCases.isEmpty)
    #expect(BareStep.allCases.isEmpty)
    #expect(BareFact.allCases.isEmpty)
    #expect(BareModal(rawValue: "anything") == nil)
    #expect(BareFlow.launchSteps().isEmpty)
    #expect(BareFlow.initialFacts == Facts())
    var state = BareFlow.initialState(launching: false)
    try state.apply(.push(.only), rules: BareFlow.rules(holdingEdgesToFlow: true))
    #expect(state.home[BareTab.main.id]?.path == [.only])
    #expect(throws: NavigationError.self) {
      try state.apply(.open(url: "bare://x"), rules: BareFlow.rules())
    }
  }

  @Test("a large app's routes, screens and edges work as a small app's do")
  func largeApp() throws {
    let definition = try Self.definition("Tests/WayfinderToolsTests/Codegen/Fixtures/large")
    #expect(SyntheticScreen.allCases.count == definition.screens.count)
    for screen in SyntheticScreen.allCases {
      #expect(SyntheticScreen(rawValue: screen.rawValue) == screen)
      #expect(screen.title == definition.screens[screen.rawValue]?.title)
    }
    #expect(SyntheticScreen(rawValue: "nowhere") == nil)
    let route = ScreenRoute("s0_1", arguments: ["n": .int(3)])
    #expect(SyntheticRoute(route)?.screenRoute == route)
    #expect(SyntheticRoute(route)?.description == "s0_1(n: 3)")
    #expect(SyntheticRoute(ScreenRoute("s0_1", arguments: ["n": .string("3")])) == nil)
    #expect(SyntheticFlow.declaredEdges.actions == definition.declaredEdges().actions)
    let actions = try #require(SyntheticRoute(route)).actions
    #expect(actions.map(\.label) == definition.screens["s0_1"]?.actions.map(\.label))
    #expect(actions.first == .s0_1Next)
  }

  @Test("the launch plan is the one the session runs", arguments: ["Flows/demo", "Flows/shop"])
  func launchPlans(_ flows: String) throws {
    let definition = try Self.definition(flows)
    let expected = definition.launchSteps() + definition.interactionSteps()
    let actual: [(StepID, String, [StepID], Int, StepTimeout?, Facts, Duration?, Bool?)] =
      flows.hasSuffix("demo")
      ? (DemoFlow.launchSteps() + DemoFlow.interactionSteps()).map {
        (
          $0.id, $0.kind.name, $0.dependencies, $0.priority, $0.timeout, $0.facts, $0.duration,
          $0.isDismissible
        )
      }
      : (ShopFlow.launchSteps() + ShopFlow.interactionSteps()).map {
        (
          $0.id, $0.kind.name, $0.dependencies, $0.priority, $0.timeout, $0.facts, $0.duration,
          $0.isDismissible
        )
      }
    #expect(actual.count == expected.count)
    for (step, typed) in zip(expected, actual) {
      #expect(step.id == typed.0)
      #expect(step.kind.name == typed.1)
      #expect(step.dependencies == typed.2)
      #expect(step.priority == typed.3)
      #expect(step.timeout == typed.4)
      #expect(step.facts == typed.5)
      #expect(step.duration == typed.6)
      #expect(step.isDismissible == typed.7)
    }
  }

  @Test("launch conditions decide as the flow file's do")
  func launchConditions() throws {
    let definition = try Self.definition("Flows/demo")
    let factSets: [Facts] = [
      definition.initialFacts,
      ["updateRequired": .bool(true), "passcodeEnabled": .bool(true)],
      ["lastSeenVersion": .version(AppVersion([2, 0])), "contactInfoConfirmed": .bool(false)],
      [:],
    ]
    for step in DemoStep.allCases {
      let typed = DemoFlow.step(step)
      let expected = try #require(definition.runnableStep(step.rawValue))
      for facts in factSets {
        #expect(typed.condition?(facts) == expected.condition?(facts), "\(step) with \(facts)")
      }
    }
  }

  @Test("hooks replace simulated work, the flow's modal, and add main-actor checks")
  func hooks() throws {
    let hooks = DemoInteractionHooks(
      work: [.fetchConfig: { _ in ["configLoaded": .bool(true)] }],
      presentations: [.passcode: { _ in [:] }],
      conditions: [.whatsNew: { _ in false }])
    let fetch = DemoFlow.step(.fetchConfig, hooks: hooks)
    #expect(fetch.kind.name == "background")
    #expect(fetch.duration == nil)
    #expect(DemoFlow.step(.passcode, hooks: hooks).kind.name == "presenting")
    #expect(DemoFlow.step(.whatsNew, hooks: hooks).mainActorCondition != nil)
    #expect(DemoFlow.step(.whatsNew).mainActorCondition == nil)
    #expect(DemoFlow.step(.fetchConfig).duration == .milliseconds(800))
  }

  /// Builds each screen as text, as a test double of the app's views would.
  struct TextScreens: DemoScreenBuilder {
    func primary() -> String { "Primary" }
    func secondary1() -> String { "Secondary 1" }
    func secondary2() -> String { "Secondary 2" }
    func tertiary() -> String { "Tertiary" }
    func item(id: Int) -> String { "Item \(id)" }
    func tab2Home() -> String { "Tab 2" }
    func details() -> String { "Details" }
    func forceUpdate() -> String { "Update" }
    func passcode() -> String { "Passcode" }
    func whatsNew() -> String { "What's new" }
    func contactInfo() -> String { "Contact" }
    func notifications() -> String { "Notifications" }
    func updateNudge() -> String { "Update nudge" }
    func review() -> String { "Review" }
    func splash() -> String { "Splash" }
  }

  @Test("a builder is asked for the screen a route names, with its arguments")
  func builder() {
    #expect(DemoRoute.item(id: 7).build(with: TextScreens()) == "Item 7")
    #expect(DemoRoute.tab2Home.build(with: TextScreens()) == "Tab 2")
  }
}
