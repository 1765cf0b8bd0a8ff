import Foundation
import Wayfinder
import WayfinderUI

/// What a command costs through a SwiftUI app's models against how many windows are open: the
/// app of `WindowBenchmarks` under an `AppModel` with 1, 10, 100 or 1 000 windows open and a
/// model alive for each (a SwiftUI app draws every window), and the cycle of a push and a back
/// sent through the active window's model, each followed by a turn of the main actor, where
/// the app model brings the models up to date.
///
/// Goal: a command in one of 10, 100 or 1 000 windows costs what it costs in one (≤ 2×).
/// Before the app model looked only at the window a transition changed, it refreshed every
/// window's model and asked every window for its cover after each command.
@MainActor
enum ModelWindowBenchmarks {
  static func run() async -> [BenchmarkRow] {
    var figures: [(Int, Sample)] = []
    for count in WindowBenchmarks.windowCounts {
      figures.append((count, await commandCost(windows: count)))
    }
    return WindowBenchmarks.rows(
      measuring: "UI model command in the active window",
      "push and back through the active window's NavigationModel, every window's model alive",
      figures: figures)
  }

  /// The seconds of one command of the cycle, with the main actor's turn after it, in the
  /// active window of an app model with `count` windows open.
  static func commandCost(windows count: Int) async -> Sample {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return Sample([]) }
    let app = AppModel(program: WindowBenchmarks.program)
    guard await app.app.start().value == nil else { return Sample([]) }
    for _ in 1..<count { app.openWindow() }
    let models = app.scenes.compactMap { app.window($0) }
    guard models.count == count, let active = app.window(app.activeScene) else {
      return Sample([])
    }
    let cycle: [NavigationCommand<ScreenRoute>] = [
      .push("detail", on: .tab("main")), .pop(on: .tab("main")),
    ]
    let rounds = 301
    let passes = 10
    var accepted = 0
    var times: [Double] = []
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      for _ in 0..<passes {
        for command in cycle {
          if active.send(command) { accepted += 1 }
          await Task.yield()
        }
      }
      let elapsed = ContinuousClock.now - start
      times.append(ScalingBenchmarks.seconds(elapsed) / Double(passes * cycle.count))
    }
    precondition(accepted == rounds * passes * cycle.count, "a command was refused")
    return Sample(times)
  }
}
