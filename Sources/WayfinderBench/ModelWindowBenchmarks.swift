import Foundation
import Wayfinder
import WayfinderUI

/// What a command costs through a SwiftUI app's models against how many windows are open: the
/// app of `WindowBenchmarks` under an `AppModel` with 1, 10, 100 or 1 000 windows open and a
/// model alive for each (a SwiftUI app draws every window), and the cycle of a push and a back
/// sent through the active window's model, each followed by a turn of the main actor, where
/// the app model brings the models up to date.
///
/// The four apps take their rounds in turn and each round is judged against the one-window
/// round beside it: most of a command's time here is the main actor's turn, whose cost moves
/// with the host's scheduling from round to round, alike for every app in the same moment.
///
/// Goal: a command in one of 10, 100 or 1 000 windows costs what it costs in one (≤ 2×).
/// Before the app model looked only at the window a transition changed, it refreshed every
/// window's model and asked every window for its cover after each command.
@MainActor
enum ModelWindowBenchmarks {
  static func run() async -> [BenchmarkRow] {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return [] }
    var apps: [(Int, AppModel<ScreenRoute>, NavigationModel<ScreenRoute>)] = []
    for count in WindowBenchmarks.windowCounts {
      guard let (app, active) = await app(windows: count) else { return [] }
      apps.append((count, app, active))
    }
    let rounds = 301
    var times = Array(repeating: [Double](), count: apps.count)
    for _ in 0..<rounds {
      for (index, (_, _, active)) in apps.enumerated() {
        times[index].append(await commandCost(active))
      }
    }
    let samples = times.map(Sample.init)
    let base = samples[0]
    let name = { (count: Int) in count == 1 ? "1 window" : "\(count) windows" }
    return zip(apps, samples).map { entry, time in
      let count = entry.0
      return BenchmarkRow(
        measure: "UI model command in the active window with \(name(count)) open (push and back "
          + "through the active window's NavigationModel, every window's model alive, rounds "
          + "in turn)",
        wayfinder: time.described(Figure.microseconds),
        baseline: count == 1 ? "-" : "1 window: \(Figure.microseconds(base.median))",
        sample: count == 1 ? Sample([]) : time.over(base), format: Figure.times,
        goal: count == 1 ? nil : .scaling(2, "× 1 window"))
    }
  }

  /// The app launched under an app model with `count` windows open, a model made for each,
  /// and the active window's model.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  static func app(windows count: Int) async
    -> (AppModel<ScreenRoute>, NavigationModel<ScreenRoute>)?
  {
    let app = AppModel(program: WindowBenchmarks.program)
    guard await app.app.start().value == nil else { return nil }
    for _ in 1..<count { app.openWindow() }
    let models = app.scenes.compactMap { app.window($0) }
    guard models.count == count, let active = app.window(app.activeScene) else { return nil }
    return (app, active)
  }

  /// The seconds of one command of 10 passes through the cycle, each command followed by a
  /// turn of the main actor; every command must be taken.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  static func commandCost(_ active: NavigationModel<ScreenRoute>) async -> Double {
    let cycle: [NavigationCommand<ScreenRoute>] = [
      .push("detail", on: .tab("main")), .pop(on: .tab("main")),
    ]
    let passes = 10
    var accepted = 0
    let start = ContinuousClock.now
    for _ in 0..<passes {
      for command in cycle {
        if active.send(command) { accepted += 1 }
        await Task.yield()
      }
    }
    let elapsed = ContinuousClock.now - start
    precondition(accepted == passes * cycle.count, "a command was refused")
    return ScalingBenchmarks.seconds(elapsed) / Double(passes * cycle.count)
  }
}
