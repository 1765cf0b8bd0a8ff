import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderProperties
@testable import WayfinderTools

/// What exploration plays: by default what a user can do on the screen they see and what the
/// app's `environment:` says the world does; host commands (steps run and cancelled, facts set
/// by hand) only when asked for.
@Suite struct ExplorationInputTests {
  /// A launch with a splash and a gate, a link, a screen holding back, a full-screen cover the
  /// user cannot swipe away and a sheet they can, and two environment events, one that never
  /// can happen.
  static let app = """
    app: Inputs
    facts: { loggedIn: true, maintenance: false, flag: false }
    home: { tabs: [main, other] }
    flows:
      main:
        root: start
        screens:
          start:
            actions:
              - { label: Draft, push: draft }
              - { label: Cover, present: cover }
              - { label: Sheet, present: sheet }
          draft: { holdsBack: Save first., actions: [ { label: Save, pop: true } ] }
      other: { root: otherHome, screens: { otherHome: { title: Other } } }
    screens:
      splash: { title: Loading }
    modals:
      cover: { style: fullScreen, actions: [ { label: Close, dismiss: true } ] }
      sheet: { actions: [ { label: Close, dismiss: true } ] }
      login: { style: fullScreen, actions: [ { label: Log in, set: { loggedIn: true }, finish: true } ] }
    launch:
      - { id: splash, screen: splash, duration: 0.5s }
      - { id: login, kind: gate, after: [splash], when: "!loggedIn", modal: login }
    deepLinks:
      - { url: "inputs://draft", tab: main, path: [draft] }
    environment:
      - { name: session expires, set: { loggedIn: false }, when: loggedIn }
      - { name: flag flips, set: { flag: true }, when: maintenance }
    properties:
      - { name: links land, eventually: '!linkHeld', after: linkHeld, within: sequence }
    """

