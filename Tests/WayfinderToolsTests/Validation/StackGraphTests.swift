import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

@Suite struct StackGraphTests {
  @Test func dominatorsOfADiamond() {
    // 0 → 1 → {2, 3} → 4
    let dominators = Dominators(successors: [[1], [2, 3], [4], [4], []])
    #expect(dominators.dominates(1, 4))
    #expect(!dominators.dominates(2, 4))
    #expect(dominators.dominates(2, 2))
    #expect(dominators.isReachable(4))
    let cut = Dominators(successors: [[1], [], [1]])
    #expect(!cut.isReachable(2))
  }

  @Test func dominatorsOfADeepChainDoNotRecurse() {
    let count = 200_000
    let chain = (0..<count).map { $0 + 1 < count ? [$0 + 1] : [] }
    let dominators = Dominators(successors: chain)
    #expect(dominators.dominates(1, count - 1))
  }

  func app(_ screens: String, deepLinks: String = "") -> [String] {
    let indented = screens.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    let yaml = """
      app: T
      home: { tabs: [main] }
      flows:
        main:
          root: a
          screens:
      \(indented)
      \(deepLinks)
      """
    return Fixtures.load(yaml).diagnostics.filter { $0.severity == .error }.map(\.message)
  }

  @Test func popToAlongEveryPathIsAccepted() {
    #expect(
      app(
        """
            a: { actions: [ { label: B, push: b }, { label: C, push: c } ] }
            b: { actions: [ { label: D, push: d } ] }
            c: { actions: [ { label: D, push: d } ] }
            d: { actions: [ { label: Home, popTo: a } ] }
        """) == [])
  }

  @Test func popToMissingOnOnePathIsRejected() {
    #expect(
      app(
        """
            a: { actions: [ { label: B, push: b }, { label: C, push: c } ] }
            b: { actions: [ { label: D, push: d } ] }
            c: { actions: [ { label: D, push: d } ] }
            d: { actions: [ { label: Back, popTo: b } ] }
        """) == [
          "'popTo: b' on screen 'd': 'b' is not on the stack on every way there (for example a → c → d)"
        ])
  }

  @Test func deepLinksAreWaysThere() {
    #expect(
      app(
        """
            a: { actions: [ { label: B, push: b } ] }
            b: { actions: [ { label: C, push: c } ] }
            c: { actions: [ { label: Back, popTo: b } ] }
        """, deepLinks: "deepLinks: [ { url: \"t://c\", path: [ c ] } ]")
        == [
          "'popTo: b' on screen 'c': 'b' is not on the stack on every way there (for example a → c)"
        ])
  }

  @Test func replaceStartsFromTheRoot() {
    #expect(
      app(
        """
            a: { actions: [ { label: B, push: b } ] }
            b: { actions: [ { label: Reset, replace: [c, d] } ] }
            c: { title: C }
            d: { actions: [ { label: Up, popTo: c }, { label: Home, popTo: a }, { label: Gone, popTo: b } ] }
        """) == [
          "'popTo: b' on screen 'd': 'b' is not on the stack on every way there (for example a → c → d)"
        ])
  }

  @Test func modalFlowsAreStacksOfTheirOwn() {
    let yaml = """
      app: T
      home: { flow: main }
      flows:
        main:
          root: a
          screens:
            a: { actions: [ { label: M, present: m }, { label: B, push: b } ] }
            b: { title: B }
      modals:
        m:
          root: m1
          screens:
            m1: { actions: [ { label: Next, push: m2 }, { label: Close, dismiss: true } ] }
            m2: { actions: [ { label: Start, popTo: m1 }, { label: Out, popTo: a } ] }
      """
    #expect(
      Fixtures.load(yaml).diagnostics.map(\.message) == [
        "'popTo: a' on screen 'm2': 'a' is not on the stack on every way there (for example m1 → m2)"
      ])
  }

  @Test func aLargeGeneratedAppLoadsCleanInYAMLAndJSON() {
    for (path, text) in [
      ("big.yaml", SyntheticApp.yaml(screens: 1_000, flows: 10)),
      ("big.json", SyntheticApp.json(screens: 1_000, flows: 10)),
    ] {
      let result = FlowLoader.load(sources: [FlowSource(path: path, text: text)])
      #expect(result.diagnostics.isEmpty, "\(result.rendered().prefix(2_000))")
      #expect(result.definition?.screens.count == 1_000)
      #expect(result.definition?.screens.values.reduce(0) { $0 + $1.actions.count } == 5_000)
    }
  }
}
