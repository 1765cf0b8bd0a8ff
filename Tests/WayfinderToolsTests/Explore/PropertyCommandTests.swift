import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// What a session gives a property for `command` and `depth`, and how exploration uses it.
@Suite struct PropertyCommandTests {
  /// The base app, its Next button given the argument its screen needs.
  static let app = Fixtures.base.replacingFirst("push: next", "push: next, with: { id: 1 }")

  static func session() throws -> AppSession {
    let definition = try #require(Fixtures.load(Self.app).definition)
    var session = try AppSession.start(definition).0
    _ = session.settle()
    return session
  }

  @Test func aTapReadsAsItsButtonsOwnLabel() throws {
    let session = try Self.session()
    #expect(session.propertyText(of: .tap(.number(1))) == "tap Next")
    #expect(session.propertyText(of: .tap(.label("ne"))) == "tap Next")
    #expect(session.propertyText(of: .tap(.label("NEXT"))) == "tap Next")
    #expect(session.propertyText(of: .tap(.label("Nowhere"))) == "tap Nowhere")
    #expect(session.propertyText(of: .open("test://x")) == "open test://x")
    #expect(session.propertyText(of: .wait(.milliseconds(500))) == "wait 500ms")
    #expect(session.propertyText(of: .back) == "back")
  }

  @Test func depthCountsTheVisibleStack() throws {
    var session = try Self.session()
    #expect(session.propertyFacts["depth"] == .int(1))
    #expect(session.propertyFacts["command"] == .string(""))
    _ = try session.perform(.tap(.number(1)), settling: true)
    #expect(session.propertyFacts(command: "tap Next")["depth"] == .int(2))
    #expect(session.propertyFacts(command: "tap Next")["command"] == .string("tap Next"))
  }

  @Test func explorationFindsABreakOnlyACommandShows() throws {
    // The first property holds (Next pushes); the second breaks on the command after a tap.
    let app =
      Self.app + """
        properties:
          - { name: Next pushes, never: 'command == "tap Next" && depth <= previous.depth' }
          - { name: no back after Next, never: 'previous.command == "tap Next" && command == "back"' }

        """
    let definition = try #require(Fixtures.load(app).definition)
    let report = Explorer(definition).explore(ExplorationOptions(runs: 20, length: 30, seed: 3))
    let failure = try #require(report.failure)
    #expect(failure.broken == "no back after Next")
    #expect(failure.shrunk.map(\.text) == ["tap Next", "back"])
  }
}