  static func definition(_ yaml: String = app) throws -> FlowDefinition {
    let loaded = Fixtures.load(yaml)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.rendered())")
    return try #require(loaded.definition)
  }

  /// Plays `count` generated commands on a fresh session from each of `seeds`, calling `check`
  /// with the session before each command and the command.
  static func play(
    _ definition: FlowDefinition, kinds: Set<InputKind>, seeds: Range<UInt64>, count: Int = 60,
    _ check: (AppSession, ExplorationStep) -> Void
  ) throws {
    let start = try #require(ExplorationCheck(definition: definition).start())
    for seed in seeds {
      var generator = ExplorationGenerator(definition, seed: seed, kinds: kinds)
      var session = start
      for _ in 0..<count {
        let step = generator.next(for: session)
        check(session, step)
        _ = try? session.perform(step.command, settling: true)
      }
    }
  }

  @Test func byDefaultNoHostCommandAndNothingTouchedInTheBackground() throws {
    var played: [InputKind: Int] = [:]
    var inBackground = 0
    for definition in [try Self.definition(), try ShippedApps.demo(), try ShippedApps.shop()] {
      try Self.play(definition, kinds: InputKind.byDefault, seeds: 0..<40) { session, step in
        played[step.command.inputKind, default: 0] += 1
        #expect(step.command.inputKind != .host, "\(step.text)")
        guard session.isInBackground else { return }
        inBackground += 1
        switch step.command {
        case .tap, .back, .pop, .root, .dismiss, .selectTab, .open:
          Issue.record("'\(step.text)' while the app is in the background")
        default: break
        }
      }
    }
    #expect(played[.user, default: 0] > 0)
    #expect(played[.world, default: 0] > 0)
    #expect(inBackground > 0, "the runs went to the background")
  }

  @Test func backSwipeAndTabsOnlyWhereTheRulesAllow() throws {
    let definition = try Self.definition()
    var seen: Set<String> = []
    try Self.play(definition, kinds: Set(InputKind.allCases), seeds: 0..<60) { session, step in
      let rules = session.rules
      switch step.command {
      case .back, .root:
        seen.insert("back")
        #expect(session.state.backRefusal(rules: rules) == nil, "back refused on \(session.state)")
      case .dismiss:
        seen.insert("dismiss")
        let top = session.state.modals.last
        #expect(top?.style == .sheet, "a swipe on \(String(describing: top?.id))")
        #expect(top?.interaction == nil || top?.interaction?.role == .dismissible)
      case .selectTab:
        seen.insert("tab")
        #expect(session.state.modals.isEmpty && !session.state.phase.isLaunching)
      default: break
      }
    }
    #expect(seen == ["back", "dismiss", "tab"])
  }

  @Test func aBackGestureBeginsWhereTheCoreLetsOneBeginAndEndsAtTheNextCommand() throws {
    var ends: Set<String> = []
    var begun = 0
    for definition in [try Self.definition(), try ShippedApps.demo(), try ShippedApps.shop()] {
      try Self.play(definition, kinds: InputKind.byDefault, seeds: 0..<40) { session, step in
        if session.state.backGesture != nil {
          #expect(step.text == "swipe done" || step.text == "swipe cancel", "\(step.text)")
          ends.insert(step.text)
        }
        guard step.text == "swipe" else { return }
        begun += 1
        #expect(!session.isInBackground)
        #expect(session.state.backGestureRefusal(rules: session.rules) == nil)
      }
    }
    #expect(begun > 0, "the default exploration begins back gestures")
    #expect(ends == ["swipe done", "swipe cancel"])
  }

  @Test func hostBringsBackCancelRunAndSet() throws {
    var verbs: Set<String> = []
    try Self.play(try Self.definition(), kinds: Set(InputKind.allCases), seeds: 0..<20) { _, step in
      if step.command.inputKind == .host {
        verbs.insert(
          String(step.text.prefix { $0 != " " }) + (step.text == "cancel all" ? " all" : ""))
      }
    }
    #expect(verbs == ["cancel", "cancel all", "run", "set"])
  }

  @Test func environmentEventsAreExploredAndReported() throws {
    let report = Explorer(try Self.definition()).explore(
      ExplorationOptions(runs: 30, length: 40, seed: 4))
    #expect(report.failure == nil, "\(report.failure?.scenarioText(app: "Inputs") ?? "")")
    #expect(report.commandsByKind[.world, default: 0] > 0)
    #expect(report.commandsByKind[.host] == nil)
    #expect(report.fired == ["session expires"])
    #expect(report.neverFired == ["flag flips"])
  }

  @Test func onlyHostCommandsBreakTheLinksLandProperty() throws {
    // Cancelling the whole launch leaves a held link held for good: no user can do that.
    let definition = try Self.definition()
    let user = Explorer(definition).explore(ExplorationOptions(runs: 60, length: 40, seed: 1))
    #expect(user.failure == nil, "\(user.failure?.scenarioText(app: "Inputs") ?? "")")
    let host = Explorer(definition).explore(
      ExplorationOptions(runs: 60, length: 40, seed: 1, inputs: Set(InputKind.allCases)))
    let failure = try #require(host.failure)
    #expect(failure.broken == "links land")
    #expect(failure.shrunk.contains { $0.command.inputKind == .host }, "\(failure.shrunk)")
  }

  @Test func aShrunkRunWithAnEventReplaysAsAScenario() throws {
    let definition = try Self.definition(
      Self.app + "\n  - { name: never signed out, never: '!loggedIn' }\n")
    let failure = try #require(
      Explorer(definition).explore(ExplorationOptions(runs: 30, length: 40, seed: 2)).failure)
    #expect(failure.broken == "never signed out")
    #expect(failure.shrunk.map(\.text) == ["event session expires"])
    let file = ScenarioFile.parse(
      path: "explore.scenario", text: failure.scenarioText(app: definition.app), for: definition)
    #expect(!file.hasErrors, "\(file.rendered())")
    let result = ScenarioRunner(definition: definition).run(try #require(file.scenarios.first))
    #expect(result.failure?.message.contains("'never signed out' broke") == true)
  }
}
