import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Scenarios run as the REPL runs scripts; failures say where and show a −/+ diff.
@Suite struct ScenarioRunnerTests {
  private func run(_ text: String, renderer: ScenarioRunner.Renderer? = nil) throws
    -> [ScenarioResult]
  {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let file = ScenarioFile.parse(path: "t.scenario", text: text, for: definition)
    try #require(file.diagnostics.isEmpty, "\(file.rendered())")
    let runner = ScenarioRunner(definition: definition, renderer: renderer)
    return file.scenarios.map(runner.run)
  }

  private func failure(_ text: String) throws -> String? {
    try run(text).first?.failure?.description
  }

  @Test func passingScenarioRecordsWhatItExercised() throws {
    let result = try #require(
      try run(
        """
        tap Continue
        tap Go to Secondary 1
        tab tab2
        open demo://tertiary
        expect path tab1 = [secondary1, tertiary]
        """
      ).first)
    #expect(result.passed)
    #expect(result.covered.contains(.action(screen: "whatsNew", label: "Continue")))
    #expect(result.covered.contains(.action(screen: "primary", label: "Go to Secondary 1")))
    #expect(result.covered.contains(.tab("tab2")))
    #expect(result.covered.contains(.deepLink("demo://tertiary")))
    #expect(result.covered.contains(.screen("splash")))
  }

  @Test func failuresNameTheLineAndDiff() throws {
    #expect(
      try failure("tap Continue\ntap 1\nexpect screen tertiary\n") == """
        t.scenario:3:1: error: scenario 't': unexpected screen
        − screen tertiary
        + screen secondary1

        """)
    #expect(
      try failure("tap Continue\ntap 1\nexpect path tab1 = [secondary1, tertiary]\n") == """
        t.scenario:3:1: error: scenario 't': unexpected path of 'tab1'
        − tab1 = [secondary1, tertiary]
        + tab1 = [secondary1]

        """)
    #expect(
      try failure("expect home\n") == """
        t.scenario:1:1: error: scenario 't': expected home, but the app is still launching
        − home
        + launching

        """)
    #expect(
      try failure("expect no modal\n") == """
        t.scenario:1:1: error: scenario 't': unexpected modal
        − no modal
        + modal whatsNew

        """)
    #expect(
      try failure("expect fact lastSeenVersion = 2.0\n") == """
        t.scenario:1:1: error: scenario 't': unexpected value of fact 'lastSeenVersion'
        − lastSeenVersion = 2.0
        + lastSeenVersion = 1.0

        """)
  }

  @Test func aFactNoStepHasSetYetIsUnset() throws {
    let loaded = FlowLoader.load(sources: [
      FlowSource(
        path: "app.yaml",
        text: """
          app: T
          version: "1.0"
          home: { tabs: [main] }
          flows:
            main: { root: home, screens: { home: { title: Home, actions: [{ label: Load, run: load }] } } }
          interactions:
            - { id: load, work: 5s, sets: { ready: true } }
          """)
    ])
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    let file = ScenarioFile.parse(
      path: "t.scenario", text: "expect fact ready unset\ntap Load\nexpect fact ready unset\n",
      for: definition)
    try #require(file.diagnostics.isEmpty, "\(file.rendered())")
    let result = try #require(file.scenarios.first.map(ScenarioRunner(definition: definition).run))
    #expect(
      result.failure?.description == """
        t.scenario:3:1: error: scenario 't': fact 'ready' is set
        − ready (not set)
        + ready = true

        """)
  }

  @Test func commandFailuresAndErrorExpectations() throws {
    #expect(
      try failure("tap 9\n") == """
        t.scenario:1:1: error: scenario 't': 'tap 9' failed: There is no action 9: choose 1 to 1.

        """)
    #expect(try run("tap 9\nexpect error There is no action 9\n").first?.passed == true)
    #expect(
      try failure("tap 9\nexpect error Cannot pop\n") == """
        t.scenario:2:1: error: scenario 't': 'tap 9' failed with another error
        − error: Cannot pop
        + error: There is no action 9: choose 1 to 1.

        """)
    #expect(
      try failure("tap 1\nexpect error There is no action\n") == """
        t.scenario:2:1: error: scenario 't': 'tap 1' was expected to fail, but it succeeded
        − error: There is no action
        + (no error)

        """)
  }

  @Test func givenFactsChangeTheLaunch() throws {
    let results = try run(
      """
      scenario: passcode
      given facts: { passcodeEnabled: true }
      expect modal passcode
      scenario: no what's new
      given facts: { lastSeenVersion: 2.0 }
      expect home
      """)
    #expect(results.map(\.passed) == [true, true])
  }

  @Test func renderIsComparedLineByLine() throws {
    let renderer: ScenarioRunner.Renderer = { session, width in
      "screen \(session.state.visibleRoute?.screen ?? "-") at \(width)   \n\n"
    }
    #expect(
      try run("expect render width 40\n\"\"\"\nscreen whatsNew at 40\n\"\"\"\n", renderer: renderer)
        .first?.passed == true)
    let result = try run(
      "expect render\n\"\"\"\nscreen primary at 64\n\"\"\"\n", renderer: renderer
    ).first
    #expect(
      result?.failure?.description == """
        t.scenario:1:1: error: scenario 't': the screen differs from the expected render
        − screen primary at 64
        + screen whatsNew at 64

        """)
  }
}
