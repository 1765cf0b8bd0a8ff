import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// `pop: N` on a screen that is never `N` screens above its root is an error `check` reports.
@Suite struct PopDepthTests {
  /// `home → a → b`, with `pop: N` on `b` (two screens above the root).
  private func app(pop count: Int, extra: String = "") -> String {
    """
    app: Test
    home: { tabs: [main] }
    flows:
      main:
        root: home
        screens:
          home:
            title: Home
            actions: [ { label: A, push: a } ]
          a:
            title: A
            actions: [ { label: B, push: b }\(extra) ]
          b:
            title: B
            actions: [ { label: Up, pop: \(count) } ]

    """
  }

  @Test func popDeeperThanTheScreenEverIsIsAnError() {
    let result = Fixtures.load(app(pop: 3))
    #expect(
      result.errors.map(\.description) == [
        "test.yaml:15:38: error: 'pop: 3' on screen 'b' can never succeed: 'b' is never more than "
          + "2 screens above the root of its stack; pop at most 2"
      ])
  }

  @Test func popAsDeepAsTheScreenCanBeIsFine() {
    #expect(Fixtures.load(app(pop: 2)).errors.isEmpty)
  }

  @Test func aPushCycleMakesAnyDepthPossible() {
    #expect(Fixtures.load(app(pop: 9, extra: ", { label: Again, push: a }")).errors.isEmpty)
  }

  @Test func theDeepestWayCounts() {
    // `home → b` directly, and `home → a → b`: b can be 2 deep.
    let yaml = app(pop: 2).replacingFirst(
      "actions: [ { label: A, push: a } ]",
      "actions: [ { label: A, push: a }, { label: B, push: b } ]")
    #expect(Fixtures.load(yaml).errors.isEmpty)
    let tooDeep = app(pop: 3).replacingFirst(
      "actions: [ { label: A, push: a } ]",
      "actions: [ { label: A, push: a }, { label: B, push: b } ]")
    #expect(Fixtures.load(tooDeep).errors.count == 1)
  }

  @Test func depthsOfALongChainAreComputedWithoutRecursion() {
    // 0 → 1 (a root) → 2 → … → 100 000: the last is 99 999 above its root.
    var successors: [[Int]] = [[1]]
    for node in 1..<100_000 { successors.append([node + 1]) }
    successors.append([])
    let depths = StackDepths(successors: successors, roots: [1])
    #expect(depths.maximumDepth(of: 1) == 0)
    #expect(depths.maximumDepth(of: 100_000) == 99_999)
  }
}
