import Foundation
import Testing
import Wayfinder
@testable import WayfinderTools
import WayfinderFixtures
@testable import WayfinderFlowFiles

/// Actions with `when:`: unavailable ones keep their number and are refused, saying which
/// condition failed; path generation does not try them.
@Suite struct ConditionalActionTests {
  private static let app = """
    app: Bank
    version: "1.0"
    facts: { loggedIn: false, faceID: false, count: 0 }
    home: { flow: main }
    flows:
      main:
        root: home
        screens:
          home:
            title: Home
            actions:
              - { label: Log in, set: { loggedIn: true } }
              - { label: Disable Face ID, when: "loggedIn && faceID", set: { faceID: false } }
              - { label: Log out, when: loggedIn, set: { loggedIn: false } }
              - { label: Enable Face ID, when: "loggedIn && !faceID", set: { faceID: true } }

    """

  private func session() throws -> AppSession {
    let result = Fixtures.load(Self.app)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    var (session, _) = try AppSession.start(try #require(result.definition))
    _ = session.settle()
    return session
  }

  @Test func loadsTheCondition() throws {
    let definition = try #require(Fixtures.load(Self.app).definition)
    #expect(definition.screen("home")?.actions[2].condition == .fact("loggedIn"))
    #expect(definition.screen("home")?.actions[0].condition == nil)
  }

  @Test func anUnavailableActionKeepsItsNumberAndSaysWhy() throws {
    var session = try session()
    #expect(session.visibleActions.map(session.isAvailable) == [true, false, false, false])
    #expect(throws: SessionError.actionUnavailable(label: "Log out", condition: "loggedIn")) {
      try session.perform(.tap(.number(3)), settling: false)
    }
    // Of `a && b`, the part that fails is named.
    _ = try session.perform(.tap(.label("Log in")), settling: false)
    #expect(throws: SessionError.actionUnavailable(label: "Disable Face ID", condition: "faceID")) {
      try session.perform(.tap(.label("Disable")), settling: false)
    }
    #expect(
      SessionError.actionUnavailable(label: "Log out", condition: "loggedIn").description
        == "'Log out' is unavailable: it needs loggedIn.")
    _ = try session.perform(.tap(.number(4)), settling: false)
    _ = try session.perform(.tap(.number(2)), settling: false)
    #expect(session.facts["faceID"] == .bool(false))
    _ = try session.perform(.tap(.number(3)), settling: false)
    #expect(session.facts["loggedIn"] == .bool(false))
  }

  @Test func mistakesInTheConditionArePositionedWithASuggestion() throws {
    let yaml = Self.app.replacingOccurrences(of: "when: loggedIn,", with: "when: logedIn,")
    let diagnostic = try #require(Fixtures.load(yaml).diagnostics.first)
    #expect(diagnostic.description == "test.yaml:14:37: error: unknown fact 'logedIn' in condition")
    #expect(diagnostic.suggestionText == "Did you mean 'loggedIn'?")
    let notBool = Self.app.replacingOccurrences(of: "when: loggedIn,", with: "when: count,")
    #expect(Fixtures.load(notBool).hasErrors, "a condition must be a bool")
  }

  @Test func generatedPathsTakeEveryConditionalEdge() throws {
    let definition = try #require(Fixtures.load(Self.app).definition)
    let paths = PathGenerator(definition: definition).generate()
    var coverage = Coverage(definition)
    coverage.formUnion(paths.covered)
    #expect(coverage.missing.isEmpty, "\(coverage.missing)")
  }
}
