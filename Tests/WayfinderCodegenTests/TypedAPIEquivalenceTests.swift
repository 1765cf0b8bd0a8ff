import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowLoading
import WayfinderFlows
import WayfinderSession

/// The same commands through `AppSession` (string routes, the REPL's engine) and through the
/// generated typed API give the same states.
@Suite("Typed API and session agree")
struct TypedAPIEquivalenceTests {
  /// One app's generated API, as the walk below needs it.
  struct TypedApp<Route: Hashable & Sendable & Codable> {
    var flows: String
    var initialState: NavigationState<Route>
    var rules: NavigationRules<Route>
    /// The actions of the screen on top: label, whether they only navigate, and the command.
    var actions:
      (Route, Facts) -> [(
        label: String, navigates: Bool, command: (PathStack<Route>?) -> NavigationCommand<Route>?
      )]
  }

  static var demo: TypedApp<DemoRoute> {
    TypedApp(
      flows: "Flows/demo", initialState: DemoFlow.initialState(launching: false),
      rules: DemoFlow.rules()
    ) { route, facts in
      route.actions(facts: facts).map { action in
        (
          action.label,
          navigatesOnly(action.sets, action.finishesStep, action.runs.isEmpty)
            && action.isAvailable(facts: facts), action.command(on:)
        )
      }
    }
  }

  static var shop: TypedApp<ShopRoute> {
    TypedApp(
      flows: "Flows/shop", initialState: ShopFlow.initialState(launching: false),
      rules: ShopFlow.rules()
    ) { route, facts in
      route.actions(facts: facts).map { action in
        (
          action.label,
          navigatesOnly(action.sets, action.finishesStep, action.runs.isEmpty)
            && action.isAvailable(facts: facts), action.command(on:)
        )
      }
    }
  }

  static func navigatesOnly(_ sets: Facts, _ finishes: Bool, _ runsNothing: Bool) -> Bool {
    sets.values.isEmpty && !finishes && runsNothing
  }

  /// `state` as the typed app's state: the same document, read with the typed route.
  static func typed<Route: Hashable & Sendable & Codable>(
    _ state: NavigationState<ScreenRoute>, as _: Route.Type
  ) throws -> NavigationState<Route> {
    try JSONDecoder().decode(NavigationState<Route>.self, from: JSONEncoder().encode(state))
  }

  static func session(_ flows: String) throws -> AppSession {
    let definition = try #require(FlowLoader.load(path: Fixtures.path(flows)).definition)
    return try AppSession.resume(
      definition, state: definition.initialState(launching: false), facts: definition.initialFacts
    ).0
  }

