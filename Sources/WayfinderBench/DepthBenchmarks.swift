import Foundation
import Wayfinder

/// What one command costs in the core against the depth of the stack it acts on: a home of 20
/// tabs whose first tab is 10, 1 000 or 100 000 screens deep, and a push, a pop, a tab switch
/// and a popTo one screen down, each through `applying`, keeping its `StateTransition` (before and
/// after both alive, as an observer holds them) and comparing the two (`changedState`).
///
/// Goal: the same cost at every depth (≤ 2× depth 10's).
enum DepthBenchmarks {
  typealias Screen = NavigationBenchmarks.Screen

  static let depths = [10, 1_000, 100_000]

  static func run() -> [BenchmarkRow] {
    rows(
      measuring: "core command", "push, pop, select tab, popTo; transition kept, changedState",
      commandCost)
  }

  /// A row per depth for `cost`, each against depth 10's, flat as the goal.
  static func rows(
    measuring what: String, _ detail: String, _ cost: (Int) -> Double
  ) -> [BenchmarkRow] {
    let figures = depths.map { ($0, cost($0)) }
    let base = figures.first?.1 ?? 1
    return figures.map { depth, time in
      let ratio = time / base
      return BenchmarkRow(
        measure: "\(what) at depth \(depth), 20 tabs (\(detail))",
        wayfinder: String(format: "%.3f µs", time * 1e6), baseline: "depth 10",
        ratio: String(format: "%.2f×", ratio), goal: depth == 10 ? "-" : "≤ 2× (flat)",
        passed: ratio <= 2)
    }
  }

  /// A home of 20 tabs, the first `depth` screens deep (root included).
  static func state(depth: Int) -> NavigationState<Screen> {
    let tabs = (0..<20).map { NavigationTab(TabID("tab\($0)"), root: Screen.home) }
    var state = (try? NavigationState(tabs: tabs)) ?? NavigationState(flow: "main", root: .home)
    state[tab: "tab0"]?.path = (1..<depth).map { $0 % 2 == 1 ? .list : .detail }
    return state
  }

  /// The cycle of commands measured: it leaves the state as it found it.
  static let cycle: [NavigationCommand<Screen>] = [
    .push(.settings), .pop(), .push(.edit), .push(.cart), .popTo(.edit), .pop(),
    .selectTab("tab1"), .push(.profile), .pop(), .selectTab("tab0"),
  ]

  /// The median seconds of one command over rounds of a fixed cycle of commands.
  static func commandCost(depth: Int) -> Double {
    var current = state(depth: depth)
    var kept: [StateTransition<Screen>] = []
    kept.reserveCapacity(cycle.count)
    var changed = 0
    let rounds = depth >= 100_000 ? 51 : 301
    var times: [Double] = []
    for _ in 0..<rounds {
      kept.removeAll(keepingCapacity: true)
      let start = ContinuousClock.now
      for command in cycle {
        guard let transition = try? current.applying(command) else { continue }
        if transition.changedState { changed += 1 }
        current = transition.after
        kept.append(transition)
      }
      let elapsed = ContinuousClock.now - start
      times.append(ScalingBenchmarks.seconds(elapsed) / Double(cycle.count))
    }
    precondition(changed == rounds * cycle.count, "a command of the cycle was refused")
    return times.sorted()[times.count / 2]
  }
}
