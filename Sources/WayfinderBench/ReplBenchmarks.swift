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
        measure: "REPL", wayfinder: "-", goal: .budget(.atMost, 50, " ms"),
        failure: "no release wayfinder binary")
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
    let sample = Sample(times)
    return BenchmarkRow(
      measure: "REPL start to first screen (demo app; \(times.count) rounds after a first)",
      wayfinder: Figure.milliseconds(sample.median), sample: sample.scaled(by: 1e3),
      format: { String(format: "%.1f ms", $0) }, goal: .budget(.atMost, 50, " ms"),
      failure: times.isEmpty ? "the REPL did not start" : nil)
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
  static let commandsBaseline = Recorded(
    figure: "before: 28 046 /s (56 128 /s of CPU)", commit: "fa87d4b")

  /// The budget of a scripted command, render included: a 10 000-line script in a second.
  /// Commands measured 10 µs on a quiet host and 20 µs on a busy one when it was set.
  static let commandBudget = Goal.budget(.atMost, 100, " µs a command")

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

  static let rounds = 3

  /// Rounds of a script of `count` commands, each taking off the start of an empty script
  /// run just before it: wall and CPU seconds a command, one figure a round.
  static func timeCommands(_ binary: URL, count: Int) -> (wall: Sample, cpu: Sample) {
    var wall: [Double] = []
    var cpu: [Double] = []
    // Never below a microsecond a command: what is left after the start is the commands'.
    let floor = 1e-6
    for _ in 0..<rounds {
      guard let empty = timeScript(binary, script: "quit\n"),
        let time = timeScript(binary, script: script(commands: count))
      else { continue }
      wall.append(max((time.wall - empty.wall) / Double(count), floor))
      cpu.append(max((time.cpu - empty.cpu) / Double(count), floor))
    }
    return (Sample(wall), Sample(cpu))
  }

  static func commandsRow(_ binary: URL) -> [BenchmarkRow] {
    let counts = [2_000, 20_000, 200_000]
    let times = counts.map { timeCommands(binary, count: $0) }
    let main = times[1]
    let failure = times.allSatisfy { !$0.wall.values.isEmpty } ? nil : "a script failed"
    var rows = [
      BenchmarkRow(
        measure: "REPL scripted commands (20 000, each rendered; \(rounds) rounds)",
        wayfinder: String(
          format: "%.0f /s (%.0f /s of CPU)", 1 / main.wall.median, 1 / main.cpu.median),
        baseline: commandsBaseline.description, sample: main.wall.scaled(by: 1e6),
        format: { String(format: "%.1f µs", $0) }, goal: commandBudget, failure: failure)
    ]
    // By CPU time: a short script's wall clock is mostly the process starting.
    let first = times[0].cpu
    for (count, time) in zip(counts, times).dropFirst() {
      rows.append(
        BenchmarkRow(
          measure: "REPL scripted commands, a script of \(count.formatted()) / of 2,000 (the "
            + "history grows to its limit of 100,000, then drops its oldest; CPU a command)",
          wayfinder: String(format: "%.2f µs of CPU a command", time.cpu.median * 1e6),
          baseline: String(format: "2,000: %.2f µs", first.median * 1e6),
          sample: time.cpu.overMedian(of: first), format: Figure.times,
          goal: .scaling(1.5, "× 2,000's"), failure: failure))
    }
    return rows
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
