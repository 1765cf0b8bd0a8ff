import Foundation

/// The REPL as a person or a script meets it, measured on the release `wayfinder` binary:
///
/// 1. Start to first screen: from launching the process to the first framed screen on its
///    standard output (flow files loaded, launch played on virtual time, screen drawn).
/// 2. Scripted commands per second: a script of 20 000 commands piped in, each parsed,
///    applied, followed by the launch settling, and answered with a full render; and scripts of
///    2 000 and 200 000, whose CPU time a command must be the same. `WAYFINDER_BENCH_BINARY` names
///    a `wayfinder` binary to measure instead of building the one beside this one.
enum ReplBenchmarks {
  static func run() -> [BenchmarkRow] {
    guard let binary = wayfinderBinary() else {
      let missing = BenchmarkRow(
        measure: "REPL (needs the release wayfinder binary)", wayfinder: "-", baseline: "-",
        ratio: "-", goal: "-", passed: false)
      return [missing]
    }
    return [startRow(binary)] + commandsRow(binary)
  }

  /// The `wayfinder` binary beside this one, built (or brought up to date: a binary left from
  /// older sources would measure them) before it is timed.
  static func wayfinderBinary() -> URL? {
    // A binary named outright is measured as it is: comparing two builds, one built before
    // a change and one after, run alternately.
    if let named = ProcessInfo.processInfo.environment["WAYFINDER_BENCH_BINARY"] {
      return FileManager.default.isExecutableFile(atPath: named) ? URL(fileURLWithPath: named) : nil
    }
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let binary = folder.appendingPathComponent("wayfinder")
    // .build/<triple>/release/wayfinder-bench → scratch path .build
    let scratch = folder.deletingLastPathComponent().deletingLastPathComponent()
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    build.arguments = [
      "swift", "build", "-c", "release", "--product", "wayfinder", "--scratch-path", scratch.path,
    ]
    try? build.run()
    build.waitUntilExit()
    return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
  }

  // MARK: 1. Start to first screen

  static func startRow(_ binary: URL) -> BenchmarkRow {
    var times: [Double] = []
    for round in 0..<21 {
      guard let time = timeToFirstScreen(binary) else { continue }
      if round > 0 { times.append(time) }
    }
    let median = times.sorted()[safe: times.count / 2] ?? .infinity
    return BenchmarkRow(
      measure: "REPL start to first screen (demo app)",
      wayfinder: String(format: "%.1f ms", median * 1000),
      baseline: "-", ratio: "-", goal: "≤ 50 ms", passed: median <= 0.050)
  }

  /// Seconds from starting `wayfinder run` to the end of its first frame on standard output.
  static func timeToFirstScreen(_ binary: URL) -> Double? {
    let process = Process()
    process.executableURL = binary
    process.arguments = ["run", "Flows", "--width", "64"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let start = ContinuousClock.now
    guard (try? process.run()) != nil else { return nil }
    var seen = Data()
    var elapsed: Duration?
    while elapsed == nil {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen.append(chunk)
      if String(decoding: seen, as: UTF8.self).contains("Launch steps") {
        elapsed = ContinuousClock.now - start
      }
    }
    try? input.fileHandleForWriting.close()
    _ = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return elapsed.map { Double($0.components.attoseconds) / 1e18 + Double($0.components.seconds) }
  }

  // MARK: 2. Scripted commands per second

  /// Commands per second before rendering and parsing were made cheaper (median of 3 runs
  /// alternating with the build after, other builds running).
  static let commandsBaseline = "28 046 /s (0.36 s CPU, 56 128 /s of CPU)"

  /// A script of `count` commands walking the demo after its launch (`tap Continue` first).
  static func script(commands count: Int) -> String {
    var lines = ["tap Continue"]
    let walk = [
      "tap 1", "tap 1", "tap Back to Primary", "tab 2", "tap 1", "dismiss", "tab 1", "tap 2",
      "back",
    ]
    while lines.count < count + 1 { lines += walk }
    return lines.prefix(count + 1).joined(separator: "\n") + "\n"
  }

  /// The best of three runs of a script of `count` commands, the start of an empty script
  /// taken off: wall seconds, and the CPU seconds the process used.
  static func timeCommands(_ binary: URL, count: Int) -> (wall: Double, cpu: Double) {
    // The start is taken as the best of three too: one slow start taken off a short script
    // would leave it a negative time.
    var empty = (wall: Double.infinity, cpu: Double.infinity)
    var best = (wall: Double.infinity, cpu: Double.infinity)
    for _ in 0..<3 {
      if let time = timeScript(binary, script: "quit\n") {
        empty = (min(empty.wall, time.wall), min(empty.cpu, time.cpu))
      }
      if let time = timeScript(binary, script: script(commands: count)) {
        best = (min(best.wall, time.wall), min(best.cpu, time.cpu))
      }
    }
    // Never below a microsecond a command: what is left after the start is the commands'.
    let floor = Double(count) * 1e-6
    return (max(best.wall - empty.wall, floor), max(best.cpu - empty.cpu, floor))
  }

  static func commandsRow(_ binary: URL) -> [BenchmarkRow] {
    let counts = [2_000, 20_000, 200_000]
    let times = counts.map { timeCommands(binary, count: $0) }
    let rates = zip(counts, times).map { Double($0) / $1.wall }
    let count = counts[1]
    let best = times[1]
    let rate = rates[1]
    let main = BenchmarkRow(
      measure: "REPL scripted commands (20 000, rendered)",
      wayfinder: String(
        format: "%.0f /s (%.2f s CPU, %.0f /s of CPU)", rate, best.cpu,
        Double(count) / best.cpu),
      baseline: commandsBaseline,
      ratio: String(format: "%.1f µs each", best.wall / Double(count) * 1e6),
      goal: "≥ 60 000 /s", passed: rate >= 60_000)
    let perCommand = zip(counts, times).map { $1.cpu / Double($0) }
    let first = perCommand[0]
    let scaling = BenchmarkRow(
      measure:
        "REPL scripted commands, scripts of 2 000 / 20 000 / 200 000 (the history grows to its "
        + "limit of 100 000, then drops its oldest)",
      // By CPU time: a short script's wall clock is mostly the process starting.
      wayfinder: perCommand.map { String(format: "%.0f", 1 / $0) }.joined(separator: " / ")
        + " /s of CPU",
      baseline: "-",
      ratio: perCommand.map { String(format: "%.2f×", $0 / max(first, 1e-12)) }.joined(
        separator: " / ") + " the CPU a command",
      goal: "flat (≤ 1.5×)", passed: perCommand.allSatisfy { $0 <= first * 1.5 })
    return [main, scaling]
  }

  /// Seconds to run `script` through `wayfinder run`, output discarded.
  static func timeScript(_ binary: URL, script: String) -> (wall: Double, cpu: Double)? {
    let scriptFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-bench-\(UUID().uuidString).wf")
    guard (try? script.write(to: scriptFile, atomically: true, encoding: .utf8)) != nil else {
      return nil
    }
    defer { try? FileManager.default.removeItem(at: scriptFile) }
    let process = Process()
    process.executableURL = binary
    process.arguments = ["run", "Flows", "--script", scriptFile.path, "--width", "64"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let cpuBefore = childrenCPU()
    let start = ContinuousClock.now
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    guard process.terminationStatus == 0 else { return nil }
    return (
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      childrenCPU() - cpuBefore
    )
  }

  /// The CPU seconds (user and system) of the children waited for so far.
  static func childrenCPU() -> Double {
    var usage = rusage()
    guard getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage) == 0 else { return 0 }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
