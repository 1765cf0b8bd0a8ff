import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// Path generation on the large generated app (10 000 screens, 50 000 actions): exploring it and
/// choosing the paths that cover every screen and edge, and the memory that takes. The goal is
/// against loading the same app, taken in turn with it: `wayfinder paths` does both, and the
/// paths measured 0.94× the load when the goal was set.
enum PathBenchmarks {
  static let screens = 10_000
  static let runs = 3

  static func run() -> [BenchmarkRow] {
    let text = SyntheticApp.yaml(screens: screens)
    let bytes = Array(text.utf8)
    let loaded = FlowLoader.load(sources: [FlowSource(path: "synthetic.yaml", text: text)])
    let goal = Goal.ratio(.atMost, 1.5, "× the load")
    guard let definition = loaded.definition else {
      return [
        BenchmarkRow(
          measure: "path generation (10k screens, 50k actions)", wayfinder: "-", goal: goal,
          failure: "the app did not load")
      ]
    }
    let before = memory("VmHWM:")
    let residentBefore = memory("VmRSS:")
    var loads: [Double] = []
    var times: [Double] = []
    var paths: GeneratedPaths?
    for _ in 0..<runs {
      loads.append(
        DefinitionBenchmarks.seconds {
          _ = FlowLoader.load(sources: [FlowSource(path: "synthetic.yaml", bytes: bytes)])
        })
      times.append(
        DefinitionBenchmarks.seconds {
          var generated = PathGenerator(definition: definition).generate()
          generated.select()
          paths = generated
        })
    }
    let after = memory("VmHWM:")
    let held = memory("VmRSS:") - residentBefore
    guard let paths else { return [] }
    var coverage = Coverage(definition)
    coverage.formUnion(paths.covered)
    let complete = coverage.missing.isEmpty && !paths.isTruncated
    let generation = Sample(times)
    let load = Sample(loads)
    return [
      BenchmarkRow(
        measure:
          "path generation + selection / load + validate (10k screens, 50k actions; "
          + "\(paths.exploredStates) states, \(paths.kept.count) paths, \(paths.totalLength) "
          + "commands)",
        wayfinder: DefinitionBenchmarks.milliseconds(generation.median),
        baseline: "load \(DefinitionBenchmarks.milliseconds(load.median))",
        sample: generation.over(load), format: Figure.times, goal: goal,
        failure: complete ? nil : "not every screen and edge covered"),
      BenchmarkRow(
        measure: "peak memory (process high-water mark, whole run so far) after path generation",
        wayfinder: after < 0 ? "-" : String(format: "%.0f MiB", Double(after) / 1024),
        baseline: before < 0 ? "-" : String(format: "%.0f MiB before", Double(before) / 1024)),
      BenchmarkRow(
        measure: "memory held by the explored states and kept paths (resident set growth)",
        wayfinder: residentBefore < 0
          ? "-" : String(format: "%.0f MiB", Double(max(0, held)) / 1024)),
    ]
  }

  /// A memory figure of `/proc/self/status` in KiB (`VmHWM:` the peak resident set size,
  /// `VmRSS:` the current one), or -1 when unknown.
  private static func memory(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return -1
    }
    for line in status.split(separator: "\n") where line.hasPrefix(field) {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
    return -1
  }
}
