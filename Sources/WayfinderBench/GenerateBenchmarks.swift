import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// Generating Swift for generated apps of 100, 1,000 and 10,000 screens: the generator's time
/// against loading the same app, and how it scales (10× the screens should cost about 10× the
/// time: the generator is linear in screens, actions, steps and deep links). It writes about
/// four times the bytes the loader reads, so the goal is at most twice the load.
enum GenerateBenchmarks {
  static let sizes = [100, 1_000, 10_000]

  static func run() -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    var times: [Int: Sample] = [:]
    for screens in sizes {
      let bytes = Array(SyntheticApp.yaml(screens: screens).utf8)
      var definition: FlowDefinition?
      var size = 0
      var loads: [Double] = []
      var generates: [Double] = []
      // Load and generate in turn, round by round.
      for _ in 0..<DefinitionBenchmarks.runs {
        loads.append(
          DefinitionBenchmarks.seconds {
            definition =
              FlowLoader.load(sources: [FlowSource(path: "app.yaml", bytes: bytes)]).definition
          })
        guard let definition else { break }
        generates.append(
          DefinitionBenchmarks.seconds {
            size = (try? SwiftGenerator(definition: definition).generate())?.utf8.count ?? 0
          })
      }
      let load = Sample(loads)
      let generate = Sample(generates)
      times[screens] = generate
      rows.append(
        BenchmarkRow(
          measure: "generate Swift / load + validate (\(screens) screens, \(size / 1024) KiB out)",
          wayfinder: DefinitionBenchmarks.milliseconds(generate.median),
          baseline: "load \(DefinitionBenchmarks.milliseconds(load.median))",
          sample: generate.over(load), format: Figure.times,
          goal: .ratio(.atMost, 2, "× the load"),
          failure: size > 0 && definition != nil ? nil : "nothing generated"))
    }
    if let small = times[1_000], let large = times[10_000] {
      rows.append(
        BenchmarkRow(
          measure: "generate Swift: 10,000 screens / 1,000 screens (10× the app)",
          wayfinder: DefinitionBenchmarks.milliseconds(large.median),
          baseline: "1,000 screens: \(DefinitionBenchmarks.milliseconds(small.median))",
          sample: large.overMedian(of: small), format: { String(format: "%.1f×", $0) },
          goal: .scaling(15, "× 1,000 screens' time")))
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
