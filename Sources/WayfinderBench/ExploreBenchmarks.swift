import Foundation
import WayfinderTools

/// Random exploration (`wayfinder test --explore`) on the shipped demo and on the generated apps
/// of 100, 1,000 and 10,000 screens: commands per second, checks included, and whether memory
/// stays flat as runs go on. `wayfinder-bench explore` runs only these rows.
enum ExploreBenchmarks {
  static func run() -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    for screens in [100, 1_000, 10_000] {
      let text = SyntheticApp.yaml(screens: screens)
      let loaded = FlowLoader.load(sources: [FlowSource(path: "synthetic.yaml", text: text)])
      guard let definition = loaded.definition else { continue }
      rows.append(row(definition, name: "\(screens)-screen app", runs: 200, length: 100))
    }
    return rows
  }

  private static func row(
    _ definition: FlowDefinition, name: String, runs: Int, length: Int
  ) -> BenchmarkRow {
    let explorer = Explorer(definition)
    // A first half, then the whole: resident memory after each shows whether it stays flat.
    _ = explorer.explore(ExplorationOptions(runs: runs / 2, length: length, seed: 1))
    let residentHalf = memory("VmRSS:")
    let start = ContinuousClock.now
    let report = explorer.explore(ExplorationOptions(runs: runs, length: length, seed: 1))
    let elapsed = ContinuousClock.now - start
    let residentAfter = memory("VmRSS:")
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = Double(report.commands + report.refused) / seconds
    let growth = max(0, residentAfter - residentHalf) / 1024
    return BenchmarkRow(
      measure:
        "exploration, \(name) (\(report.runs) runs × \(length) commands, checks after each; "
        + "resident growth \(growth) MiB)",
      wayfinder: String(format: "%.0f commands/s", rate), baseline: "-", ratio: "-",
      goal: "≥ 50 000 /s, flat memory", passed: rate >= 50_000 && growth < 16)
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
        wayfinder: "\(growth) MiB growth", baseline: "-", ratio: "-",
        goal: "< 16 MiB growth", passed: growth < 16)
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
