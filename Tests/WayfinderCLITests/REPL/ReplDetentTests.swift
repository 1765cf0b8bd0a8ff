import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderCLI
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// `detent` at the REPL: the ride app's ride-type sheet dragged between its detents, the
/// modal's header saying where it rests.
@MainActor
@Suite struct ReplDetentTests {
  static func ride() throws -> FlowDefinition {
    let loaded = FlowLoader.load(
      path: Fixtures.path("Tests/WayfinderToolsTests/Codegen/Fixtures/ride"))
    return try #require(loaded.definition, "\(loaded.rendered())")
  }

  static let walk = """
    wait 1s
    tap Skip
    tap Send code
    tap Verify
    tap Choose destination
    tap Choose ride type

    """

  @Test func theHeaderSaysTheDetentAndDetentChangesIt() async throws {
    let repl = InProcessRepl(definition: try Self.ride())
    let opened = try await repl.run(Self.walk)
    #expect(Self.lastScreen(opened.stdout).contains("sheet, medium"), "\(opened.stdout)")
    let dragged = try await repl.run(Self.walk + "detent large\n")
    #expect(Self.lastScreen(dragged.stdout).contains("sheet, large"), "\(dragged.stdout)")
  }

  @Test func aDetentTheSheetLacksIsRefusedInItsOwnWords() async throws {
    let run = try await InProcessRepl(definition: try Self.ride()).run(Self.walk + "detent 300\n")
    #expect(
      run.stderr.contains(
        "Cannot rest modal 'rideType' at detent '300': its detents are 'medium', 'large'."),
      "\(run.stderr)")
    let typo = try await InProcessRepl(definition: try Self.ride()).run("detent half\n")
    #expect(
      typo.stderr.contains(
        "'detent': 'half' is not a detent; write 'detent medium', 'detent large' or a height in"
          + " points, as in 'detent 300'."), "\(typo.stderr)")
  }

  @Test func helpListsDetent() throws {
    let verb = try #require(CommandVerb.named("detent"))
    #expect(verb.usage == "detent medium|large|N")
    #expect(try ReplCommand.parse("detent 300") == .session(.detent(.height(300))))
    #expect(try ReplCommand.parse("DETENT Large") == .session(.detent(.large)))
  }

  /// What the REPL printed after the last command it echoed.
  static func lastScreen(_ text: String) -> Substring {
    text.range(of: "\n› ", options: .backwards).map { text[$0.upperBound...] } ?? text[...]
  }
}
