import Foundation
import Wayfinder

/// What a command costs in an app's life against how many windows are open: an app of
/// several windows (`windows: multiple`) with 1, 10, 100 or 1 000 open, each on a list with an
/// action that pushes its detail, and a cycle of a tap (the push), a push and two backs in the
/// active window, each through `AppLife.perform`; and activating a window, back and forth
/// between two of 2, 10, 100 or 1 000 open.
///
/// Goal: a command in one of 10, 100 or 1 000 windows costs what it costs in one, and
/// activating a window what it costs among two (≤ 2× either way).
enum WindowBenchmarks {
  typealias Life = AppLife<ScreenRoute>

  static let windowCounts = [1, 10, 100, 1_000]

  static func run() -> [BenchmarkRow] {
    rows(
      measuring: "command in the active window",
      "tap, push, back, back through AppLife.perform", counts: windowCounts, commandCost)
      + rows(
        measuring: "activate a window",
        "back and forth between two through AppLife.perform",
        counts: [2] + windowCounts.dropFirst(),
        activationCost)
  }

  /// A row per count of windows for `cost` (seconds an event, one figure a round), each
  /// against the first count's median, flat as the goal.
  static func rows(
    measuring what: String, _ detail: String, counts: [Int], _ cost: (Int) -> Sample
  ) -> [BenchmarkRow] {
    let figures = counts.map { ($0, cost($0)) }
    guard let (first, base) = figures.first else { return [] }
    let name = { (count: Int) in count == 1 ? "1 window" : "\(count) windows" }
    return figures.map { count, time in
      BenchmarkRow(
        measure: "\(what) with \(name(count)) open (\(detail))",
        wayfinder: time.described(Figure.microseconds),
        baseline: count == first ? "-" : "\(name(first)): \(Figure.microseconds(base.median))",
        sample: count == first ? Sample([]) : time.overMedian(of: base), format: Figure.times,
        goal: count == first ? nil : .scaling(2, "× \(name(first))"))
    }
  }

  /// The app: one tab whose list pushes a detail, and several windows.
  static let program: FlowProgram<ScreenRoute> = FlowProgram(
    version: AppVersion([1, 0]),
    initialState: (try? NavigationState(tabs: [NavigationTab("main", root: ScreenRoute("list"))]))
      ?? NavigationState(flow: "main", root: "list"),
    launchSteps: [], actions: ["list": [FlowAction("Open", .push("detail"))]],
    windows: .multiple)

  /// The app launched, with `count` windows open, the last one active.
  static func life(windows count: Int) -> Life? {
    guard var (life, _) = try? Life.coldLaunch(program) else { return nil }
    _ = life.settle()
    for _ in 1..<count { _ = try? life.perform(.openWindow) }
    return life.scenes.count == count ? life : nil
  }

  /// The events of one round of commands: they leave the window as they found it.
  static let cycle: [AppEvent<ScreenRoute>] = [
    .tap(0), .navigate(.push("detail")), .navigate(.back), .navigate(.back),
  ]

  /// The seconds of one command of the cycle in the active window of `count`.
  static func commandCost(windows count: Int) -> Sample {
    cost(of: cycle, windows: count)
  }

  /// The seconds of one activation, back and forth between the first window and the last.
  static func activationCost(windows count: Int) -> Sample {
    cost(of: [.activateWindow(.first), .activateWindow(SceneID(count))], windows: count)
  }

  /// The seconds of one of `events` performed in a life of `count` windows, one figure a
  /// round: 301 rounds of 20 passes through the events, each one's output kept so that none
  /// is optimised away.
  static func cost(of events: [AppEvent<ScreenRoute>], windows count: Int) -> Sample {
    guard var life = life(windows: count) else { return Sample([]) }
    let rounds = 301
    let passes = 20
    var kept: [Life.Output] = []
    kept.reserveCapacity(passes * events.count)
    var accepted = 0
    var times: [Double] = []
    for _ in 0..<rounds {
      kept.removeAll(keepingCapacity: true)
      let start = ContinuousClock.now
      for _ in 0..<passes {
        for event in events {
          guard let output = try? life.perform(event) else { continue }
          kept.append(output)
          accepted += 1
        }
      }
      let elapsed = ContinuousClock.now - start
      times.append(ScalingBenchmarks.seconds(elapsed) / Double(passes * events.count))
    }
    precondition(accepted == rounds * passes * events.count, "an event was refused")
    return Sample(times)
  }
}
