import Foundation

/// The REPL as a person or a script meets it, measured on the release `wayfinder` binary:
///
/// 1. Start to first screen: from launching the process to the first framed screen on its
///    standard output (flow files loaded, launch played on virtual time, screen drawn).
/// 2. Scripted commands per second: a script of 20 000 commands piped in, each parsed,
///    applied, followed by the launch settling, and answered with a full render.
enum ReplBenchmarks {
  static func run() -> [BenchmarkRow] {
    guard let binary = wayfinderBinary() else {
      let missing = BenchmarkRow(
        measure: "REPL (needs the release wayfinder binary)", wayfinder: "-", baseline: "-",
        ratio: "-", goal: "-", passed: false)
      return [missing]
    }
    return [startRow(binary), commandsRow(binary)]
  }

  /// The `wayfinder` binary beside this one, built (or brought up to date: a binary left from
  /// older sources would measure them) before it is timed.
  static func wayfinderBinary() -> URL? {
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

  static func commandsRow(_ binary: URL) -> BenchmarkRow {
    let count = 20_000
    var lines = ["tap Continue"]
    let walk = [
      "tap 1", "tap 1", "tap Back to Primary", "tab 2", "tap 1", "dismiss", "tab 1", "tap 2",
      "back",
    ]
    while lines.count < count + 1 { lines += walk }
    let script = lines.prefix(count + 1).joined(separator: "\n") + "\n"
    let empty = timeScript(binary, script: "quit\n") ?? 0
    var best = Double.infinity
    for _ in 0..<3 {
      if let time = timeScript(binary, script: script) { best = min(best, time - empty) }
    }
    let rate = Double(count) / best
    return BenchmarkRow(
      measure: "REPL scripted commands (20 000, rendered)",
      wayfinder: String(format: "%.0f /s", rate),
      baseline: "-", ratio: String(format: "%.1f µs each", best / Double(count) * 1e6),
      goal: "≥ 20 000 /s", passed: rate >= 20_000)
  }

  /// Seconds to run `script` through `wayfinder run`, output discarded.
  static func timeScript(_ binary: URL, script: String) -> Double? {
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
    let start = ContinuousClock.now
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    let elapsed = ContinuousClock.now - start
    guard process.terminationStatus == 0 else { return nil }
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
