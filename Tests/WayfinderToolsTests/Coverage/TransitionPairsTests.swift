import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The `transition-pairs` criterion: an edge that brings up a screen the flow files name,
/// followed by each action of that screen.
@Suite struct TransitionPairsTests {
  static let walk = """
    app: Walk
    facts: { open: false }
    home: { tabs: [main, other] }
    flows:
      main:
        root: a
        screens:
          a: { title: A, actions: [ { label: To b, push: b }, { label: Stay, set: { open: true } } ] }
          b:
            title: B
            actions:
              - { label: Back, pop: true }
              - { label: Home, popToRoot: true }
              - { label: Tab, switchTab: other }
      other:
        root: o
        screens:
          o: { title: O, actions: [ { label: Sheet, present: s } ] }
    modals:
      s: { title: S, actions: [ { label: Close, dismiss: true } ] }
    deepLinks:
      - { url: "walk://b", tab: main, path: [b] }
    """

  static func definition(_ yaml: String = walk) throws -> FlowDefinition {
    let loaded = Fixtures.load(yaml)
    return try #require(loaded.definition, "\(loaded.diagnostics)")
  }

  @Test func edgesWhoseScreenOnlyTheRunKnowsStartNoPair() throws {
    let coverage = Coverage(try Self.definition())
    #expect(
      coverage.items(of: .transitionPairs).map(\.description) == [
        "action 'To b' on 'a', then 'Back' on 'b'", "action 'To b' on 'a', then 'Home' on 'b'",
        "action 'To b' on 'a', then 'Tab' on 'b'", "action 'Stay' on 'a', then 'To b' on 'a'",
        "action 'Stay' on 'a', then 'Stay' on 'a'", "action 'Home' on 'b', then 'To b' on 'a'",
        "action 'Home' on 'b', then 'Stay' on 'a'", "action 'Sheet' on 'o', then 'Close' on 's'",
        "deep link 'walk://b', then 'Back' on 'b'", "deep link 'walk://b', then 'Home' on 'b'",
        "deep link 'walk://b', then 'Tab' on 'b'",
      ])
    #expect(coverage.unreachable(of: .transitionPairs).isEmpty)
  }

  @Test func aPairIsTheNextEdgeWithNothingMovingTheScreenBetween() throws {
    let definition = try Self.definition()
    let file = ScenarioFile.parse(
      path: "walk.scenario",
      text: """
        scenario: Walk
        tap To b
        set open true
        tap Home
        tap Stay
        tap Stay
        tap To b
        back
        tap To b
        tab other
        tab main
        tap Back
        open walk://b
        tap Tab
        expect screen o
        """, for: definition)
    let result = ScenarioRunner(definition: definition).run(try #require(file.scenarios.first))
    #expect(result.passed, "\(String(describing: result.failure))")
    var coverage = Coverage(definition)
    coverage.formUnion(result.covered)
    #expect(
      Set(result.covered.filter { $0.criterion == .transitionPairs }.map(\.description)) == [
        "action 'To b' on 'a', then 'Home' on 'b'", "action 'Home' on 'b', then 'Stay' on 'a'",
        "action 'Stay' on 'a', then 'Stay' on 'a'", "action 'Stay' on 'a', then 'To b' on 'a'",
        "deep link 'walk://b', then 'Tab' on 'b'",
      ])
    #expect(coverage.summary(of: .transitionPairs) == "transition-pairs 5/11 (45.4%)")
  }

  @Test func aLinkHeldUntilALaunchModalEndsBringsItsScreenUp() throws {
    let yaml = Self.walk.replacing(
      "deepLinks:", with: "launch:\n  - { id: hello, modal: s }\ndeepLinks:")
    let definition = try Self.definition(yaml)
    let file = ScenarioFile.parse(
      path: "walk.scenario",
      text: "scenario: Held\nopen walk://b\ntap Close\nexpect screen b\ntap Home\n",
      for: definition)
    let result = ScenarioRunner(definition: definition).run(try #require(file.scenarios.first))
    #expect(result.passed, "\(String(describing: result.failure))")
    #expect(
      result.covered.contains(
        .transitionPair(into: .deepLink("walk://b"), then: .action(screen: "b", label: "Home"))))
  }

  @Test func theUniverseGrowsWithTheActionsNotTheirSquare() throws {
    let loaded = FlowLoader.load(
      sources: [FlowSource(path: "synthetic.yaml", text: SyntheticApp.yaml(screens: 1_000))])
    let definition = try #require(loaded.definition)
    // 20 flows of 50 screens: 49 screens with four edges of a known screen of five actions,
    // a root with three, and the deep link: 20 × (49 × 20 + 15) + 5.
    let coverage = Coverage(definition)
    #expect(coverage.total(of: .transitionPairs) == 19_905)
    #expect(coverage.items(of: .transitionPairs).count == 19_905)
  }
}
