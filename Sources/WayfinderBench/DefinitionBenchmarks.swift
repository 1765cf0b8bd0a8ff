import Foundation
import WayfinderTools

/// Loading and validating a large generated app against the fastest general parser of each
/// format alone.
///
/// The app has 10 000 screens and 50 000 actions (pushes with typed arguments, `popTo`s,
/// `popToRoot`s and tab switches), launch steps with a condition, and a deep link. The YAML
/// baseline is Yams composing its node tree; the JSON baseline is Foundation's
/// `JSONSerialization` building its object tree (faster here than `JSONDecoder` into a generic
/// tree, and than Yams on the same file). Each figure is the best of several runs. Peak memory
/// is the process's high-water mark over one run (input included), reset before each run where
/// Linux allows it.
enum DefinitionBenchmarks {
  static let screens = 10_000
  static let runs = 5

  static func run() -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    for (format, text) in [
      ("YAML", SyntheticApp.yaml(screens: screens)), ("JSON", SyntheticApp.json(screens: screens)),
    ] {
      let bytes = Array(text.utf8)
      let data = Data(bytes)
      let path = "synthetic." + format.lowercased()
      let isJSON = format == "JSON"
      let baselineName = isJSON ? "JSONSerialization" : "Yams"
      let parse: () -> Void =
        isJSON
        ? { _ = try? JSONSerialization.jsonObject(with: data) }
        : { _ = ParserBaseline.parse(bytes) }
      var clean = true
      let load: () -> Void = {
        let result = FlowLoader.load(sources: [FlowSource(path: path, bytes: bytes)])
        clean = clean && !result.hasErrors
      }
      let parserTime = best(parse)
      let loadTime = best(load)
      let ratio = loadTime / parserTime
      rows.append(
        BenchmarkRow(
          measure:
            "load + validate / \(format) parser (10k screens, 50k actions, \(bytes.count / 1024) KiB)",
          wayfinder: milliseconds(loadTime),
          baseline: "\(baselineName) \(milliseconds(parserTime))",
          ratio: String(format: "%.2f", ratio), goal: "≤ 1.50", passed: ratio <= 1.5 && clean))
      if isJSON {
        let ownParser = best { _ = ParserBaseline.parseJSON(bytes) }
        let yams = best { _ = ParserBaseline.parseUntyped(bytes) }
        rows.append(
          BenchmarkRow(
            measure:
              "JSON: the loader's own parser alone / JSONSerialization (Yams: \(milliseconds(yams)))",
            wayfinder: milliseconds(ownParser),
            baseline: "JSONSerialization \(milliseconds(parserTime))",
            ratio: String(format: "%.2f", ownParser / parserTime), goal: "-", passed: true))
      } else {
        let untyped = best { _ = ParserBaseline.parseUntyped(bytes) }
        rows.append(
          BenchmarkRow(
            measure: "load + validate / YAML parser without scalar typing (as the loader runs it)",
            wayfinder: milliseconds(loadTime), baseline: "Yams \(milliseconds(untyped))",
            ratio: String(format: "%.2f", loadTime / untyped), goal: "-", passed: clean))
      }
      let parserPeak = peakMemory(during: parse)
      let loadPeak = peakMemory(during: load)
      rows.append(
        BenchmarkRow(
          measure: "peak memory (high-water mark), load + validate / \(format) parser",
          wayfinder: megabytes(loadPeak), baseline: "\(baselineName) \(megabytes(parserPeak))",
          ratio: parserPeak > 0 && loadPeak > 0
            ? String(format: "%.2f", Double(loadPeak) / Double(parserPeak)) : "-",
          goal: "-", passed: true))
    }
    rows.append(aliasBomb())
    return rows
  }

  /// A file whose aliases would expand without bound (300 references to a 200-key mapping,
  /// 60 000 keys expanded): the loader refuses it, saying so, without expanding it.
  private static func aliasBomb() -> BenchmarkRow {
    let text = SyntheticApp.aliasBomb(references: 300, keys: 200)
    var refused = true
    let time = best {
      let result = FlowLoader.load(sources: [FlowSource(path: "bomb.yaml", text: text)])
      refused =
        refused
        && result.diagnostics.contains { $0.message.hasPrefix("aliases expand to more than ") }
    }
    return BenchmarkRow(
      measure: "load refusing aliases that expand without bound (300 × 200-key mapping)",
      wayfinder: milliseconds(time), baseline: "-", ratio: "-", goal: "≤ 50 ms",
      passed: refused && time <= 0.05)
  }

  /// The best of ``runs`` timings of `body`, in seconds.
  static func best(_ body: () -> Void) -> Double {
    var fastest = Double.infinity
    for _ in 0..<runs {
      let start = ContinuousClock.now
      body()
      let elapsed = ContinuousClock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      fastest = min(fastest, seconds)
    }
    return fastest
  }

  static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.0f ms", seconds * 1000)
  }

  private static func megabytes(_ kilobytes: Int) -> String {
    kilobytes < 0 ? "-" : String(format: "%.0f MiB", Double(kilobytes) / 1024)
  }

  /// The process's peak resident set size in KiB while `body` runs, or -1 when it cannot be
  /// measured (the high-water mark can only be reset on Linux, by writing 5 to `clear_refs`).
  ///
  /// Memory freed by earlier runs first goes back to the system (glibc's `malloc_trim`), so
  /// the mark starts from what the process really holds rather than from the allocator's cache.
  private static func peakMemory(during body: () -> Void) -> Int {
    typealias Trim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
    do {
      try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    } catch {
      return -1
    }
    body()
    return peakMemory()
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
