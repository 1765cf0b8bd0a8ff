import DemoApp
import Foundation
import Testing
import Wayfinder
import WayfinderFlowFiles
import WayfinderTools

/// The demo's scenario files, run against the engine the generated types drive, and the
/// session's states read back as typed states.
@Suite("Demo scenarios")
struct ScenarioTests {
  /// The flows the app target was generated from.
  static let flows = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/DemoApp/Flows").path

  static func scenarioFiles() -> [String] {
    ScenarioCatalog.files(under: flows + "/scenarios").map {
      URL(fileURLWithPath: $0).lastPathComponent
    }
  }

  @Test("every scenario of the demo passes", arguments: scenarioFiles())
  func scenarios(_ file: String) throws {
    let loaded = FlowLoader.load(path: Self.flows)
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    let parsed = ScenarioFile.load(path: Self.flows + "/scenarios/" + file, for: definition)
    #expect(!parsed.hasErrors)
    #expect(!parsed.scenarios.isEmpty)
    let runner = ScenarioRunner(definition: definition)
    for scenario in parsed.scenarios {
      let result = runner.run(scenario)
      #expect(result.passed, "\(scenario.name): \(result.failure?.description ?? "")")
    }
  }

  @Test("a session's state is a typed state: every route in it is a generated route")
  func sessionStatesAreTyped() throws {
    let definition = try #require(FlowLoader.load(path: Self.flows).definition)
    var facts = definition.initialFacts
    facts[.lastSeenVersion] = .version(DemoFlow.version)
    var (session, _) = try AppSession.start(definition, facts: facts)
    _ = try session.perform(.wait(.seconds(2)), settling: true)
    _ = try session.perform(.open("demo://item/5"), settling: true)
    let typed = try JSONDecoder().decode(
      NavigationState<DemoRoute>.self, from: JSONEncoder().encode(session.state))
    #expect(typed.visibleRoute == .item(id: 5))
    #expect(typed.home[DemoTab.tab1.id]?.path == [.secondary1, .item(id: 5)])
  }
}
