import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// What the generated program promises: the same data the flow loader builds — actions, steps,
/// deep links, edges, initial state — for the app's own route type, with typed names over it.
@Suite("Generated program")
struct GeneratedProgramTests {
  /// An app with checked-in generated source and its program.
  struct App: Sendable, CustomTestStringConvertible {
    var flows: String
    var check: @Sendable (FlowDefinition) throws -> Void
    var testDescription: String { flows }
  }

  static let apps = [
    App(flows: "Flows/demo") {
      try expectSameProgram(DemoFlow.program(), edges: DemoFlow.declaredEdges.actions, $0)
    },
    App(flows: "Flows/shop") {
      try expectSameProgram(ShopFlow.program(), edges: ShopFlow.declaredEdges.actions, $0)
    },
    App(flows: "Flows/mail") {
      try expectSameProgram(MailFlow.program(), edges: MailFlow.declaredEdges.actions, $0)
    },
    App(flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/odd") {
      try expectSameProgram(OddApp2Flow.program(), edges: OddApp2Flow.declaredEdges.actions, $0)
    },
    App(flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/bare") {
      try expectSameProgram(BareFlow.program(), edges: BareFlow.declaredEdges.actions, $0)
    },
    App(flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/large") {
      try expectSameProgram(SyntheticFlow.program(), edges: SyntheticFlow.declaredEdges.actions, $0)
    },
    App(flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/hostile") {
      try expectSameProgram(HostileFlow.program(), edges: HostileFlow.declaredEdges.actions, $0)
    },
    App(flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/ride") {
      try expectSameProgram(RideFlow.program(), edges: RideFlow.declaredEdges.actions, $0)
    },
    App(flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/notes") {
      try expectSameProgram(NotesFlow.program(), edges: NotesFlow.declaredEdges.actions, $0)
    },
    App(flows: Fixtures.windowsApp) {
      try expectSameProgram(DeskFlow.program(), edges: DeskFlow.declaredEdges.actions, $0)
    },
  ]

  /// Checks the generated program against the loader's program of `definition`.
  static func expectSameProgram<Route: FlowRoute & Codable>(
    _ program: FlowProgram<Route>, edges: [String: [DeclaredAction]], _ definition: FlowDefinition
  ) throws {
    let loaded = try definition.program()
    #expect(program.version == loaded.version)
    #expect(program.initialFacts == loaded.initialFacts)
    let state = try JSONDecoder().decode(
      NavigationState<Route>.self, from: JSONEncoder().encode(loaded.initialState))
    #expect(program.initialState == state)
    #expect(program.actions == loaded.actions)
    #expect(program.stepOrder == loaded.stepOrder)
    #expect(program.launchSteps.map(\.id) == loaded.launchSteps.map(\.id))
    for id in loaded.stepOrder {
      let typed = try #require(program.steps[id])
      let step = try #require(loaded.steps[id])
      #expect(typed.kind.name == step.kind.name)
      #expect(typed.dependencies == step.dependencies)
      #expect(typed.priority == step.priority)
      #expect(typed.timeout == step.timeout)
      #expect(typed.facts == step.facts)
      #expect(typed.duration == step.duration)
      #expect(typed.isDismissible == step.isDismissible)
      #expect(typed.presentsFlow == step.presentsFlow)
      #expect((typed.condition == nil) == (step.condition == nil))
    }
    #expect(program.rules.deepLinks.entries.map(\.pattern) == definition.deepLinks.map(\.pattern))
    #expect(program.windows == loaded.windows)
    #expect(edges == definition.declaredEdges().actions)
  }

