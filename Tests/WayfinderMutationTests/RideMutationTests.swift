import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderProperties
@testable import WayfinderTools

// Built only with `WAYFINDER_SEEDED_DEFECTS=1` (`.ci/mutations`), the build that has the
// engine's seeded defects.
#if WAYFINDER_SEEDED_DEFECTS
  /// Each of the ride sample's own properties is broken by a seeded defect of the engine that
  /// default exploration finds, shrunk to at most 8 commands: the property is what a team
  /// writes, and the defect is what it would catch. Where the engine's invariants notice the
  /// defect first (a held link that never lands leaves a link pending on an idle home), the
  /// shrunk run is replayed with the property alone, which breaks too.
  @Suite struct RideMutationTests {
    /// The ride sample, whose step modals hold flows, with its properties.
    static let ride = "Tests/WayfinderToolsTests/Codegen/Fixtures/ride"

    /// Each defect, the property it breaks, and the seed of the exploration that finds it.
    static let cases: [(EngineMutation, String, UInt64)] = [
      (.coverIgnored, "one modal at a time", 1),
      (.linkKeepsModals, "one modal at a time", 30),
      (.endedStepNotRerun, "logging out brings the login", 30),
      (.heldLinkNeverLands, "links land", 30),
    ]

    @Test(arguments: cases)
    func theDefectBreaksTheProperty(
      _ mutation: EngineMutation, _ property: String, seed: UInt64
    ) throws {
      let loaded = FlowLoader.load(path: Fixtures.path(Self.ride))
      let definition = try #require(loaded.definition, "\(loaded.rendered())")
      let report = EngineMutation.$active.withValue(mutation) {
        Explorer(definition).explore(ExplorationOptions(runs: 200, length: 50, seed: seed))
      }
      let failure = try #require(report.failure, "\(mutation) not found in \(report.runs) runs")
      #expect(failure.shrunk.count <= 8, "\(failure.shrunk.map(\.text))")
      let broken = try EngineMutation.$active.withValue(mutation) {
        try Self.broken(replaying: failure.shrunk, on: definition, only: property)
      }
      #expect(broken == [property], "\(failure.broken): \(failure.shrunk.map(\.text))")
    }

    /// The properties named `name` that break when `steps` replay on a fresh launch of
    /// `definition`, checked with no invariant before them.
    static func broken(
      replaying steps: [ExplorationStep], on definition: FlowDefinition, only name: String
    ) throws -> [String] {
      let check = ExplorationCheck(definition: definition)
      var session = try #require(check.start())
      var monitor = PropertyMonitor(
        definition.properties.filter { $0.name == name }, version: definition.version)
      var broken = monitor.check(session.propertyFacts(command: "", reading: monitor.names))
      for step in steps {
        let before = session
        let command = check.commandText(of: step, on: before)
        _ = try session.performLeavingPartOnFailure(step.command, settling: true)
        broken += monitor.check(session.propertyFacts(command: command, reading: monitor.names))
      }
      return Array(Set(broken.map(\.property)))
    }
  }
#endif