  /// Walks every state reachable by tapping, up to `limit` states, in both worlds at once.
  /// Returns how many taps were compared.
  static func walk<Route: Hashable & Sendable & Codable>(
    _ app: TypedApp<Route>, limit: Int = 300
  ) throws -> Int {
    let start = try session(app.flows)
    #expect(try typed(start.state, as: Route.self) == app.initialState)
    var queue = [(start, app.initialState)]
    var seen: Set<NavigationState<Route>> = [app.initialState]
    var compared = 0
    while !queue.isEmpty, seen.count < limit {
      let (session, state) = queue.removeFirst()
      let facts = session.launch.facts
      let actions = state.visibleRoute.map { app.actions($0, facts) } ?? []
      let labels =
        session.state.topRoute.flatMap { session.definition.screens[$0.screen] }?
        .actions.map(\.label) ?? []
      #expect(
        actions.map(\.label) == labels, "actions of \(String(describing: state.visibleRoute))")
      // Every navigating tap, and back, root, dismiss and each tab, in both worlds.
      var moves: [(name: String, session: SessionCommand, typed: NavigationCommand<Route>?)] =
        actions.enumerated().filter(\.element.navigates).map { index, action in
          ("tap '\(action.label)'", .tap(.number(index + 1)), action.command(state.visibleStack))
        }
      moves += [
        ("back", .back, .pop()), ("root", .root, .popToRoot()), ("dismiss", .dismiss, .dismiss),
      ]
      moves += state.home.tabIDs.map { ("tab \($0)", .selectTab($0.rawValue), .selectTab($0)) }
      for move in moves {
        var moved = session
        let sessionResult = Result { () throws(SessionError) in
          try moved.perform(move.session, settling: true)
        }
        var next = state
        var typedResult: Result<Void, NavigationError> = .success(())
        if let command = move.typed {
          typedResult = Result { () throws(NavigationError) in
            try next.apply(command, rules: app.rules)
          }
        }
        compared += 1
        switch (sessionResult, typedResult) {
        case (.success, .success):
          #expect(try typed(moved.state, as: Route.self) == next, "\(move.name)")
          if seen.insert(next).inserted { queue.append((moved, next)) }
        case (.failure(.navigation(let sessionError)), .failure(let typedError)):
          #expect(sessionError == typedError, "\(move.name)")
        default:
          Issue.record("\(move.name): session \(sessionResult), typed \(typedResult)")
        }
      }
    }
    return compared
  }

  @Test("every navigating tap, back, root, dismiss and tab in Demo does the same to both states")
  func demoWalk() throws {
    #expect(try Self.walk(Self.demo) > 50)
  }

  @Test("every navigating tap, back, root, dismiss and tab in Shop does the same to both states")
  func shopWalk() throws {
    #expect(try Self.walk(Self.shop) > 30)
  }

  @Test("a scripted Demo session: launch, passcode, deep links, tabs, back, dismiss")
  func demoScript() throws {
    var session = try Self.session("Flows/demo")
    let definition = session.definition
    var facts = definition.initialFacts
    facts["passcodeEnabled"] = .bool(true)
    facts["lastSeenVersion"] = .version(DemoFlow.version)
    (session, _) = try AppSession.start(definition, facts: facts)

    var launch = LaunchSimulation<DemoRoute>(facts: facts)
    var state = DemoFlow.initialState()
    let rules = DemoFlow.rules()
    _ = try launch.run(DemoFlow.launchSteps(), in: &state)

    func same(_ step: String) throws {
      #expect(try Self.typed(session.state, as: DemoRoute.self) == state, "after \(step)")
    }
    try same("start")
    _ = try session.perform(.open("demo://item/7"), settling: false)
    _ = try launch.apply(.open(url: "demo://item/7"), to: &state, rules: rules)
    try same("open during launch")
    _ = try session.perform(.wait(.seconds(1)), settling: false)
    _ = launch.advance(by: .seconds(1), in: &state)
    try same("wait 1s")
    #expect(state.topModal?.id == DemoModal.passcode.id)
    _ = try session.perform(.tap(.label("Unlock")), settling: false)
    _ = try launch.finish(DemoStep.passcode.id, in: &state)
    try same("unlock")
    _ = try session.perform(.wait(.seconds(1)), settling: false)
    _ = launch.advance(by: .seconds(1), in: &state)
    try same("launch end")
    #expect(state.visibleRoute == .item(id: 7))
    let commands: [(SessionCommand, NavigationCommand<DemoRoute>)] = [
      (.back, .pop()),
      (.selectTab("tab2"), .selectTab(DemoTab.tab2.id)),
      (.tap(.label("Show details")), .present(DemoModal.details.presentation(.details))),
      (.dismiss, .dismiss),
      (.open("demo://tertiary"), .open(url: "demo://tertiary")),
      (.root, .popToRoot()),
      (.selectTab("tab1"), .selectTab(DemoTab.tab1.id)),
    ]
    for (sessionCommand, typedCommand) in commands {
      _ = try session.perform(sessionCommand, settling: false)
      _ = try launch.apply(typedCommand, to: &state, rules: rules)
      try same("\(sessionCommand)")
    }
  }

  @Test(
    "deep links resolve to the same targets",
    arguments: [
      "demo://item/42", "demo://tertiary", "demo://details", "demo://item/x", "demo://nowhere",
    ])
  func demoDeepLinks(_ url: String) throws {
    try Self.resolveAlike(url, flows: "Flows/demo", typed: DemoFlow.deepLinks)
  }

  @Test(
    "shop deep links with query, defaults, append and previous-tab resolve the same",
    arguments: [
      "shop://product/3", "shop://orders/9", "shop://checkout", "shop://search?q=red%20shoes",
      "shop://search?page=2&q=hat", "shop://search?page=two&q=hat", "shop://cart",
    ])
  func shopDeepLinks(_ url: String) throws {
    try Self.resolveAlike(url, flows: "Flows/shop", typed: ShopFlow.deepLinks)
  }

  /// Resolves `url` with the router built from the flow files and with the generated one, and
  /// checks they find the same target or refuse with the same error.
  static func resolveAlike<Route: Hashable & Sendable & Codable>(
    _ url: String, flows: String, typed: DeepLinkRouter<Route>
  ) throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path(flows)).definition)
    let expected = Result { () throws(NavigationError) in
      try definition.deepLinkRouter().resolve(url)
    }
    let actual = Result { () throws(NavigationError) in try typed.resolve(url) }
    switch (expected, actual) {
    case (.success(let expected), .success(let actual)):
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      #expect(try encoder.encode(expected) == encoder.encode(actual))
    case (.failure(let expected), .failure(let actual)):
      #expect(expected == actual)
    default:
      Issue.record("\(url): session \(expected), typed \(actual)")
    }
  }
}
