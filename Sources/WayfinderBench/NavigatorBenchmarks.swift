import Foundation
import Wayfinder

/// Commands sent through a `Navigator`: the same 1 M random valid commands as the transition
/// row, each taking the navigator's lock twice (apply, then hand the transition to its
/// observer) and reaching one observer, as an app whose model follows the navigator does.
///
/// The baseline is the pure transition replay of the same commands: the ratio is what the
/// navigator's locking and delivery add to a transition. There is no goal: the row is there to
/// compare runs, as when the navigator's lock changes.
enum NavigatorBenchmarks {
  static let rounds = 5

  static func run() -> [BenchmarkRow] {
    let start = NavigationBenchmarks.initialState()
    let commands = NavigationBenchmarks.validCommands(
      count: NavigationBenchmarks.commandCount, from: start, seed: 7)
    var best = Double.infinity
    var pure = Double.infinity
    for _ in 0..<rounds {
      best = min(best, send(commands, from: start))
      pure = min(pure, NavigationBenchmarks.replay(commands, from: start))
    }
    let nanoseconds = best / Double(commands.count) * 1e9
    let pureNanoseconds = pure / Double(commands.count) * 1e9
    return [
      BenchmarkRow(
        measure: "navigator sends/s (same 1 M commands through Navigator.send, one observer)",
        wayfinder: String(
          format: "%.2f M/s (%.0f ns each)", Double(commands.count) / best / 1e6, nanoseconds),
        baseline: String(format: "transition alone %.0f ns", pureNanoseconds),
        ratio: String(format: "+%.0f ns", nanoseconds - pureNanoseconds),
        goal: "-",
        passed: nil)
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
