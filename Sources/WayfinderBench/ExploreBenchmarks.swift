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

  /// A `/proc/self/status` field in KiB (0 where there is none).
  private static func memory(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}
