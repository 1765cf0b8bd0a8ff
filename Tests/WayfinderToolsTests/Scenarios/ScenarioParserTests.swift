import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Scenario files are read like flow files: every problem positioned, quoted and worded exactly.
@Suite struct ScenarioParserTests {
  private func demo() throws -> FlowDefinition {
    try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
  }

  private func errors(_ text: String) throws -> [String] {
    ScenarioFile.parse(path: "t.scenario", text: text, for: try demo()).diagnostics.map(
      \.description)
  }

  @Test func readsScenariosFactsCommandsAndExpectations() throws {
    let file = ScenarioFile.parse(
      path: "x/launch.scenario",
      text: """
        # comment
        scenario: First
        given facts: { passcodeEnabled: true, lastSeenVersion: "2.0" }
        tap Unlock
        expect screen primary
        expect path tab1 = [secondary1, item(id: 42)]
        expect fact lastSeenVersion = 2.0

        scenario: Second
        tap 9
        expect error There is no action 9
        expect render width 30
          \"\"\"
          +--+
          | a |
          \"\"\"
        """, for: try demo())
    #expect(file.diagnostics.isEmpty)
    #expect(file.scenarios.map(\.name) == ["First", "Second"])
    let first = try #require(file.scenarios.first)
    #expect(first.facts["passcodeEnabled"] == .bool(true))
    #expect(first.facts["lastSeenVersion"] == .version(AppVersion([2, 0])))
    #expect(
      first.steps.map(\.kind) == [
        .command(.tap(.label("Unlock")), text: "tap Unlock"),
        .expectation(.screen(ExpectedRoute("primary"))),
        .expectation(
          .path(
            owner: "tab1",
            routes: [
              ExpectedRoute("secondary1"), ExpectedRoute("item", arguments: ["id": .int(42)]),
            ]
          )),
        .expectation(.fact(name: "lastSeenVersion", value: .version(AppVersion([2, 0])))),
      ])
    #expect(first.steps[1].location.description == "x/launch.scenario:5:1")
    #expect(
      file.scenarios[1].steps.last?.kind
        == .expectation(.render(width: 30, lines: ["+--+", "| a |"])))
  }

  @Test func linesMayEndWithACommentButRenderBlocksAreTakenWhole() throws {
    let file = ScenarioFile.parse(
      path: "t.scenario",
      text: """
        scenario: Commented   # the name ends before this
        given facts: { passcodeEnabled: true }   # passcode first
        expect modal passcode            # a launch modal is named after its step
        open demo://item/42#top          # a '#' inside a word is text
        tap Unlock	# a tab before it will do
        expect screen item(id: 42)   #
        tap 9 # too far
        expect error There is no action 9   # and the message may go on
        expect render width 30   # narrow
        \"\"\"
        | # not a comment |
        \"\"\"
        """, for: try demo())
    #expect(file.diagnostics.map(\.description) == [])
    let scenario = try #require(file.scenarios.first)
    #expect(scenario.name == "Commented")
    #expect(scenario.facts["passcodeEnabled"] == .bool(true))
    #expect(
      scenario.steps.map(\.kind) == [
        .expectation(.modal("passcode")),
        .command(.open("demo://item/42#top"), text: "open demo://item/42#top"),
        .command(.tap(.label("Unlock")), text: "tap Unlock"),
        .expectation(.screen(ExpectedRoute("item", arguments: ["id": .int(42)]))),
        .command(.tap(.number(9)), text: "tap 9"),
        .expectation(.error("There is no action 9")),
        .expectation(.render(width: 30, lines: ["| # not a comment |"])),
      ])
  }

  @Test func aFileWithoutScenarioLinesIsOneScenarioNamedAfterIt() throws {
    let file = ScenarioFile.parse(
      path: "dir/walk.scenario", text: "tap 1\nexpect home\n", for: try demo())
    #expect(file.scenarios.map(\.name) == ["walk"])
    #expect(file.scenarios.first?.steps.count == 2)
  }

  @Test func problemsArePositionedAndWordedExactly() throws {
    #expect(
      try errors(
        """
        scenario: Typos
        tpa 1
        expect scren primary
        expect screen tertairy
        expect modal pascode
        expect tab tab3
        expect fact pascodeEnabled = true
        expect fact passcodeEnabled = maybe
        expect fact pascodeEnabled unset
        expect path tab9 = [primary]
        expect path tab1 secondary1
        facts
        expect home now
        scenario:
        """) == [
          "t.scenario:2:1: error: Unknown command 'tpa'. Did you mean 'tap'?",
          "t.scenario:3:8: error: unknown expectation 'scren'; expect screen, path, modal, no modal, tab, fact, step, home, launching, windows, window, error or render",
          "t.scenario:4:15: error: unknown screen 'tertairy'",
          "t.scenario:5:14: error: unknown modal 'pascode'",
          "t.scenario:6:12: error: unknown tab 'tab3'",
          "t.scenario:7:13: error: unknown fact 'pascodeEnabled'",
          "t.scenario:8:31: error: fact 'passcodeEnabled' is a bool; 'maybe' is not",
          "t.scenario:9:13: error: unknown fact 'pascodeEnabled'",
          "t.scenario:10:13: error: 'tab9' is neither a tab nor a modal",
          "t.scenario:11:1: error: write a path as 'expect path TAB = [screen, screen]'",
          "t.scenario:12:1: error: 'facts' only prints in the REPL; a scenario checks with 'expect'",
          "t.scenario:13:13: error: 'expect home' takes nothing more, but got 'now'",
          "t.scenario:14:1: error: 'scenario:' needs a name",
        ])
  }

  @Test func suggestionsAndQuotedLinesRenderLikeFlowDiagnostics() throws {
    let file = ScenarioFile.parse(
      path: "t.scenario", text: "expect screen tertairy\n", for: try demo())
    #expect(
      file.rendered() == """
        t.scenario:1:15: error: unknown screen 'tertairy'
        expect screen tertairy
                      ^
        Did you mean 'tertiary'?

        """)
    #expect(file.scenarios.isEmpty)
  }

  @Test func errorExpectationsAndRenderBlocksAreChecked() throws {
    #expect(
      try errors("expect error boom\n") == [
        "t.scenario:1:1: error: 'expect error' must directly follow the command that fails"
      ])
    #expect(
      try errors("tap 1\nexpect error\n") == [
        "t.scenario:2:1: error: 'expect error' needs the message, or its start, as in 'expect error There is no action 9'"
      ])
    #expect(
      try errors("tap 1\ngiven facts: { updateRequired: true }\n") == [
        "t.scenario:2:1: error: 'given facts:' must come before the scenario's first command"
      ])
    #expect(
      try errors("expect render\ntap 1\n") == [
        "t.scenario:2:1: error: 'expect render' must be followed by the screen between two lines of three quotes (\"\"\")"
      ])
    #expect(
      try errors("expect render\n\"\"\"\n| a |\n") == [
        "t.scenario:2:1: error: this block of three quotes is never closed"
      ])
    #expect(
      try errors("expect render width 9\n") == [
        "t.scenario:1:15: error: render width '9' is not a number from 24 to 400"
      ])
  }

  @Test func launchModalsAreNamedByTheirStep() throws {
    let shop = try #require(FlowLoader.load(path: Fixtures.path("Flows/shop")).definition)
    let file = ScenarioFile.parse(
      path: "s.scenario", text: "expect modal cookieConsent\n", for: shop)
    #expect(file.diagnostics.isEmpty)
  }
}
