import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The same taps and commands through `AppSession` (string routes, the REPL's engine) and
/// through the generated program and typed actions on `InteractionSimulation` give the same states,
/// facts, step statuses and events, and the same refusals.
@Suite("Typed API and session agree")
struct TypedAPIEquivalenceTests {
  /// One app's generated API, as the walk below needs it.
  struct TypedApp<Route: FlowRoute & Codable>: Sendable {
    var flows: String
    var program: FlowProgram<Route>
    /// The typed actions of a route, as the app's buttons name them.
    var actions: @Sendable (Route) -> [FlowAction]
  }

  static let demo = TypedApp(flows: "Flows/demo", program: DemoFlow.program()) {
    $0.actions.map(\.flowAction)
  }
  static let shop = TypedApp(flows: "Flows/shop", program: ShopFlow.program()) {
    $0.actions.map(\.flowAction)
  }
  static let odd = TypedApp(
    flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/odd", program: OddApp2Flow.program()
  ) { $0.actions.map(\.flowAction) }

  /// The typed world: a launch on virtual time and the state it drives.
  struct Typed<Route: FlowRoute> {
    var launch: InteractionSimulation<Route>
    var state: NavigationState<Route>

    /// Lets the launch go on while only time can move it, as `AppSession.settle()` does.
    mutating func settle() -> InteractionSimulation<Route>.Output {
      var output = InteractionSimulation<Route>.Output()
      while launch.isRunning, launch.presentedStep == nil, let deadline = launch.nextDeadline {
        output.append(launch.advance(by: max(deadline - launch.now, .zero), in: &state))
      }
      return output
    }
  }

  /// `state` as the typed app's state: the same document, read with the typed route.
  static func typed<Route: Codable & Hashable & Sendable>(
    _ state: NavigationState<ScreenRoute>, as _: Route.Type
  ) throws -> NavigationState<Route> {
    try JSONDecoder().decode(NavigationState<Route>.self, from: JSONEncoder().encode(state))
  }

  /// Checks that both worlds are alike: state, facts and every step's status.
  static func expectAlike<Route: FlowRoute & Codable>(
    _ session: AppSession, _ typed: Typed<Route>, _ what: String
  ) throws {
    #expect(try Self.typed(session.state, as: Route.self) == typed.state, "state \(what)")
    #expect(session.launch.facts == typed.launch.facts, "facts \(what)")
    #expect(
      session.launch.steps.map { "\($0.id): \($0.status)" }
        == typed.launch.steps.map { "\($0.id): \($0.status)" }, "steps \(what)")
  }

  /// Launches both worlds with `facts`, then walks every state reachable by tapping every
  /// action (those that set facts, finish steps and run interactions too), going back, popping,
  /// to the root, dismissing and selecting each tab, up to `limit` states. Returns how many moves were
  /// compared.
  static func walk<Route: FlowRoute & Codable>(
    _ app: TypedApp<Route>, facts: Facts? = nil, limit: Int = 150
  ) throws -> Int {
    let definition = try #require(FlowLoader.load(path: Fixtures.path(app.flows)).definition)
    var (session, sessionOutput) = try AppSession.start(definition, facts: facts)
    sessionOutput.append(contentsOf: session.settle())
    var (launch, state, typedOutput) = try InteractionSimulation.launch(app.program, facts: facts)
    var start = Typed(launch: launch, state: state)
    typedOutput.append(start.settle())
    #expect(sessionOutput.events == typedOutput.events, "launch events")
    try expectAlike(session, start, "after launch")

    var queue = [(session, start)]
    var seen: Set<String> = []
    var compared = 0
    while !queue.isEmpty, seen.count < limit {
      let (session, typed) = queue.removeFirst()
      let route = typed.state.visibleStack?.top
      let actions = route.map(app.actions) ?? []
      #expect(actions == route.map { app.program.actions(on: $0) } ?? [])
      let labels =
        (session.state.visibleStack?.top).flatMap { definition.screens[$0.screen] }?
        .actions.map(\.label) ?? []
      #expect(actions.map(\.label) == labels, "actions of \(String(describing: route))")

      typealias Move = (
        name: String, session: SessionCommand,
        typed: (inout Typed<Route>) throws(SessionError) -> InteractionSimulation<Route>.Output
      )
      var moves: [Move] = actions.enumerated().map { index, action in
        (
          "tap '\(action.label)'", .tap(.number(index + 1)),
          { typed throws(SessionError) in
            do throws(ActionRefusal) {
              return try typed.launch.perform(action, of: app.program, in: &typed.state)
            } catch {
              throw SessionError(error)
            }
          }
        )
      }
      let commands: [(String, SessionCommand, NavigationCommand<Route>)] =
        [
          ("back", .back, .back), ("pop", .pop, .pop()), ("root", .root, .popToRoot()),
          ("dismiss", .dismiss, .dismiss),
        ]
        + typed.state.home.tabIDs.map { ("tab \($0)", .selectTab($0.rawValue), .selectTab($0)) }
      for (name, sessionCommand, command) in commands {
        moves.append(
          (
            name, sessionCommand,
            { typed throws(SessionError) in
              do throws(NavigationError) {
                return try typed.launch.apply(command, to: &typed.state, rules: app.program.rules)
              } catch {
                throw .navigation(error)
              }
            }
          ))
      }
      for move in moves {
        let what = "\(move.name) on \(String(describing: route))"
        var movedSession = session
        let sessionResult = Result { () throws(SessionError) in
          try movedSession.perform(move.session, settling: true)
        }
        var movedTyped = typed
        let typedResult = Result { () throws(SessionError) in
          var output = try move.typed(&movedTyped)
          output.append(movedTyped.settle())
          return output
        }
        compared += 1
        switch (sessionResult, typedResult) {
        case (.success(let sessionOutput), .success(let typedOutput)):
          #expect(sessionOutput.events == typedOutput.events, "events \(what)")
          try expectAlike(movedSession, movedTyped, what)
          let key = "\(movedTyped.state)|\(movedTyped.launch.facts)|\(movedTyped.launch.steps)"
          if seen.insert(key).inserted { queue.append((movedSession, movedTyped)) }
        case (.failure(let sessionError), .failure(let typedError)):
          #expect(Self.coreRefusal(sessionError) == typedError, "\(what)")
          try expectAlike(movedSession, movedTyped, what)
        default:
          Issue.record("\(what): session \(sessionResult), typed \(typedResult)")
        }
      }
    }
    return compared
  }

  /// The refusal as the core gives it: the session words a gate's refusal with what lifts
  /// the gate, from the flow file's condition, which the typed world does not read.
  static func coreRefusal(_ error: SessionError) -> SessionError {
    guard case .gateHolds(let action, let hold) = error else { return error }
    return .navigation(.gateHolds(step: StepID(hold.step), action: action))
  }

  @Test("every tap, back, pop, root, dismiss and tab in Demo does the same in both worlds")
  func demoWalk() throws {
    #expect(try Self.walk(Self.demo) > 100)
  }

  @Test("Demo's passcode, what's new and contact check: finishes and facts set by taps")
  func demoInteractions() throws {
    var facts = DemoFlow.initialFacts
    facts[DemoFact.passcodeEnabled] = .bool(true)
    facts[.contactInfoConfirmed] = .bool(false)
    #expect(try Self.walk(Self.demo, facts: facts) > 100)
  }

  @Test("Demo behind its forced-update gate: a tap cannot finish it")
  func demoGate() throws {
    var facts = DemoFlow.initialFacts
    facts[.updateRequired] = .bool(true)
    #expect(try Self.walk(Self.demo, facts: facts, limit: 20) > 5)
  }

  @Test("every tap, back, pop, root, dismiss and tab in Shop does the same in both worlds")
  func shopWalk() throws {
    #expect(try Self.walk(Self.shop) > 50)
  }

  @Test("with: values from arguments and facts, a when:, and a refusal for a missing fact")
  func oddWalk() throws {
    // Its launch holds a full-screen step with no way to finish it: taps inside it only.
    #expect(try Self.walk(Self.odd) > 10)
    var facts = OddApp2Flow.initialFacts
    facts[OddApp2Fact.default] = .bool(false)
    #expect(try Self.walk(Self.odd, facts: facts) > 30)
    facts[OddApp2Fact.region] = nil
    #expect(try Self.walk(Self.odd, facts: facts) > 30)
  }

  @Test("a scripted Demo launch: a deep link waits for the passcode, then lands")
  func demoScript() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var facts = DemoFlow.initialFacts
    facts[DemoFact.passcodeEnabled] = .bool(true)
    facts[.lastSeenVersion] = .version(DemoFlow.version)
    var (session, _) = try AppSession.start(definition, facts: facts)
    let program = DemoFlow.program()
    var (launch, state, _) = try InteractionSimulation.launch(program, facts: facts)

    _ = try session.perform(.open("demo://item/7"), settling: false)
    _ = try launch.apply(.open(url: "demo://item/7"), to: &state, rules: program.rules)
    _ = try session.perform(.wait(.seconds(1)), settling: false)
    _ = launch.advance(by: .seconds(1), in: &state)
    try Self.expectAlike(session, Typed(launch: launch, state: state), "wait 1s")
    #expect(state.topModal?.id == DemoStep.passcode.id.modalID)
    #expect(state.visibleRoute?.actions == [.passcodeUnlock])
    _ = try session.perform(.tap(.label("Unlock")), settling: false)
    _ = try launch.perform(.passcodeUnlock, of: program, in: &state)
    _ = try session.perform(.wait(.seconds(1)), settling: false)
    _ = launch.advance(by: .seconds(1), in: &state)
    try Self.expectAlike(session, Typed(launch: launch, state: state), "after unlock")
    #expect(state.visibleRoute == .item(id: 7))
    #expect(throws: ActionRefusal.nothingToFinish(label: "Unlock")) {
      try launch.perform(.passcodeUnlock, of: program, in: &state)
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

  @Test(
    "odd deep links with a default and a modal resolve the same",
    arguments: ["odd://item/3?on=true", "odd://item/3?on=true&label=x", "odd://settings"])
  func oddDeepLinks(_ url: String) throws {
    try Self.resolveAlike(
      url, flows: "Tests/WayfinderToolsTests/Codegen/Fixtures/odd", typed: OddApp2Flow.deepLinks)
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