  @Test("the generated program holds the loader's data", arguments: apps)
  func sameProgram(_ app: App) throws {
    let loaded = FlowLoader.load(path: Fixtures.path(app.flows))
    try app.check(try #require(loaded.definition, "\(loaded.rendered())"))
  }

  @Test("an app of several windows lives on its generated program as on the loader's")
  func severalWindows() throws {
    let definition = try Fixtures.windowsDefinition()
    #expect(DeskFlow.program().windows == .multiple)
    let scenes: [(String, DeepLinkScene)] = [
      ("desk://note/1", .active), ("desk://show/1", .showing), ("desk://compose", .new),
    ]
    for (url, scene) in scenes {
      #expect(try DeskFlow.deepLinks.resolve(url).scene == scene, "\(url)")
      #expect(try definition.navigationRules().deepLinks.resolve(url).scene == scene, "\(url)")
    }
    // The same events on both programs leave the same windows, each on the same screen.
    func play<Route: FlowRoute>(_ program: FlowProgram<Route>) throws -> [String] {
      var (life, _) = try AppLife.coldLaunch(program)
      _ = life.settle()
      let events: [AppEvent<Route>] = [
        .openWindow, .tap(0), .navigate(.open(url: "desk://compose")),
        .navigate(.open(url: "desk://show/7")), .activateWindow(.first),
        .navigate(.open(url: "desk://show/7")), .closeWindow(SceneID(2)),
      ]
      for event in events {
        _ = try life.perform(event)
        _ = life.settle()
      }
      return life.scenes.map { scene in
        "\(scene)\(scene == life.activeScene ? " (active)" : ""): "
          + (life.navigation(in: scene)?.visibleRoute.map { "\($0.screenRoute)" } ?? "none")
      }
    }
    let windows = try play(DeskFlow.program())
    #expect(windows == (try play(definition.program())))
    // The second link to note 7 went to window 3, which showed it, not to window 1.
    #expect(windows == ["window 1: list", "window 3 (active): note(id: 7)"], "\(windows)")
  }

  @Test("generated routes are flow routes: they read and write themselves as screen routes")
  func flowRoutes() {
    func roundTrip<Route: FlowRoute>(_ route: Route) -> Route? { Route(route.screenRoute) }
    #expect(roundTrip(DemoRoute.item(id: 4)) == .item(id: 4))
    #expect(roundTrip(ShopRoute.results(query: "x", page: 2)) == .results(query: "x", page: 2))
  }

  @Test("actions have typed names, listed by screen, with the flow file's labels")
  func typedActions() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    #expect(DemoScreen.passcode.actions == [.passcodeUnlock])
    #expect(DemoRoute.item(id: 3).actions == [.itemBackToPrimary])
    #expect(DemoAction.passcodeUnlock.screen == .passcode)
    #expect(DemoAction.passcodeUnlock.label == "Unlock")
    #expect(DemoAction.passcodeUnlock.flowAction == FlowAction("Unlock", finishesStep: true))
    #expect(
      DemoAction.allCases.map(\.label)
        == DemoScreen.allCases.flatMap { definition.screens[$0.rawValue]?.actions ?? [] }
        .map(\.label))
    #expect(OddApp2Screen._2fa.actions == [._2faClose, ._2faBack])
    #expect(OddApp2Action._2faBack.flowAction.navigation == .back)
    #expect(
      OddApp2Action.settingsCloseAllAndSearch.flowAction.navigation
        == .transaction([.dismissAll, .push(OddApp2Route.search(q: "{region}").screenRoute)]))
  }

  @Test("the new navigations are data the core performs, as the loader builds them")
  func newNavigationsAreTheLoadersData() throws {
    let loaded = FlowLoader.load(
      path: Fixtures.path("Tests/WayfinderToolsTests/Codegen/Fixtures/odd"))
    let definition = try #require(loaded.definition)
    for action in OddApp2Action.allCases {
      let declared = try #require(
        definition.screens[action.screen.rawValue]?.actions.first { $0.label == action.label })
      #expect(action.flowAction == declared.flowAction(in: definition), "\(action.label)")
    }
    // A screen that holds back holds it in the generated rules as in the loader's.
    let search = OddApp2Route.search(q: "x")
    let reason = "Leave \"search\" by its own button."
    #expect(OddApp2Flow.rules().backVeto?(search) == reason)
    #expect(definition.navigationRules().backVeto?(search.screenRoute) == reason)
    #expect(OddApp2Flow.rules().backVeto?(.start) == nil)
    #expect(DemoFlow.rules().backVeto == nil, "no screen of the demo holds back")
    // Swipe back turned off is the same data in both.
    #expect(OddApp2Flow.rules().screensWithoutSwipeBack?(.default) == true)
    #expect(definition.navigationRules().screensWithoutSwipeBack?(ScreenRoute("default")) == true)
    #expect(OddApp2Flow.rules().screensWithoutSwipeBack?(.start) == false)
    #expect(OddApp2Flow.rules().modalsWithoutSwipeBack == definition.modalsWithoutSwipeBack)
    #expect(OddApp2Flow.rules().modalsWithoutSwipeBack == ["settings"])
    #expect(DemoFlow.rules().screensWithoutSwipeBack == nil)
  }

  @Test("whether an action is available is the core's answer to its when:")
  func availability() {
    let counted = OddApp2Action.description2OnlyWhenCounted
    #expect(counted.isAvailable(facts: ["count": .int(2)]))
    #expect(!counted.isAvailable(facts: ["count": .int(1)]))
    #expect(
      counted.isAvailable(facts: ["count": .int(1)])
        == counted.flowAction.isAvailable(facts: ["count": .int(1)], version: OddApp2Flow.version))
  }

  @Test("with: values are filled in by the runtime, from the route's arguments and the facts")
  func forwardedValues() throws {
    let program = OddApp2Flow.program()
    var launch = InteractionSimulation<OddApp2Route>(facts: ["region": .string("us")])
    var state = OddApp2Flow.initialState(launching: false)
    _ = try launch.perform(.startSearchRegion, of: program, in: &state)
    #expect(state.visibleRoute == .search(q: "us"))

    state = OddApp2Flow.initialState(launching: false)
    try state.apply(.push(.itemDetail(id: 9, priceTag: 1.5, label: "tag", on: false)))
    _ = try launch.perform(.itemDetailSameAgain, of: program, in: &state)
    #expect(state.visibleRoute == .itemDetail(id: 9, priceTag: 9, label: "tag", on: false))

    var unset = InteractionSimulation<OddApp2Route>(facts: [:])
    state = OddApp2Flow.initialState(launching: false)
    let refusal = ActionRefusal.unresolvedArgument(label: "Search region", source: .fact("region"))
    #expect(throws: refusal) {
      try unset.perform(.startSearchRegion, of: program, in: &state)
    }
    #expect(
      refusal.description == "'Search region' passes on fact 'region', which has no value yet.")
    #expect(state == OddApp2Flow.initialState(launching: false))
  }

  @Test("a split's home, selections and links are the loader's, in generated Swift")
  func splitHome() throws {
    let program = NotesFlow.program(holdingEdgesToFlow: true)
    var state = NotesFlow.initialState(launching: false)
    #expect(state.home.split?.columns == [.sidebar, .detail])
    var launch = InteractionSimulation<NotesRoute>(facts: [:])
    _ = try launch.perform(.notebookListShoppingList, of: program, in: &state)
    #expect(state.selection(in: .detail) == .note(id: 1))
    _ = try launch.perform(.noteClose, of: program, in: &state)
    #expect(state.selection(in: .detail) == nil)
    // Held to the flow, a selection no screen declares is refused.
    #expect(throws: NavigationError.self) {
      try state.apply(.select(.history(id: 1), in: .detail), rules: program.rules)
    }
    let target = try NotesFlow.deepLinks.resolve("notes://trash/9")
    #expect(
      target.columns == SplitLink(sidebar: [.trash], detail: [.note(id: 9), .history(id: 9)]))
  }

  @Test("a step names the modal it presents, which is on screen under the step's identifier")
  func stepModals() throws {
    #expect(DemoStep.notifications.modal == .notifications)
    #expect(DemoStep.fetchConfig.modal == nil)
    #expect(DemoStep.splash.modal == nil)
    #expect(OddApp2Step.self2.modal == .settings)
    #expect(OddApp2Step.warmUp.modal == nil)
    var (launch, state, _) = try InteractionSimulation.launch(OddApp2Flow.program())
    _ = launch.advance(by: .seconds(1), in: &state)
    let modal = try #require(state.topModal)
    #expect(modal.id == OddApp2Step.self2.id.modalID)
    #expect(modal.stack.root.screen == OddApp2Step.self2.modal?.root)
  }

  @Test("a step whose modal is a flow presents it as one, from generated Swift as from the file")
  func stepFlows() throws {
    #expect(RideFlow.step(.onboarding).presentsFlow)
    #expect(RideFlow.step(.login).presentsFlow)
    #expect(!RideFlow.step(.splash).presentsFlow)
    var (launch, state, _) = try InteractionSimulation.launch(RideFlow.program())
    _ = launch.advance(by: .milliseconds(500), in: &state)
    #expect(state.topModal?.hasNavigation == true)
    _ = try launch.perform(.carousel1Next, of: RideFlow.program(), in: &state)
    _ = try launch.perform(.carousel2Next, of: RideFlow.program(), in: &state)
    #expect(state.topModal?.stack.path == [.carousel2, .carousel3])
    _ = try launch.perform(.carousel3GetStarted, of: RideFlow.program(), in: &state)
    #expect(state.topModal?.interaction?.step == RideStep.login.id)
    #expect(state.topModal?.stack.root == .email)
  }

  @Test("a link's modal takes its arguments from the URL, in generated Swift as from the file")
  func linkedModalArguments() throws {
    let target = try RideFlow.deepLinks.resolve("ride://promo?code=SPRING")
    #expect(target.modal == .screen(.promo(code: "SPRING"), id: RideModal.promo.id))
    #expect(target.stack == .keep)
    #expect(throws: NavigationError.self) { try RideFlow.deepLinks.resolve("ride://promo") }
  }

  @Test("facts read and write by their typed names")
  func typedFacts() {
    var facts = DemoFlow.initialFacts
    // Named by its type: the mail app, generated into the same module, has one too.
    #expect(facts[DemoFact.passcodeEnabled] == .bool(false))
    facts[DemoFact.passcodeEnabled] = .bool(true)
    #expect(facts["passcodeEnabled"] == .bool(true))
    #expect(DemoFact.passcodeEnabled.value(in: facts) == .bool(true))
    facts[.configLoaded] = nil
    #expect(DemoFact.configLoaded.value(in: facts) == nil)
  }

  @Test("a typed action goes through the coordinator on a real navigator, all or nothing")
  func coordinator() async throws {
    let program = DemoFlow.program()
    let navigator = Navigator(DemoFlow.initialState(launching: false), rules: program.rules)
    let launch = InteractionCoordinator(navigator: navigator, facts: program.initialFacts)
    try await launch.perform(.primaryGoToSecondary1, of: program)
    try await launch.perform(.secondary1OpenItem42, of: program)
    #expect(navigator.state.visibleRoute == .item(id: 42))
    await #expect(throws: ActionRefusal.nothingToFinish(label: "Unlock")) {
      try await launch.perform(.passcodeUnlock, of: program)
    }
    #expect(navigator.state.visibleRoute == .item(id: 42))
  }
}
