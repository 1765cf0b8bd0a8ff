import Foundation
import WayfinderTools

/// Generating Swift for generated apps of 100, 1,000 and 10,000 screens: the generator's time
/// against loading the same app, and how it scales (10× the screens should cost about 10× the
/// time: the generator is linear in screens, actions, steps and deep links). It writes about
/// four times the bytes the loader reads, so the goal is at most twice the load.
enum GenerateBenchmarks {
  static let sizes = [100, 1_000, 10_000]

  static func run() -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    var times: [Int: Double] = [:]
    for screens in sizes {
      let bytes = Array(SyntheticApp.yaml(screens: screens).utf8)
      var definition: FlowDefinition?
      let load = DefinitionBenchmarks.best {
        definition =
          FlowLoader.load(sources: [FlowSource(path: "app.yaml", bytes: bytes)]).definition
      }
      guard let definition else { continue }
      var size = 0
      let generate = DefinitionBenchmarks.best {
        size = (try? SwiftGenerator(definition: definition).generate())?.utf8.count ?? 0
      }
      times[screens] = generate
      let ratio = generate / load
      rows.append(
        BenchmarkRow(
          measure: "generate Swift / load + validate (\(screens) screens, \(size / 1024) KiB out)",
          wayfinder: DefinitionBenchmarks.milliseconds(generate),
          baseline: "load \(DefinitionBenchmarks.milliseconds(load))",
          ratio: String(format: "%.2f", ratio), goal: "≤ 2.00", passed: ratio <= 2 && size > 0))
    }
    if let small = times[1_000], let large = times[10_000] {
      let growth = large / small
      rows.append(
        BenchmarkRow(
          measure: "generate Swift: 10,000 screens / 1,000 screens (10× the app)",
          wayfinder: DefinitionBenchmarks.milliseconds(large),
          baseline: DefinitionBenchmarks.milliseconds(small),
          ratio: String(format: "%.1f", growth), goal: "≤ 15", passed: growth <= 15))
    }
    return rows
  }

  /// Writes the generated app of `screens` screens to `folder`, as a large app is written:
  /// `app.yaml` and one flow file per flow (`f0.yaml`…), for timing the compilation of its
  /// generated Swift.
  static func writeApp(screens: Int, to folder: String) throws {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    for file in SyntheticApp.files(screens: screens) {
      try file.text.write(toFile: folder + "/" + file.name, atomically: true, encoding: .utf8)
    }
  }
}
