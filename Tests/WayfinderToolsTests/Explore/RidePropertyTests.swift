import Testing
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderProperties
@testable import WayfinderTools

/// The ride sample's own properties — one modal at a time, the login back after "Log out", a
/// link held during the launch landing — hold when exploration plays what its users and its
/// world do, and the world's one event, a session expiring, is played.
@Suite struct RidePropertyTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func theRidesPropertiesHoldUnderDefaultExploration(seed: UInt64) throws {
    let definition = try StepFlowSessionTests.ride()
    let names = definition.properties.map(\.name)
    #expect(names.contains("one modal at a time"))
    #expect(names.contains("logging out brings the login"))
    #expect(names.contains("links land"))
    let runs = PropertyRuns.count(full: 200, sample: 40)
    let report = Explorer(definition).explore(ExplorationOptions(runs: runs, seed: seed))
    #expect(report.failure == nil, "\(report.failure.map { "\($0)" } ?? "")")
    #expect(report.commandsByKind[.host, default: 0] == 0)
    #expect(report.runs == runs)
    if runs >= 200 { #expect(report.neverFired.isEmpty) }
  }
}
