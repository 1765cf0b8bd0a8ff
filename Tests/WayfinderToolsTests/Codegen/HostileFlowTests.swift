import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The app of `Fixtures/hostile`, generated as `Generated/HostileFlow*.swift` and compiled with
/// this target: every hostile text reads back as itself, no name breaks the build, and long
/// conditions are the trees the loader parses.
@Suite("Hostile flows")
struct HostileFlowTests {
  static func definition() throws -> FlowDefinition {
    let loaded = FlowLoader.load(
      path: Fixtures.path("Tests/WayfinderToolsTests/Codegen/Fixtures/hostile"))
    return try #require(loaded.definition, "\(loaded.rendered())")
  }

  /// The text the fixture puts in titles, labels, facts and arguments.
  static let hostile =
    "q\"\\(x) \"\"\" #\"x\"# */ /* \u{2028} \u{2029} \u{202E} \u{2067} \u{200B}\r\n\t end"

  @Test("an app name that closes its literal is data: the decoder's message quotes it")
  func appName() throws {
    let app = #"Hostile" + String(describing: { print("INJECTED CODE RAN") }()) + ""#
    #expect(HostileFlow.app == app)
    #expect(try Self.definition().app == app)
    let json = Data(#"{"screen":"nowhere"}"#.utf8)
    do {
      _ = try JSONDecoder().decode(HostileRoute.self, from: json)
      Issue.record("decoded a screen the app does not have")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == app + " has no screen nowhere")
    }
  }

  @Test("launch sources named like Swift keywords or in right-to-left letters are string data")
  func promptSources() throws {
    let definition = try Self.definition()
    let declared = try #require(definition.step("prompt")?.prompts)
    #expect(declared.sources == ["self", "Wayfinder", "مصدر", "ǅx", .icon])
    #expect(HostileFlow.step(.prompt).policy == declared)
    #expect(definition.runnableStep("prompt")?.policy == declared)
  }

  @Test("titles, labels, URLs, facts and arguments read back as the flow file wrote them")
  func textsReadBack() throws {
    let definition = try Self.definition()
    for screen in HostileScreen.allCases {
      #expect(screen.title == definition.screens[screen.rawValue]?.title)
    }
    #expect(HostileScreen.start.title == Self.hostile)
    #expect(HostileTab.main.title == Self.hostile)
    #expect(HostileFact.rawValue.initialValue == .string(Self.hostile))
    let actions = HostileRoute.start.actions.map(\.flowAction)
    #expect(actions.map(\.label) == definition.screens["start"]?.actions.map(\.label))
    #expect(actions.first?.label == Self.hostile)
    #expect(actions.contains { $0.navigation == .open(url: #"hostile://item/5?q=a"b\(c)"#) })
    #expect(
      actions.contains { $0.navigation == .push(HostileRoute.quote(s: Self.hostile).screenRoute) })
  }

  @Test(
    "a chain of 260 terms and a condition nested as deep as the parser allows are the trees the loader parses"
  )
  func longConditions() throws {
    let definition = try Self.definition()
    let expected = try #require(definition.screens["start"]?.actions.map(\.condition))
    let actual = HostileRoute.start.actions.map(\.flowAction.condition)
    #expect(actual == expected)
    let chain = try #require(HostileRoute.start.actions.first { $0.label == "Chain" })
    #expect(chain.isAvailable(facts: ["flag": .bool(true), "count": .int(2)]))
    #expect(!chain.isAvailable(facts: ["flag": .bool(true), "count": .int(1)]))
    // The launch step with the same chain decides as the loaded one does.
    let step = HostileFlow.step(.rawValue)
    let loaded = try #require(definition.launchSteps().first { $0.id == "rawValue" })
    for facts: Facts in [["flag": .bool(true), "count": .int(2)], ["flag": .bool(false)]] {
      #expect(step.condition?(facts) == loaded.condition?(facts))
    }
  }

  @Test("names Swift cannot take as they are become names that keep their flow-file identity")
  func names() throws {
    let definition = try Self.definition()
    #expect(HostileScreen.allCases.map(\.rawValue).sorted() == definition.screens.keys.sorted())
    // A combining mark cannot start a Swift name: `_` goes before it.
    #expect(HostileRoute._ͅlead.screenRoute.screen == "\u{345}lead")
    #expect(HostileScreen(rawValue: "\u{1DE7}head") == ._ᷧhead)
    #expect(HostileRoute.title.screenRoute.screen == "title")
    #expect(HostileRoute.self2.description == "self")
    #expect(HostileRoute.none.description == "none")
    #expect(HostileModal.root.root == .root)
    #expect(HostileTab.allCases2.id == "allCases")
    #expect(HostileStep.rawValue.id == "rawValue")
    #expect(HostileFact.allCases2.name == "allCases")
  }

  @Test("parameters named like the generated code's locals are renamed and forwarded intact")
  func parameters() throws {
    let route = HostileRoute.rawValue(
      route2: 1, builder2: 2, facts2: 3, arguments2: 4, fact0: false, text: "t")
    let screenRoute = route.screenRoute
    #expect(
      screenRoute.arguments == [
        "route": .int(1), "builder": .int(2), "facts": .int(3), "arguments": .int(4),
        "fact0": .bool(false), "text": .string("t"),
      ])
    #expect(HostileRoute(screenRoute) == route)
    let again = try #require(route.actions.first)
    var state = HostileFlow.initialState(launching: false)
    try state.apply(.push(route))
    var launch = InteractionSimulation<HostileRoute>(facts: ["flag": .bool(true)])
    _ = try launch.perform(again, of: HostileFlow.program(), in: &state)
    #expect(
      state.visibleRoute
        == .rawValue(route2: 1, builder2: 2, facts2: 3, arguments2: 4, fact0: true, text: "t"))
  }
}
