import Testing
import Wayfinder
import WayfinderTesting

/// Exploration from Swift, over the generated demo program with its typed routes: the same
/// checks as `wayfinder test --explore`, a seed that replays, a break shrunk to its shortest run.
@Suite struct FlowExplorerTests {
  static func property(_ name: String, never text: String) throws -> FlowProperty {
    let facts = PropertyFacts.names.merging(["updateRequired": .bool]) { state, _ in state }
    return FlowProperty(name, .never(try Condition(parsing: text, facts: facts)))
  }

  static func explorer(_ properties: [FlowProperty]) -> FlowExplorer<DemoRoute> {
    FlowExplorer(
      program: DemoFlow.program(), deepLinks: ["demo://item/7", "demo://tertiary", "demo://nope"],
      factValues: ["updateRequired": [.bool(true), .bool(false)]], properties: properties)
  }

  @Test func theDemoKeepsItsPropertiesAndTheSeedReplays() throws {
    let explorer = Self.explorer([
      try Self.property(
        "nothing navigable during the launch", never: #"screen == "item" && phase == "launching""#)
    ])
    let first = explorer.explore(seed: 42, runs: 30, length: 40)
    #expect(first.failure == nil, "\(first)")
    #expect(first.commands > 30 * 20)
    let second = explorer.explore(seed: 42, runs: 30, length: 40)
    #expect(second.commands == first.commands)
  }

  @Test func aBreakIsShrunkToItsShortestRun() throws {
    let explorer = Self.explorer([try Self.property("never the item", never: #"screen == "item""#)])
    let result = explorer.explore(seed: 7, runs: 50, length: 60)
    let failure = try #require(result.failure, "\(result)")
    #expect(failure.broken == "never the item")
    #expect(failure.shrunk.count < failure.found.count || failure.found.count <= 3)
    #expect(failure.shrunk.count <= 4, "\(failure)")
    #expect(
      failure.shrunk.last.map { "\($0)" }?.hasPrefix("tap") == true
        || failure.shrunk.contains(.open("demo://item/7")), "\(failure)")
  }
}
