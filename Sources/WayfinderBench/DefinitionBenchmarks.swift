import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// Loading and validating a large generated app against the fastest general parser of each
/// format alone.
///
/// The app has 10 000 screens and 50 000 actions (pushes with typed arguments, `popTo`s,
/// `popToRoot`s and tab switches), launch steps with a condition, and a deep link. The YAML
/// baseline the goal judges is Yams composing its node tree with the basic resolver, as the
/// loader composes it: like for like. Yams with its default resolver, which types every scalar
/// the loader leaves untyped, is slower, and is shown for reference without a goal. The JSON
/// baseline is Foundation's `JSONSerialization` building its object tree (faster here than
/// `JSONDecoder` into a generic tree, and than Yams on the same file). Each round times the
/// parsers and the loader in turn, and the goal judges the median of the rounds' ratios. Peak
/// memory is the process's high-water mark over one run (input included), reset before each
/// run where Linux allows it.
enum DefinitionBenchmarks {
  static let screens = 10_000
  static let runs = 5
  /// The goal of a load against its parser: at most half as long again as parsing alone.
  static let goal = Goal.ratio(.atMost, 1.5, "× the parser")

  static func run() -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    for (format, text) in [
      ("YAML", SyntheticApp.yaml(screens: screens)), ("JSON", SyntheticApp.json(screens: screens)),
    ] {
      let bytes = Array(text.utf8)
      let data = Data(bytes)
      let path = "synthetic." + format.lowercased()
      let isJSON = format == "JSON"
      var clean = true
      let load: () -> Void = {
        let result = FlowLoader.load(sources: [FlowSource(path: path, bytes: bytes)])
        clean = clean && !result.hasErrors
      }
      // The like-for-like parser first, then the one shown for reference.
      let parsers: [() -> Void] =
        isJSON
        ? [
          { _ = try? JSONSerialization.jsonObject(with: data) },
          { _ = ParserBaseline.parseJSON(bytes) },
        ]
        : [{ _ = ParserBaseline.parseUntyped(bytes) }, { _ = ParserBaseline.parse(bytes) }]
      var loads: [Double] = []
      var parses: [[Double]] = [[], []]
      for _ in 0..<runs {
        for (index, parse) in parsers.enumerated() { parses[index].append(seconds(parse)) }
        loads.append(seconds(load))
      }
      let loaded = Sample(loads)
      let parser = Sample(parses[0])
      let other = Sample(parses[1])
      let size = "\(bytes.count / 1024) KiB"
      let failure = clean ? nil : "the app did not load clean"
      if isJSON {
        rows.append(
          BenchmarkRow(
            measure: "load + validate / JSONSerialization (10k screens, 50k actions, \(size))",
            wayfinder: milliseconds(loaded.median),
            baseline: "JSONSerialization \(milliseconds(parser.median))",
            sample: loaded.over(parser), format: Figure.times, goal: goal, failure: failure))
        rows.append(
          BenchmarkRow(
            measure: "JSON: the loader's own parser alone / JSONSerialization",
            wayfinder: milliseconds(other.median),
            baseline: "JSONSerialization \(milliseconds(parser.median))",
            sample: other.over(parser), format: Figure.times, goal: nil))
      } else {
        rows.append(
          BenchmarkRow(
            measure: "load + validate / Yams with the basic resolver, as the loader composes "
              + "(like for like; 10k screens, 50k actions, \(size))",
            wayfinder: milliseconds(loaded.median),
            baseline: "Yams, basic resolver \(milliseconds(parser.median))",
            sample: loaded.over(parser), format: Figure.times, goal: goal, failure: failure))
        rows.append(
          BenchmarkRow(
            measure: "not like for like, for reference: load + validate / Yams with its default "
              + "resolver, typing every scalar the loader leaves untyped",
            wayfinder: milliseconds(loaded.median),
            baseline: "Yams, default resolver \(milliseconds(other.median))",
            sample: loaded.over(other), format: Figure.times, goal: nil))
      }
      let parserPeak = peakMemory(during: parsers[0])
      let loadPeak = peakMemory(during: load)
      rows.append(
        BenchmarkRow(
          measure: "peak memory (high-water mark), load + validate / \(format) parser",
          wayfinder: megabytes(loadPeak),
          baseline: "\(isJSON ? "JSONSerialization" : "Yams, basic resolver") "
            + megabytes(parserPeak),
          sample: parserPeak > 0 && loadPeak > 0
            ? Sample([Double(loadPeak) / Double(parserPeak)]) : Sample([]),
          format: Figure.times, goal: nil))
    }
    rows.append(aliasBomb())
    return rows
  }

  /// A file whose aliases would expand without bound (300 references to a 200-key mapping,
  /// 60 000 keys expanded): the loader refuses it, saying so, without expanding it, within a
  /// budget a person would not notice.
  private static func aliasBomb() -> BenchmarkRow {
    let text = SyntheticApp.aliasBomb(references: 300, keys: 200)
    var refused = true
    let times = Sample.timing(rounds: runs) {
      let result = FlowLoader.load(sources: [FlowSource(path: "bomb.yaml", text: text)])
      refused =
        refused
        && result.diagnostics.contains { $0.message.hasPrefix("aliases expand to more than ") }
    }
    return BenchmarkRow(
      measure: "load refusing aliases that expand without bound (300 × 200-key mapping)",
      wayfinder: milliseconds(times.median), sample: times.scaled(by: 1e3),
      format: { String(format: "%.1f ms", $0) }, goal: .budget(.atMost, 50, " ms"),
      failure: refused ? nil : "not refused")
  }

  /// Seconds one run of `body` takes.
  static func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    return (ContinuousClock.now - start).inSeconds
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
