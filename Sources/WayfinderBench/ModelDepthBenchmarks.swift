import Foundation
import Wayfinder
internal import WayfinderFlowFiles
import WayfinderUI

/// What one command costs through the SwiftUI model against the depth of the stack a view is
/// bound to: the cycle of `DepthBenchmarks`, sent through `NavigationModel.send` with the first
/// tab's `StackModel` alive, so that every command updates the path a `NavigationStack` reads.
///
/// Goal: the same cost at every depth (≤ 2× depth 10's). Before the model followed what each
/// command changed, it read the whole path after every command.
@MainActor
enum ModelDepthBenchmarks {
  typealias Screen = NavigationBenchmarks.Screen

  static func run() -> [BenchmarkRow] {
    DepthBenchmarks.rows(
      measuring: "UI model command",
      "the same cycle through NavigationModel.send, the deep tab's StackModel bound",
      commandCost)
  }

  /// The seconds of one command in each round of the cycle.
  static func commandCost(depth: Int) -> Sample {
    let model = NavigationModel(navigator: Navigator(DepthBenchmarks.state(depth: depth)))
    let bound = model.stack(.tab("tab0"))
    let rounds = depth >= 100_000 ? 51 : 301
    var times: [Double] = []
    var accepted = 0
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      for command in DepthBenchmarks.cycle where model.send(command) { accepted += 1 }
      let elapsed = ContinuousClock.now - start
      times.append(ScalingBenchmarks.seconds(elapsed) / Double(DepthBenchmarks.cycle.count))
    }
    precondition(
      accepted == rounds * DepthBenchmarks.cycle.count && bound.path.count == depth - 1,
      "a command of the cycle was refused")
    return Sample(times)
  }
}
