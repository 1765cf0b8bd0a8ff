import Foundation
import WayfinderTools

/// Path generation on the large generated app (10 000 screens, 50 000 actions): exploring it and
/// choosing the paths that cover every screen and edge, and the memory that takes.
enum PathBenchmarks {
  static let screens = 10_000
  static let runs = 3

  static func run() -> [BenchmarkRow] {
    let text = SyntheticApp.yaml(screens: screens)
    let loaded = FlowLoader.load(sources: [FlowSource(path: "synthetic.yaml", text: text)])
    guard let definition = loaded.definition else {
      return [
        BenchmarkRow(
          measure: "path generation (10k screens, 50k actions)", wayfinder: "app did not load",
          baseline: "-", ratio: "-", goal: "≤ 1 s", passed: false)
      ]
    }
    let before = memory("VmHWM:")
    let residentBefore = memory("VmRSS:")
    var fastest = Double.infinity
    var paths: GeneratedPaths?
    for _ in 0..<runs {
      let start = ContinuousClock.now
      var generated = PathGenerator(definition: definition).generate()
      generated.select()
      let elapsed = ContinuousClock.now - start
      fastest = min(
        fastest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      paths = generated
    }
    let after = memory("VmHWM:")
    let held = memory("VmRSS:") - residentBefore
    guard let paths else { return [] }
    var coverage = Coverage(definition)
    coverage.formUnion(paths.covered)
    let complete = coverage.missing.isEmpty && !paths.isTruncated
    return [
      BenchmarkRow(
        measure:
          "path generation + selection (10k screens, 50k actions; \(paths.exploredStates) states, "
          + "\(paths.kept.count) paths, \(paths.totalLength) commands)",
        wayfinder: String(format: "%.0f ms", fastest * 1000), baseline: "-", ratio: "-",
        goal: "≤ 1 s, 100% edges", passed: fastest <= 1 && complete),
      BenchmarkRow(
        measure: "peak memory (process high-water mark, whole run so far) after path generation",
        wayfinder: after < 0 ? "-" : String(format: "%.0f MiB", Double(after) / 1024),
        baseline: before < 0 ? "-" : String(format: "%.0f MiB before", Double(before) / 1024),
        ratio: "-", goal: "-", passed: true),
      BenchmarkRow(
        measure: "memory held by the explored states and kept paths (resident set growth)",
        wayfinder: residentBefore < 0
          ? "-" : String(format: "%.0f MiB", Double(max(0, held)) / 1024),
        baseline: "-", ratio: "-", goal: "-", passed: true),
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
