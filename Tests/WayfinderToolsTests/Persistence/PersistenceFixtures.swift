import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

/// The persistence tests, grouped so that `swift test --filter Persistence` runs them all.
@Suite struct Persistence {}

/// Apps, states and folders shared by the persistence tests.
enum PersistenceFixtures {
  /// The text of the shipped demo app.
  static func demoText() throws -> String {
    try String(contentsOfFile: Fixtures.path("Flows/demo/app.yaml"), encoding: .utf8)
  }

  /// The shipped demo app.
  static func demo() throws -> FlowDefinition {
    try app(demoText())
  }

  /// The demo app with each `(old, new)` text replacement applied, as a changed later version
  /// of its flow file would be. Every replacement must match.
  static func demo(changing replacements: [(String, String)]) throws -> FlowDefinition {
    var text = try demoText()
    for (old, new) in replacements {
      try #require(text.contains(old), "the demo app has no '\(old)'")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return try app(text)
  }

  /// An app from one in-memory YAML file, which must load without errors.
  static func app(_ yaml: String) throws -> FlowDefinition {
    let result = FlowLoader.load(sources: [FlowSource(path: "app.yaml", text: yaml)])
    return try #require(result.definition, "\(result.rendered())")
  }

  /// A route.
  static func route(_ screen: String, _ arguments: [String: ArgumentValue] = [:]) -> ScreenRoute {
    ScreenRoute(screen, arguments: arguments)
  }

  /// The demo at home on tab 1 with `path` pushed, and the initial facts.
  static func demoState(
    _ demo: FlowDefinition, path: [ScreenRoute]
  ) throws -> NavigationState<ScreenRoute> {
    var state = try demo.initialState(launching: false)
    state[tab: "tab1"]?.path = path
    return state
  }

  /// Saves `state` and `facts` as `definition`'s app and reads the document back.
  static func roundTrip(
    _ state: NavigationState<ScreenRoute>, facts: Facts, as definition: FlowDefinition
  ) throws -> SavedState {
    let bytes = try SavedState(SavedLife(navigation: state, facts: facts), definition: definition)
      .encoded()
    return try SavedState(decoding: bytes)
  }

  /// The warnings as their lines.
  static func lines(_ warnings: [RestoreWarning]) -> [String] { warnings.map(\.description) }
}
