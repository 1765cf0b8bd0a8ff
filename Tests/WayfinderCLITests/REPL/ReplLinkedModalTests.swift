import Foundation
import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles

/// `open` of a link whose modal takes arguments from its URL, in the REPL loop as
/// `wayfinder run` runs it: the sheet comes up with the URL's value where its text uses it.
@MainActor
@Suite struct ReplLinkedModalTests {
  @Test func openShowsThePromoSheetWithTheCodeFromTheURL() async throws {
    let loaded = FlowLoader.load(
      path: Fixtures.path("Tests/WayfinderToolsTests/Codegen/Fixtures/ride"))
    let ride = try #require(loaded.definition, "\(loaded.rendered())")
    let run = try await InProcessRepl(definition: ride).run(
      "tap Skip\ntap Send code\ntap Verify\nopen ride://promo?code=SPRING\n")
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    let opened = try #require(run.stdout.range(of: "› open ride://promo?code=SPRING\n"))
    let screen = run.stdout[opened.upperBound...]
    #expect(screen.contains("Code SPRING"), "\(screen)")
    #expect(screen.contains("Your next ride is on us with SPRING"), "\(screen)")
    #expect(screen.contains("1. Apply"), "\(screen)")
  }
}
