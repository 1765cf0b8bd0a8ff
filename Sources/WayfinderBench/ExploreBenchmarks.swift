import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// Random exploration (`wayfinder test --explore`) on the generated apps of 100, 1,000 and
/// 10,000 screens: the time a command takes, checks included, and whether memory stays flat as
/// runs go on. The 100-screen app's command is judged against one core transition, taken in
/// turn with its rounds (42× when the goal was set); the larger apps' against the 100-screen
/// app's, as the same work on a larger app. `wayfinder-bench explore` runs only these rows.
enum ExploreBenchmarks {
  static let rounds = 3

  static func run() -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    var base: Sample?
    let transition = NavigationBenchmarks.transitionRound()
    for screens in [100, 1_000, 10_000] {
      let text = SyntheticApp.yaml(screens: screens)
      let loaded = FlowLoader.load(sources: [FlowSource(path: "synthetic.yaml", text: text)])
      guard let definition = loaded.definition else { continue }
      let (command, growth, transitions) = measure(
        definition, runs: 200, length: 100, beside: base == nil ? transition : nil)
      let measure =
        "exploration, \(screens.formatted())-screen app (\(rounds) rounds of 200 runs × 100 "
        + "commands, checks after each; resident growth \(growth) MiB)"
      let wayfinder = String(
        format: "%.0f commands/s (%.1f µs each)", 1 / command.median, command.median * 1e6)
      let failure = growth < 16 ? nil : "resident memory grew \(growth) MiB"
      if let base {
        rows.append(
          BenchmarkRow(
            measure: measure, wayfinder: wayfinder,
            baseline: "100 screens: \(Figure.microseconds(base.median))",
            sample: command.overMedian(of: base), format: Figure.times,
            goal: .scaling(1.5, "× 100 screens' command"), failure: failure))
      } else {
        base = command
        rows.append(
          BenchmarkRow(
            measure: measure, wayfinder: wayfinder,
            baseline: "one transition \(String(format: "%.0f ns", transitions.median * 1e9))",
            sample: command.over(transitions), format: { String(format: "%.1f×", $0) },
            goal: .ratio(.atMost, 80, "× one transition"), failure: failure))
      }
    }
    return rows
  }

  /// Rounds of `runs` explorations of `length` commands: seconds a command each round, the
  /// resident growth in MiB over the rounds, and a round of `transition` after each.
  private static func measure(
    _ definition: FlowDefinition, runs: Int, length: Int, beside transition: (() -> Double)?
  ) -> (Sample, Int, Sample) {
    let explorer = Explorer(definition)
    // A first half, then the rounds: resident memory after each shows whether it stays flat.
    _ = explorer.explore(ExplorationOptions(runs: runs / 2, length: length, seed: 1))
    let residentHalf = memory("VmRSS:")
    var times: [Double] = []
    var transitions: [Double] = []
    for round in 0..<rounds {
      let start = ContinuousClock.now
      let report = explorer.explore(
        ExplorationOptions(runs: runs, length: length, seed: 1 + UInt64(round)))
      let seconds = (ContinuousClock.now - start).inSeconds
      times.append(seconds / Double(max(1, report.commands + report.refused)))
      if let transition { transitions.append(transition()) }
    }
    let growth = max(0, memory("VmRSS:") - residentHalf) / 1024
    return (Sample(times), growth, Sample(transitions))
  }

  /// Explores the 10,000-screen app for `seconds` of wall time (runs of 100 commands, a fresh
  /// seed each thousand runs so it never repeats), reading resident memory after every 500
  /// runs: memory is flat when what the last reading holds is within 16 MiB of the reading a
  /// tenth of the way in (the coverage sets and the loaded app are filled by then).
  /// `wayfinder-bench explore-soak [SECONDS]`, 600 by default.
  static func soak(seconds: Int) -> [BenchmarkRow] {
    let text = SyntheticApp.yaml(screens: 10_000)
    let loaded = FlowLoader.load(sources: [FlowSource(path: "synthetic.yaml", text: text)])
    guard let definition = loaded.definition else { return [] }
    let explorer = Explorer(definition)
    let limit = Duration.seconds(seconds)
    let start = ContinuousClock.now
    var readings: [(elapsed: Duration, resident: Int)] = []
    var commands = 0
    var seed: UInt64 = 1
    while ContinuousClock.now - start < limit {
      let report = explorer.explore(
        ExplorationOptions(runs: 1_000, length: 100, seed: seed, timeLimit: limit)
      ) { progress in
        if progress.run % 500 == 0 {
          readings.append((ContinuousClock.now - start, memory("VmRSS:")))
        }
      }
      commands += report.commands + report.refused
      seed += 1
    }
    let elapsed = ContinuousClock.now - start
    let early = readings.first { $0.elapsed >= limit / 10 } ?? readings.first
    let last = readings.last
    let growth = max(0, (last?.resident ?? 0) - (early?.resident ?? 0)) / 1024
    let peak = (readings.map(\.resident).max() ?? 0) / 1024
    var minute = -1
    for reading in readings where Int(reading.elapsed.components.seconds) / 60 > minute {
      minute = Int(reading.elapsed.components.seconds) / 60
      print("  \(reading.elapsed.components.seconds) s: \(reading.resident / 1024) MiB resident")
    }
    let seconds = Double(elapsed.components.seconds)
    return [
      BenchmarkRow(
        measure:
          "exploration soak, 10,000-screen app, \(Int(seconds)) s, \(commands) commands "
          + "(\(Int(Double(commands) / max(seconds, 1))) /s); resident \(early.map { $0.resident / 1024 } ?? 0) MiB "
          + "at a tenth, \(last.map { $0.resident / 1024 } ?? 0) MiB at the end, peak \(peak) MiB",
        wayfinder: "\(growth) MiB growth", sample: Sample([Double(growth)]),
        format: { String(format: "%.0f MiB", $0) }, goal: .budget(.atMost, 16, " MiB"))
    ]
  }

  /// A `/proc/self/status` field in KiB (0 where there is none).
  private static func memory(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}
