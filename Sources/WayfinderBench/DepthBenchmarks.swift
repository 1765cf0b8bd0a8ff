import Foundation
import Wayfinder
internal import WayfinderFlowFiles

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

  /// A row per depth for `cost` (seconds a command, one figure a round), each against depth
  /// 10's median, flat as the goal.
  static func rows(
    measuring what: String, _ detail: String, home: String = "20 tabs",
    _ cost: (Int) -> Sample
  ) -> [BenchmarkRow] {
    let figures = depths.map { ($0, cost($0)) }
    guard let base = figures.first?.1 else { return [] }
    return figures.map { depth, time in
      BenchmarkRow(
        measure: "\(what) at depth \(depth), \(home) (\(detail))",
        wayfinder: time.described(Figure.microseconds),
        baseline: depth == 10 ? "-" : "depth 10: \(Figure.microseconds(base.median))",
        sample: depth == 10 ? Sample([]) : time.overMedian(of: base), format: Figure.times,
        goal: depth == 10 ? nil : .scaling(2, "× depth 10"))
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

  /// The seconds of one command in each round of a fixed cycle of commands.
  static func commandCost(depth: Int) -> Sample {
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
    return Sample(times)
  }

  /// The seconds of `command` applied to `state`, one figure a round: 301 rounds of a batch of
  /// 20 transitions, each kept so that none is optimised away. Every row that costs one
  /// command at a depth measures it this way. O(rounds × batch) transitions.
  static func cost(of command: NavigationCommand<Screen>, on state: NavigationState<Screen>)
    -> Sample
  {
    var kept: [StateTransition<Screen>] = []
    let rounds = 301
    let batch = 20
    kept.reserveCapacity(batch)
    var times: [Double] = []
    for _ in 0..<rounds {
      kept.removeAll(keepingCapacity: true)
      let start = ContinuousClock.now
      for _ in 0..<batch {
        guard let transition = try? state.applying(command) else { continue }
        kept.append(transition)
      }
      let elapsed = ContinuousClock.now - start
      times.append(ScalingBenchmarks.seconds(elapsed) / Double(batch))
    }
    precondition(kept.count == batch, "\(command) was refused")
    return Sample(times)
  }
}
