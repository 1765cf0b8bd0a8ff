import Foundation
import Wayfinder
import WayfinderFixtures
internal import WayfinderFlowFiles
import WayfinderTesting
import WayfinderTools
import WayfinderUI

/// Where the SwiftUI model meets its host: what a `NavigationStack`'s write of a path costs the
/// model against the depth of the stack, and how many runs of the host harness play a second.
///
/// A write's rows: the home of `DepthBenchmarks`, its first tab 10, 1 000 or 100 000 screens
/// deep, bound through `StackModel.boundPath` as `NavigationStack(path: $stack.boundPath)` binds
/// it; the host reads the path, pushes or pops on its copy (which copies the array, as SwiftUI's
/// does, outside the time taken) and writes it back. Goal: the same cost at every depth (≤ 2×
/// depth 10's) — a write made from the drawing on screen is the change it made, with no route
/// compared. `wayfinder-bench host` runs only these rows.
@MainActor
enum HostBenchmarks {
  typealias Screen = NavigationBenchmarks.Screen

  /// The write's rows, one a depth.
  static func writeRows() -> [BenchmarkRow] {
    DepthBenchmarks.rows(
      measuring: "UI binding write",
      "a NavigationStack's write of the deep tab's boundPath: push, pop, two pushes, two pops",
      writeCost)
  }

  /// The seconds of one write in each round of a cycle of writes: push, pop, push two, pop two.
  static func writeCost(depth: Int) -> Sample {
    let model = NavigationModel(navigator: Navigator(DepthBenchmarks.state(depth: depth)))
    let stack = model.stack(.tab("tab0"))
    let rounds = depth >= 100_000 ? 51 : 301
    let edits: [(inout BoundPath<Screen>) -> Void] = [
      { $0.append(.settings) }, { $0.removeLast() },
      { $0.append(contentsOf: [.edit, .cart]) }, { $0.removeLast(2) },
    ]
    var times: [Double] = []
    var held = 0
    for _ in 0..<rounds {
      var elapsed = Duration.zero
      for edit in edits {
        // The host's side, untimed: its copy of the path, changed.
        var written = stack.boundPath
        edit(&written)
        let start = ContinuousClock.now
        stack.boundPath = written
        elapsed += ContinuousClock.now - start
        if stack.path.count == written.count { held += 1 }
      }
      times.append(ScalingBenchmarks.seconds(elapsed) / Double(edits.count))
    }
    precondition(
      held == rounds * edits.count && model.lastRefusal == nil && stack.path.count == depth - 1,
      "a write was refused")
    return Sample(times)
  }

  /// Runs of the host harness a second, on the demo app: 16 events a run, writes late, twice,
  /// out of order or never. Shown for reference: a rate of the machine, which `.ci/run` plays
  /// 100,000 runs of in its debug build.
  static func harnessRow() async -> BenchmarkRow {
    let runs = 2_000
    let measure =
      "host harness, the demo app (\(runs.formatted()) runs of 16 events, checks after each)"
    guard
      let definition = FlowLoader.load(path: Fixtures.path("Flows/demo")).definition,
      let program = try? definition.program()
    else { return BenchmarkRow(measure: measure, wayfinder: "-", failure: "the demo did not load") }
    let harness = HostHarness(program: program)
    let start = ContinuousClock.now
    let result = await harness.explore(seed: 1, runs: runs, length: 16)
    let seconds = ScalingBenchmarks.seconds(ContinuousClock.now - start)
    return BenchmarkRow(
      measure: measure,
      wayfinder: String(
        format: "%.0f runs/s (%.2f ms a run; %d writes, %d refusals)",
        Double(result.runs) / seconds,
        seconds / Double(result.runs) * 1e3, result.writes, result.refusals),
      failure: result.failure.map { "\($0)" })
  }
}
