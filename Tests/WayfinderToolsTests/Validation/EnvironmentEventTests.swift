import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// `environment:`: what the world does to the app, loaded into typed events, every mistake
/// reported where it is, and fired by `event NAME` in a session.
@Suite struct EnvironmentEventTests {
  /// An app with two facts and a gate on one, then `extra` from line 10.
  static func app(_ extra: String) -> String {
    """
    app: World
    facts: { loggedIn: true, plan: free }
    home: { flow: main }
    flows:
      main: { root: start, screens: { start: { actions: [ { label: Help, present: help } ] } } }
    modals:
      help: { actions: [ { label: Close, dismiss: true } ] }
      login: { style: fullScreen, actions: [ { label: Log in, set: { loggedIn: true }, finish: true } ] }
    launch: [ { id: login, kind: gate, when: "!loggedIn", modal: login } ]

    """ + extra
  }

  @Test func eventsLoadTyped() throws {
    let result = Fixtures.load(
      Self.app(
        """
        environment:
          - { name: session expires, set: { loggedIn: false }, when: loggedIn }
          - { name: plan upgraded, set: { plan: pro } }
        """))
    #expect(result.diagnostics.isEmpty, "\(result.rendered())")
    let definition = try #require(result.definition)
    #expect(definition.environment.map(\.name) == ["session expires", "plan upgraded"])
    let expires = try #require(definition.environmentEvent("session expires"))
    #expect(expires.facts == ["loggedIn": .bool(false)])
    #expect(expires.canHappen(facts: ["loggedIn": .bool(true)], version: definition.version))
    #expect(!expires.canHappen(facts: ["loggedIn": .bool(false)], version: definition.version))
    #expect(definition.environmentEvent("plan upgraded")?.condition == nil)
    #expect(expires.location.line == 11)
  }

  @Test func mistakesAreReportedWhereTheyAre() {
    let lines = Fixtures.lines(
      Self.app(
        """
        environment:
          - { name: session expires, set: { logedIn: false } }
          - { name: wrong type, set: { loggedIn: 3 } }
          - { name: bad condition, set: { plan: pro }, when: "loggedIn &&" }
          - { name: unknown in condition, set: { plan: pro }, when: "paid" }
          - { name: session expires, set: { plan: pro } }
          - { name: no facts }
          - { name: extra, set: { plan: pro }, run: [login] }
        """))
    #expect(
      lines == [
        "test.yaml:11:37: error: unknown fact 'logedIn'",
        "test.yaml:12:42: error: fact 'loggedIn' is bool, but this sets it to an integer 3",
        "test.yaml:13:66: error: expected a value in condition, found the end",
        "test.yaml:14:62: error: unknown fact 'paid' in condition",
        "test.yaml:15:13: error: duplicate environment event 'session expires'; the first is at "
          + "test.yaml:11:13",
        "test.yaml:16:5: error: missing 'set' in an environment event",
        "test.yaml:17:40: error: unknown key 'run' in an environment event",
      ], "\(lines)")
  }

  @Test func eventFiresInASessionWhenItCanHappen() throws {
    let definition = try #require(
      Fixtures.load(
        Self.app(
          "environment: [ { name: session expires, set: { loggedIn: false }, when: loggedIn } ]\n")
      ).definition)
    var session = try AppSession.start(definition).0
    _ = session.settle()
    #expect(throws: SessionError.unknownEvent("session expired", known: ["session expires"])) {
      try session.perform(.event("session expired"), settling: true)
    }
    #expect(
      SessionError.unknownEvent("session expired", known: ["session expires"]).description
        == "The app declares no environment event 'session expired'. Did you mean 'session expires'?"
    )
    let output = try session.perform(.event("session expires"), settling: true)
    #expect(session.facts["loggedIn"] == .bool(false))
    #expect(
      output.notices.contains(
        .factSet(name: "loggedIn", value: .bool(false), previous: .bool(true))))
    #expect(
      session.traceInput(for: .event("session expires")) == .setFacts(["loggedIn": .bool(false)]))
    #expect(throws: SessionError.eventCannotHappen("session expires", condition: "loggedIn")) {
      try session.perform(.event("session expires"), settling: true)
    }
    #expect(
      SessionError.eventCannotHappen("session expires", condition: "loggedIn").description
        == "'session expires' cannot happen now: it needs loggedIn.")
  }

  @Test func scenariosFireEventsAndCheckTheirNames() throws {
    let definition = try #require(
      Fixtures.load(
        Self.app(
          "environment: [ { name: session expires, set: { loggedIn: false }, when: loggedIn } ]\n")
      ).definition)
    let file = ScenarioFile.parse(
      path: "world.scenario",
      text: "event session expires\nrelaunch\nexpect modal login\nexpect fact loggedIn = false\n",
      for: definition)
    #expect(!file.hasErrors, "\(file.rendered())")
    let result = ScenarioRunner(definition: definition).run(try #require(file.scenarios.first))
    #expect(result.failure == nil, "\(String(describing: result.failure))")
    let wrong = ScenarioFile.parse(
      path: "world.scenario", text: "event session expired\n", for: definition)
    #expect(wrong.rendered().contains("unknown environment event 'session expired'"))
    #expect(wrong.rendered().contains("Did you mean 'session expires'?"))
  }
}
