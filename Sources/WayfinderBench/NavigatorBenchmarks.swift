import Foundation
import Wayfinder
internal import WayfinderFlowFiles

/// Commands sent through a `Navigator`: the same 1 M random valid commands as the transition
/// row, each taking the navigator's lock twice (apply, then hand the transition to its
/// observer) and reaching one observer, as an app whose model follows the navigator does.
///
/// The baseline is the pure transition replay of the same commands, round for round: the ratio
/// is what the navigator's locking and delivery add to a transition. There is no goal: the row
/// is there to compare runs, as when the navigator's lock changes.
enum NavigatorBenchmarks {
  static let rounds = 5

  static func run() -> [BenchmarkRow] {
    let start = NavigationBenchmarks.initialState()
    let commands = NavigationBenchmarks.validCommands(
      count: NavigationBenchmarks.commandCount, from: start, seed: 7)
    var sends: [Double] = []
    var pure: [Double] = []
    for _ in 0..<rounds {
      sends.append(send(commands, from: start) / Double(commands.count))
      pure.append(NavigationBenchmarks.replay(commands, from: start) / Double(commands.count))
    }
    let ours = Sample(sends)
    let transition = Sample(pure)
    return [
      BenchmarkRow(
        measure: "navigator sends (same 1 M commands through Navigator.send, one observer)",
        wayfinder: String(
          format: "%.2f M/s (%.0f ns each)", 1 / ours.median / 1e6, ours.median * 1e9),
        baseline: String(format: "transition alone %.0f ns", transition.median * 1e9),
        sample: ours.over(transition), format: { String(format: "%.1f×", $0) }, goal: nil)
    ]
  }

  /// Seconds to send `commands` to a navigator starting at `start`, with one observer.
  static func send(
    _ commands: [NavigationCommand<NavigationBenchmarks.Screen>],
    from start: NavigationState<NavigationBenchmarks.Screen>
  ) -> Double {
    let navigator = Navigator(start)
    let observation = navigator.observe { _ in }
    var refused = 0
    var checksum = 0
    let clock = ContinuousClock()
    let began = clock.now
    for command in commands {
      do {
        checksum &+= try navigator.send(command).after.modals.count
      } catch {
        refused += 1
      }
    }
    let seconds = (clock.now - began).inSeconds
    observation.cancel()
    if refused > 0 || checksum == 0 {
      print("navigator benchmark: \(refused) refused, checksum \(checksum)")
    }
    return seconds
  }
}
