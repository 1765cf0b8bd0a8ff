import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The `step-pairs` criterion: every order of two launch steps one launch sequence can show,
/// less those the launch's rules rule out, each with its reason.
@Suite struct StepPairsTests {
  /// A splash, work after it, a gate after it, a modal asked first, and one after the work.
  static let steps = """
    app: Steps
    facts: { ready: false }
    home: { flow: main }
    flows:
      main: { root: a, screens: { a: { title: A } } }
    screens:
      splash: { title: Splash }
    modals:
      ask: { title: Ask, actions: [ { label: OK, finish: true } ] }
      hold: { style: fullScreen, title: Hold }
      tell: { title: Tell, actions: [ { label: OK, finish: true } ] }
    launch:
      - { id: splash, screen: splash, duration: 0.5s }
      - { id: load, after: [splash], work: 1s }
      - { id: hold, kind: gate, after: [splash], when: "!ready", modal: hold }
      - { id: ask, modal: ask, priority: 10 }
      - { id: tell, after: [load], modal: tell }
    """

  static func definition(_ yaml: String = steps) throws -> FlowDefinition {
    let loaded = Fixtures.load(yaml)
    return try #require(loaded.definition, "\(loaded.diagnostics)")
  }

  @Test func theUniverseListsEachImpossibleOrderWithItsReason() throws {
    let coverage = Coverage(try Self.definition())
    #expect(
      coverage.items(of: .stepPairs).map(\.description) == [
        "step 'splash' then 'load'", "step 'splash' then 'hold'", "step 'splash' then 'ask'",
        "step 'splash' then 'tell'", "step 'load' then 'hold'", "step 'load' then 'ask'",
        "step 'load' then 'tell'", "step 'hold' then 'ask'", "step 'hold' then 'tell'",
        "step 'ask' then 'load'", "step 'ask' then 'hold'", "step 'ask' then 'tell'",
      ])
    #expect(
      coverage.unreachable(of: .stepPairs).map(\.description) == [
        "step 'load' then 'splash': 'load' comes after 'splash'",
        "step 'hold' then 'splash': 'hold' comes after 'splash'",
        "step 'hold' then 'load': 'hold' comes after every step 'load' comes after, and 'load' "
          + "(background) starts the moment those have ended, before any gate takes its turn",
        "step 'ask' then 'splash': 'splash' (splash) comes after no step: it starts with the "
          + "sequence, before any modal takes its turn",
        "step 'tell' then 'splash': 'tell' comes after 'splash', through 'load'",
        "step 'tell' then 'load': 'tell' comes after 'load'",
        "step 'tell' then 'hold': 'hold' is ready whenever 'tell' is, takes its turn first "
          + "(same priority, declared first) and may cover every modal 'tell' may",
        "step 'tell' then 'ask': 'ask' is ready whenever 'tell' is, takes its turn first "
          + "(priority 10 over 0) and may cover every modal 'tell' may",
      ])
    #expect(coverage.summary(of: .stepPairs) == "step-pairs 0/12 (0%, 8 unreachable)")
  }

  @Test func aModalThatMayNotCoverWhatAGateMayIsNotRuledOut() throws {
    // 'ask' goes first, but may not present over the app's own modals, where the gate may: on
    // foreground over a sheet the gate presents first.
    let pairs = Coverage(try Self.definition()).items(of: .stepPairs)
    #expect(pairs.contains(.stepPair(first: "hold", then: "ask")))
  }

  @Test func theLaunchPlaysTheOrdersItCan() throws {
    let definition = try Self.definition()
    let file = ScenarioFile.parse(
      path: "steps.scenario",
      text: """
        scenario: Asked first, then held, then told
        expect modal ask
        tap OK
        expect modal hold
        set ready true
        expect modal tell
        tap OK
        expect home
        """, for: definition)
    let result = ScenarioRunner(definition: definition).run(try #require(file.scenarios.first))
    #expect(result.passed, "\(String(describing: result.failure))")
    let pairs = result.covered.filter { $0.criterion == .stepPairs }
    #expect(
      Set(pairs.map(\.description)) == [
        "step 'splash' then 'load'", "step 'splash' then 'hold'", "step 'splash' then 'ask'",
        "step 'splash' then 'tell'", "step 'load' then 'hold'", "step 'load' then 'tell'",
        "step 'hold' then 'tell'", "step 'ask' then 'load'", "step 'ask' then 'hold'",
        "step 'ask' then 'tell'",
      ])
  }

  @Test func aStepCancelledByHandTakesTheRunOutOfTheDeclaredOrder() throws {
    let definition = try Self.definition()
    // Cancelling 'load' before it starts lets 'tell' present before the gate: an order the
    // declared launch never shows, so nothing of that run counts.
    let file = ScenarioFile.parse(
      path: "steps.scenario",
      text: """
        scenario: Told before held
        expect modal ask
        cancel load
        tap OK
        expect modal tell
        tap OK
        expect modal hold
        """, for: definition)
    let result = ScenarioRunner(definition: definition).run(try #require(file.scenarios.first))
    #expect(result.passed, "\(String(describing: result.failure))")
    let pairs = result.covered.filter { $0.criterion == .stepPairs }
    #expect(Set(pairs.map(\.description)) == ["step 'splash' then 'ask'"])
    #expect(!result.covered.contains(.stepPair(first: "tell", then: "hold")))
  }

  @Test func exploringNeverCoversAnOrderRuledOut() throws {
    let apps = [
      ("steps", try Self.definition()),
      ("demo", try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)),
      ("shop", try #require(FlowLoader.load(path: Fixtures.path("Flows/shop")).definition)),
    ]
    for (app, definition) in apps {
      let report = Explorer(definition).explore(ExplorationOptions(runs: 80, length: 30, seed: 9))
      let coverage = try #require(report.coverage)
      let ruledOut = Set(coverage.unreachable(of: .stepPairs).map(\.item))
      #expect(ruledOut.isDisjoint(with: coverage.covered), "\(app)")
      #expect(coverage.coveredCount(of: .stepPairs) > 0, "\(app)")
    }
  }

  @Test func aLaunchTooLongForPairsIsNotCounted() throws {
    let steps = (0...StepPairs.maximumSteps).map { "  - { id: s\($0), work: 1s }" }
    let yaml = """
      app: Long
      home: { flow: main }
      flows:
        main: { root: a, screens: { a: { title: A } } }
      launch:
      \(steps.joined(separator: "\n"))
      """
    let coverage = Coverage(try Self.definition(yaml))
    #expect(
      coverage.summary(of: .stepPairs)
        == "step-pairs not counted: the launch has 257 steps; pairs are counted up to 256")
    #expect(coverage.items(of: .stepPairs).isEmpty)
    #expect(
      coverage.shortfalls([.stepPairs: 50])
        == ["step-pairs is not counted, so it cannot meet the minimum of 50%"])
  }
}
