import Foundation
import Testing
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderProperties
import WayfinderTools

/// Every property the docs show holds when explored as a user and the world would: each flow-file
/// sample of the READMEs and the articles that declares properties (itself, or with the rest of
/// its app) is explored with the default inputs and breaks nothing, and so are the shipped apps.
/// 30 runs a sample (200 with `WAYFINDER_FULL_PROPERTIES=1`; see ``PropertyRuns``).
@Suite struct PropertySampleExplorationTests {
  static let runs = PropertyRuns.count(full: 200, sample: 30)

  /// The samples whose app declares properties.
  static let entries = YAMLSampleTests.entries.filter { entry in
    entry.checkedBy == nil && (try? definition(entry))?.properties.isEmpty == false
  }

  static func definition(_ entry: YAMLSampleTests.Entry) throws -> FlowDefinition? {
    guard let sample = try YAMLSampleTests.sample(for: entry) else { return nil }
    var sources = [FlowSource(path: "app.yaml", text: sample.text + "\n")]
    if let rest = entry.rest { sources.append(FlowSource(path: "rest.yaml", text: rest)) }
    return FlowLoader.load(sources: sources).definition
  }

  @Test func theDocsShowProperties() {
    let files = Set(Self.entries.map(\.file))
    #expect(files.contains("Flows/README.md"))
    #expect(files.contains("Sources/WayfinderTools/WayfinderTools.docc/TestingWithScenarios.md"))
  }

  @Test(arguments: entries)
  func theSamplesPropertiesHoldUnderExploration(_ entry: YAMLSampleTests.Entry) throws {
    let definition = try #require(try Self.definition(entry))
    let report = Explorer(definition).explore(
      ExplorationOptions(runs: Self.runs, length: 50, seed: 1))
    #expect(
      report.failure == nil, "\(report.failure?.scenarioText(app: definition.app) ?? "")")
    #expect(report.commandsByKind[.host] == nil)
  }

  @Test(arguments: ["demo", "shop", "mail"])
  func theShippedAppsDeclareAnEventuallyThatHolds(_ app: String) throws {
    let definition = try ShippedApps.load(app)
    let eventually = definition.properties.filter {
      if case .eventually = $0.rule { return true }
      return false
    }
    #expect(eventually.map(\.name).contains("links land"))
    #expect(!definition.environment.isEmpty)
    let report = Explorer(definition).explore(
      ExplorationOptions(runs: Self.runs * 2, length: 50, seed: 7))
    #expect(report.failure == nil, "\(report.failure?.scenarioText(app: app) ?? "")")
  }

  @Test func theReadmesLinksLandIsTheOneTheShippedAppsDeclare() throws {
    let sample = try #require(
      try MarkdownSample.samples(in: "Flows/README.md").first {
        $0.kind == .yaml && $0.key.hasPrefix("properties:")
      })
    let line =
      "  - { name: links land, eventually: '!linkHeld', after: linkHeld, within: sequence }"
    #expect(sample.text.contains(line))
    for file in ["Flows/demo/app.yaml", "Flows/shop/links.yaml"] {
      let text = try String(contentsOfFile: Fixtures.path(file), encoding: .utf8)
      #expect(text.contains(line), "\(file) declares the README's property verbatim")
    }
  }
}
