import Foundation
import Testing
import Wayfinder
@testable import WayfinderTools
import WayfinderFixtures
@testable import WayfinderFlowFiles

/// `version`, the app's own version, as the value of a version fact wherever one is set.
@Suite struct AppVersionValueTests {
  private static let app = """
    app: Test
    version: "3.1"
    facts: { seen: "1.0", region: eu }
    home: { flow: main }
    flows:
      main:
        root: home
        screens:
          home:
            title: Home
            actions:
              - { label: Seen, set: { seen: version } }
              - { label: Noted, set: { noted: version } }
    launch:
      - { id: news, when: "seen < version", modal: news, sets: { seen: version } }
    modals:
      news: { title: News, actions: [ { label: OK, finish: true } ] }

    """

  @Test func setsAndStepSetsTakeTheAppsVersion() throws {
    let result = Fixtures.load(Self.app)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let definition = try #require(result.definition)
    let version = FactValue.version(AppVersion([3, 1]))
    #expect(definition.step("news")?.sets["seen"] == version)
    #expect(definition.screen("home")?.actions[0].sets["seen"] == version)
    // A fact first set to `version` is a version fact.
    #expect(definition.fact("noted")?.type == .version)
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    _ = try session.perform(.tap(.label("OK")), settling: false)
    #expect(session.facts["seen"] == version)
  }

  @Test func theReplAndScenariosAcceptVersionForAVersionFact() throws {
    let definition = try #require(Fixtures.load(Self.app).definition)
    var (session, _) = try AppSession.start(definition)
    _ = try session.perform(.set(fact: "seen", value: "version"), settling: false)
    #expect(session.facts["seen"] == .version(AppVersion([3, 1])))
    #expect(definition.factValue("version", as: .string) == .string("version"))
    let scenario = ScenarioFile.parse(
      path: "v.scenario", text: "given facts: { seen: version }\nset seen version\n",
      for: definition)
    #expect(scenario.diagnostics.isEmpty, "\(scenario.diagnostics)")
  }

  @Test func aMisspeltVersionIsPositionedWithASuggestion() throws {
    let yaml = Self.app.replacingOccurrences(of: "{ seen: version } }", with: "{ seen: verison } }")
    let diagnostic = try #require(Fixtures.load(yaml).diagnostics.first)
    #expect(
      diagnostic.description
        == "test.yaml:12:41: error: fact 'seen' is version, but this sets it to a string 'verison'")
    #expect(diagnostic.suggestionText == "Did you mean 'version'?")
  }
}
