import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderProperties

/// Random exploration: properties declared in flow files, checked after every command; the
/// first break shrunk to the shortest run that breaks it the same way, as a scenario that
/// replays it; the same seed, the same exploration.
@Suite struct ExplorationTests {
  /// Three screens in a row and a deep link to the last: the shortest way to `c` is known.
  static let chain = """
    app: Chain
    facts: { signedIn: false }
    home: { flow: main }
    flows:
      main:
        root: a
        screens:
          a: { title: A, actions: [ { label: Next, push: b }, { label: Sign in, set: { signedIn: true } } ] }
          b: { title: B, actions: [ { label: Next, push: c } ] }
          c: { title: C, actions: [ { label: Back, pop: true } ] }
    deepLinks:
      - { url: "chain://c", path: [b, c] }
    properties:
      - { name: never c signed out, never: 'screen == "c" && !signedIn' }
    """

  static func definition(_ yaml: String = chain) throws -> FlowDefinition {
    let loaded = Fixtures.load(yaml)
    return try #require(loaded.definition, "\(loaded.diagnostics)")
  }

  @Test func explorationPlaysBackAsTheUsersBack() throws {
    let definition = try Self.definition(
      """
      app: Sheet
      home: { flow: main }
      flows:
        main:
          root: a
          screens:
            a: { title: A, actions: [ { label: About, present: about } ] }
      modals:
        about: { title: About, actions: [ { label: Close, dismiss: true } ] }
      properties:
        - name: back leaves the sheet open
          never: 'command == "back" && previous.modal == "about" && modal == ""'
      """)
    let report = Explorer(definition).explore(ExplorationOptions(runs: 20, length: 30, seed: 3))
    let failure = try #require(report.failure, "back closes the sheet, as a system back does")
    #expect(failure.broken == "back leaves the sheet open")
    #expect(failure.shrunk.map(\.text) == ["tap About", "back"])
  }

  @Test func propertiesLoadWithTheirRules() throws {
    let definition = try Self.definition()
    #expect(definition.properties.map(\.name) == ["never c signed out"])
    #expect(
      definition.properties.first?.rule.description == #"never (screen == "c") && !signedIn"#)
  }

