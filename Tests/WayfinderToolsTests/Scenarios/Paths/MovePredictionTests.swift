import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderTesting

/// Path generation skips performing a move whose outcome it predicts (see `MoveTable`). Every
/// prediction is checked here against the move really performed: a breadth-first search over
/// the sessions path generation explores, performing every move, compares each predicted key
/// with the key of the session the move leads to, and checks that a move said never to fail
/// does not.
@Suite struct MovePredictionTests {
  /// What one search checked.
  struct Report: Sendable {
    /// How many predictions were compared, by the kind of move.
    var checked: [String: Int] = [:]
    var mismatches: [String] = []
  }

  /// Searches `definition` from its launch and its launch variants, as path generation does,
  /// up to `maximumStates` states.
  static func check(_ definition: FlowDefinition, maximumStates: Int = 3_000) -> Report {
    var report = Report()
    let table = MoveTable(definition)
    let awaited = ExplorationKey.awaitedSteps(of: definition)
    var queue: [AppSession] = []
    var visited: Set<ExplorationKey> = []
    for facts in [Facts()] + table.launchVariants(of: definition) {
      var initial = definition.initialFacts
      initial.merge(facts)
      guard var session = try? AppSession.start(definition, facts: initial).0 else { continue }
      _ = session.settle()
      if visited.insert(ExplorationKey(session, awaited: awaited)).inserted {
        queue.append(session)
      }
    }
    var head = 0
    while head < queue.count {
      let session = queue[head]
      head += 1
      let view = MoveTable.View(session)
      for move in table.moves(for: view) {
        let predicted = table.predictedKey(after: move, from: session, view: view)
        var next = session
        var performed: ExplorationKey?
        var transitions = 0
        if let output = try? next.perform(move.command, settling: true) {
          transitions = output.transitions.count
          performed = ExplorationKey(next, awaited: awaited)
        }
        if let predicted {
          report.checked[kind(of: move, in: session), default: 0] += 1
          if predicted != performed {
            report.mismatches.append(
              "\(definition.app): '\(move.text)' on \(session.state.topRoute?.screen ?? "-") "
                + "was predicted to reach \(predicted), but reached "
                + (performed.map { "\($0)" } ?? "nothing (it was refused)"))
          } else if move.cannotFail, transitions != 1 {
            // Recorded unperformed, it is taken to show only the screen it lands on.
            report.mismatches.append(
              "\(definition.app): '\(move.text)' made \(transitions) transitions, not one")
          }
        }
        if let performed, visited.count < maximumStates, visited.insert(performed).inserted {
          queue.append(next)
        }
      }
    }
    return report
  }

  /// The kind of a move, to show that every kind of prediction was put to the test.
  static func kind(of move: MoveTable.Move, in session: AppSession) -> String {
    switch move.command {
    case .selectTab(let tab):
      return tab == session.state.home.selectedTab.rawValue ? "reselect tab" : "select tab"
    case .open: return "open"
    default:
      switch move.action?.effect {
      case .push: return "push"
      case .popTo: return "popTo"
      case .popToRoot: return "popToRoot"
      case .switchTab: return "switchTab"
      default: return "other"
      }
    }
  }

  static func load(_ text: String) throws -> FlowDefinition {
    let result = Fixtures.load(text)
    return try #require(result.definition, "\(result.rendered())")
  }

  @Test(arguments: ["demo", "shop"])
  func shippedAppsPredictWhatTheyDo(_ name: String) throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/\(name)")).definition)
    let report = Self.check(definition)
    #expect(report.mismatches == [])
    for kind in ["push", "reselect tab", "select tab", "open"] {
      #expect(report.checked[kind, default: 0] > 0, "no '\(kind)' was predicted in \(name)")
    }
  }

  @Test func generatedAppsPredictWhatTheyDo() throws {
    let apps = [
      SyntheticApp.yaml(screens: 60, flows: 4), SyntheticApp.yaml(screens: 12, flows: 1),
      SyntheticApp.popToChain(screens: 8), SyntheticApp.independentModals(3),
    ]
    var checked: [String: Int] = [:]
    for text in apps {
      let report = Self.check(try Self.load(text))
      #expect(report.mismatches == [])
      checked.merge(report.checked, uniquingKeysWith: +)
    }
    for kind in ["push", "popTo", "popToRoot", "switchTab", "reselect tab", "select tab", "open"] {
      #expect(checked[kind, default: 0] > 0, "no '\(kind)' was predicted")
    }
  }

  @Test func randomAppsPredictWhatTheyDo() async {
    var checked: [String: Int] = [:]
    var valid = 0
    for seed in UInt64(1)...120 {
      let report = await offThePool { () -> Report? in
        Fixtures.load(RandomApp.yaml(seed: seed)).definition.map { Self.check($0) }
      }
      guard let report else { continue }
      valid += 1
      #expect(report.mismatches == [], "seed \(seed):\n\(RandomApp.yaml(seed: seed))")
      checked.merge(report.checked, uniquingKeysWith: +)
    }
    #expect(valid >= 60, "only \(valid) of 120 random apps were valid")
    for kind in ["push", "popTo", "popToRoot", "switchTab", "reselect tab", "select tab", "open"] {
      #expect(checked[kind, default: 0] > 0, "no '\(kind)' was predicted")
    }
  }

  /// A URL made for one deep link can match an earlier pattern first; the prediction follows the
  /// core's router, which takes the first match.
  @Test func aDeepLinkLandsWhereTheFirstMatchingPatternSends() throws {
    let definition = try Self.load(
      """
      app: Overlap
      version: "1.0"
      home: { tabs: [one, two] }
      flows:
        one:
          root: a
          screens:
            a: { title: A, actions: [ { label: B, push: b } ] }
            b: { title: B }
        two:
          root: c
          screens:
            c: { title: C, actions: [ { label: D, push: d } ] }
            d: { title: D }
      deepLinks:
        - { url: "o://x/{text}", tab: two, path: [d] }
        - { url: "o://x/{n:int}", tab: one, path: [b] }
      """)
    let table = MoveTable(definition)
    var session = try AppSession.start(definition).0
    _ = session.settle()
    let view = MoveTable.View(session)
    let move = try #require(table.moves(for: view).first { $0.deepLink == 1 })
    #expect(move.text == "open o://x/1")
    let predicted = try #require(table.predictedKey(after: move, from: session, view: view))
    #expect(predicted.screen == "d")
    #expect(predicted.context == ["two"])
    #expect(Self.check(definition).mismatches == [])
  }
}
