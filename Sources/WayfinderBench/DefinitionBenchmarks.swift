import Foundation
import WayfinderDefinitions

/// Loading and validating a large generated app against the YAML and JSON parsers alone.
///
/// The app has 10 000 screens and 50 000 actions (pushes with typed arguments, `popTo`s,
/// `popToRoot`s and tab switches), launch steps with a condition, and a deep link. Each figure
/// is the best of several runs; peak memory is the process's high-water mark while loading,
/// taken after the parser's runs and after the loader's.
enum DefinitionBenchmarks {
  static let screens = 10_000
  static let runs = 5

  static func run() -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    for (format, text) in [
      ("YAML", SyntheticApp.yaml(screens: screens)), ("JSON", SyntheticApp.json(screens: screens)),
    ] {
      let bytes = Array(text.utf8)
      let path = "synthetic." + format.lowercased()
      let parser = best { _ = ParserBaseline.parse(bytes) }
      let peakAfterParser = peakMemory()
      var clean = true
      let load = best {
        let result = FlowLoader.load(sources: [FlowSource(path: path, bytes: bytes)])
        clean = clean && !result.hasErrors
      }
      let peakAfterLoad = peakMemory()
      let ratio = load / parser
      let untyped = best { _ = ParserBaseline.parseUntyped(bytes) }
      rows.append(
        BenchmarkRow(
          measure: "load + validate / \(format) parser (10k screens, 50k actions, \(bytes.count / 1024) KiB)",
          wayfinder: milliseconds(load), baseline: milliseconds(parser),
          ratio: String(format: "%.2f", ratio), goal: "≤ 1.50", passed: ratio <= 1.5 && clean))
      rows.append(
        BenchmarkRow(
          measure: "load + validate / \(format) parser without scalar typing (as the loader runs it)",
          wayfinder: milliseconds(load), baseline: milliseconds(untyped),
          ratio: String(format: "%.2f", load / untyped), goal: "-", passed: clean))
      if format == "YAML" {
        // The high-water mark only grows: the parser runs first, so the mark after it is the
        // parser's peak, and the mark after loading is the loader's.
        rows.append(
          BenchmarkRow(
            measure: "peak memory (process high-water mark), load + validate / YAML parser",
            wayfinder: megabytes(peakAfterLoad), baseline: megabytes(peakAfterParser),
            ratio: peakAfterParser > 0
              ? String(format: "%.2f", Double(peakAfterLoad) / Double(peakAfterParser)) : "-",
            goal: "-", passed: true))
      }
    }
    return rows
  }

  /// The best of ``runs`` timings of `body`, in seconds.
  private static func best(_ body: () -> Void) -> Double {
    var fastest = Double.infinity
    for _ in 0..<runs {
      let start = ContinuousClock.now
      body()
      let elapsed = ContinuousClock.now - start
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      fastest = min(fastest, seconds)
    }
    return fastest
  }

  private static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.0f ms", seconds * 1000)
  }

  private static func megabytes(_ kilobytes: Int) -> String {
    kilobytes < 0 ? "-" : String(format: "%.0f MiB", Double(kilobytes) / 1024)
  }

  /// The peak resident set size in KiB (Linux `VmHWM`), or -1 when unknown.
  private static func peakMemory() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return -1
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
    return -1
  }
}