  @Test func theFirstBreakIsShrunkToTheShortestRun() throws {
    let report = Explorer(try Self.definition()).explore(
      ExplorationOptions(runs: 50, length: 40, seed: 11))
    let failure = try #require(report.failure)
    #expect(failure.broken == "never c signed out")
    // The shortest runs that reach `c` signed out: the link, or Next twice.
    #expect(
      failure.shrunk.map(\.text) == ["open chain://c"]
        || failure.shrunk.map(\.text) == ["tap Next", "tap Next"],
      "\(failure.shrunk.map(\.text))")
    #expect(failure.found.count >= failure.shrunk.count)
    #expect(failure.changes.contains(#"+ screen: "c""#), "\(failure.changes)")
  }

  @Test func theShrunkScenarioFailsWithTheSameProperty() throws {
    let definition = try Self.definition()
    let failure = try #require(
      Explorer(definition).explore(ExplorationOptions(runs: 50, length: 40, seed: 5)).failure)
    let file = ScenarioFile.parse(
      path: "explore.scenario", text: failure.scenarioText(app: definition.app), for: definition)
    #expect(!file.hasErrors, "\(file.rendered())")
    for _ in 0..<2 {
      let result = ScenarioRunner(definition: definition).run(try #require(file.scenarios.first))
      let message = try #require(result.failure?.message)
      #expect(message.contains("property 'never c signed out' broke"), "\(message)")
    }
  }

  @Test func aSeedReplaysTheSameExploration() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let options = ExplorationOptions(runs: 20, length: 40, seed: 99)
    let first = Explorer(definition).explore(options)
    let second = Explorer(definition).explore(options)
    #expect(first.commands == second.commands)
    #expect(first.refused == second.refused)
    #expect(first.coverage?.covered == second.coverage?.covered)
    #expect(first.failure == nil, "the demo keeps the engine's invariants")
    let other = Explorer(definition).explore(ExplorationOptions(runs: 20, length: 40, seed: 100))
    #expect(other.commands != first.commands || other.refused != first.refused)
  }

  @Test func theShrinkerFindsTheMinimumABruteForceFinds() throws {
    // Every run of up to two commands from the chain's command alphabet, tried exhaustively:
    // none of length one breaks the property, so a shrunk run of one command would be wrong
    // unless it is the link; one of length two does.
    let definition = try Self.definition()
    let check = ExplorationCheck(definition: definition)
    let alphabet: [SessionCommand] = [
      .tap(.label("Next")), .tap(.label("Sign in")), .back, .open("chain://c"), .wait(.seconds(1)),
    ]
    let steps = alphabet.map { ExplorationStep($0, text: ExplorationStep.line(for: $0)) }
    let singles = steps.filter { check.replay([$0]) != nil }.map(\.text)
    #expect(singles == ["open chain://c"])
    let shrunk = try #require(
      Explorer(definition).explore(ExplorationOptions(runs: 50, length: 40, seed: 3)).failure?
        .shrunk)
    #expect(shrunk.count <= 2)
    if shrunk.count == 1 { #expect(shrunk.map(\.text) == singles) }
  }

  @Test func explorationCoversTheNamedCriteria() throws {
    let yaml = Self.chain.replacingOccurrences(
      of: "{ label: Next, push: c } ]", with: "{ label: Next, push: c, when: signedIn } ]")
    let definition = try Self.definition(yaml)
    let universe = Coverage(definition)
    #expect(
      universe.items(of: .whenOutcomes).map(\.description) == [
        "'Next' on 'b' available", "'Next' on 'b' unavailable",
      ])
    #expect(
      universe.items(of: .linkPhases).map(\.description) == [
        "deep link 'chain://c' while launching", "deep link 'chain://c' while gate up",
        "deep link 'chain://c' while interaction up", "deep link 'chain://c' while home",
      ])
    let report = Explorer(definition).explore(ExplorationOptions(runs: 30, length: 30, seed: 4))
    let coverage = try #require(report.coverage)
    #expect(coverage.missing(of: .whenOutcomes).isEmpty, "\(coverage.criteriaSummary)")
    #expect(coverage.covered.contains(.linkPhase(pattern: "chain://c", phase: .home)))
    #expect(
      coverage.missing(of: .linkPhases).contains(.linkPhase(pattern: "chain://c", phase: .gate)),
      "the chain has no gate")
    #expect(coverage.criteriaSummary.hasPrefix("when-outcomes 2/2 (100%), link-phases "))
  }

  @Test func anEventuallyBoundedByTheSequenceBreaksWhenTheSequenceEnds() throws {
    // A link held behind the passcode lands on `b`, but the property wants `c` by the time
    // the launch sequence ends; a link opened at home is never held, so it cannot trigger it.
    let yaml =
      Self.chain
      .replacingOccurrences(of: "path: [b, c] }", with: "path: [b] }")
      .replacingOccurrences(
        of: "deepLinks:",
        with: """
          modals: { lock: { title: Passcode, actions: [ { label: Unlock, finish: true } ] } }
          launch:
            - { id: passcode, modal: lock }
          deepLinks:
          """
      )
      .replacingOccurrences(
        of: "  - { name: never c signed out, never: 'screen == \"c\" && !signedIn' }",
        with: """
            - { name: held links reach c, eventually: 'screen == "c"', after: linkHeld, within: sequence }
          """)
    let definition = try Self.definition(yaml)
    #expect(
      definition.properties.first?.rule.description
        == #"eventually screen == "c" after linkHeld within the sequence"#)
    let failure = try #require(
      Explorer(definition).explore(ExplorationOptions(runs: 30, length: 20, seed: 2)).failure)
    #expect(failure.broken == "held links reach c")
    #expect(failure.message.hasSuffix("did not hold after linkHeld before the sequence ended"))
    let shrunk = failure.shrunk.map(\.text)
    // The link opened, or a cold launch from it; then what a user does to end the sequence:
    // unlock, or close the passcode sheet (back at its root, or a swipe).
    #expect(shrunk.count == 2 && shrunk.first?.hasSuffix("chain://c") == true, "\(shrunk)")
    #expect(["tap Unlock", "back", "dismiss"].contains(shrunk.last), "ends the sequence")
  }

  @Test func scenarioRunsCheckTheAppsProperties() throws {
    let definition = try Self.definition()
    let file = ScenarioFile.parse(
      path: "p.scenario",
      text:
        "scenario: signed in first\ntap Sign in\ntap Next\ntap Next\nexpect screen c\n\nscenario: straight in\ntap Next\ntap Next\n",
      for: definition)
    let results = file.scenarios.map(ScenarioRunner(definition: definition).run)
    #expect(results.first?.passed == true)
    #expect(
      results.last?.failure?.message
        == #"after 'tap Next', property 'never c signed out' broke: (screen == "c") && !signedIn holds, and never may"#
    )
  }
}
