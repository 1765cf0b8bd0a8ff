import Testing
import WayfinderFixtures
import WayfinderFlowFiles

/// The apps under `Flows/`, loaded.
enum ShippedApps {
  static func demo() throws -> FlowDefinition { try load("demo") }
  static func shop() throws -> FlowDefinition { try load("shop") }

  static func load(_ app: String) throws -> FlowDefinition {
    try #require(FlowLoader.load(sources: MutationCorpus.sources(app: app)).definition)
  }
}
