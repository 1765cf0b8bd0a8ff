import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// How long the generated Swift of the synthetic app takes to compile, as a debug build
/// compiles an app target (`swiftc`, two jobs, incremental, an output file map): a clean build,
/// a rebuild after editing one screen's title, and the type-check time of a user's file that
/// pushes generated routes, compiled against the generated module. Each figure is the median of
/// three runs. Minutes at 10,000 screens, so not part of the full run:
/// `wayfinder-bench compile [pushes] [SCREENS…]`. Needs `swiftc` on the path and a debug build's
/// `.build/debug/Modules` (run from the package root); without them it says so and skips.
enum CompileBenchmarks {
  static let defaultSizes = [100, 1_000, 2_000, 10_000]
  /// The figures of the single generated file the output was before it was split, for the rows'
  /// baseline: clean debug compiles by size.
  static let singleFileSeconds: [Int: Recorded] = [
    1_000: Recorded(figure: "one file: 15–17 s", commit: "6eda007"),
    2_000: Recorded(figure: "one file: 33 s", commit: "6eda007"),
    10_000: Recorded(figure: "one file: 511 s", commit: "6eda007"),
  ]

  /// The rows for apps of `sizes` screens; with `pushesOnly`, the type-check rows alone
  /// (`wayfinder-bench compile pushes 10000`), which skip the builds.
  static func run(sizes: [Int], pushesOnly: Bool = false) -> [BenchmarkRow] {
    let modules = FileManager.default.currentDirectoryPath + "/.build/debug/Modules"
    guard let swiftc = executable("swiftc") else {
      print("compile: skipped, swiftc is not on the path")
      return []
    }
    guard FileManager.default.fileExists(atPath: modules + "/Wayfinder.swiftmodule") else {
      print("compile: skipped, no \(modules)/Wayfinder.swiftmodule: run `swift build` first")
      return []
    }
    var rows: [BenchmarkRow] = []
    var pushTimes: [Int: Double] = [:]
    for screens in sizes.sorted() {
      do {
        let app = try CompiledApp(screens: screens, swiftc: swiftc, modules: modules)
        defer { app.remove() }
        if screens >= 1_000 && !pushesOnly {
          let clean = median { try app.cleanBuild() }
          let goal = screens <= 10_000 ? 120.0 : .infinity
          rows.append(
            row(
              "compile generated Swift, clean debug build (\(screens) screens)", clean,
              baseline: singleFileSeconds[screens]?.description ?? "-", goal: goal))
          if screens == 2_000 {
            let edit = median { try app.editOneScreenAndRebuild() }
            rows.append(
              row(
                "compile generated Swift, one screen edited (\(screens) screens)", edit,
                baseline: singleFileSeconds[screens]?.description ?? "-", goal: 5))
          }
        }
        if [100, 1_000, 10_000].contains(screens) {
          let push = median { try app.pushTypeCheck() }
          pushTimes[screens] = push
          rows.append(
            BenchmarkRow(
              measure: "type-check 50 pushes of generated routes (\(screens) screens)",
              wayfinder: String(format: "%.1f ms", push * 1_000)))
        }
      } catch {
        print("compile (\(screens) screens): \(error)")
      }
    }
    if let small = pushTimes[100] {
      for large in [1_000, 10_000] {
        guard let time = pushTimes[large] else { continue }
        let growth = time / small
        rows.append(
          BenchmarkRow(
            measure: "type-check of a push: \(large) / 100 screens (\(large / 100)× the app)",
            wayfinder: String(format: "%.1f ms", time * 1_000),
            baseline: String(format: "%.1f ms", small * 1_000),
            judged: String(format: "%.2f× (median of 3 each)", growth),
            goal: .scaling(1.2, "× 100 screens'")))
      }
    }
    return rows
  }

  private static func row(
    _ measure: String, _ seconds: Double, baseline: String, goal: Double
  ) -> BenchmarkRow {
    // A build a person waits for: a budget, not a rate of the host.
    BenchmarkRow(
      measure: measure, wayfinder: String(format: "%.1f s", seconds), baseline: baseline,
      judged: String(format: "%.1f s (median of 3)", seconds),
      goal: goal.isFinite ? .budget(.atMost, goal, " s") : nil)
  }

  /// The median of three runs of `measure`, in seconds; infinity when a run fails.
  private static func median(_ measure: () throws -> Double) -> Double {
    var times: [Double] = []
    for _ in 0..<3 {
      do {
        times.append(try measure())
      } catch {
        print("compile: \(error)")
        return .infinity
      }
    }
    return times.sorted()[1]
  }

  /// The full path of `name` on `PATH`.
  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
