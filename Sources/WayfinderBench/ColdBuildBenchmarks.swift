import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A cold debug build of the example app, which gets its types from the build plugin, against a
/// cold build of the engine alone, in turn, round by round, each in a scratch folder of its own
/// (resolving the dependencies is not timed). SwiftPM compiles the plugin's generator, and
/// every module it uses, once more for the host: the rows show what that side compiles, and
/// judge it against the tooling as a whole and the build's time against the engine's. Minutes
/// a round, so not part of the full run: `wayfinder-bench cold-build [ROUNDS]`, from the
/// package root, with `swift` on the path.
enum ColdBuildBenchmarks {
  /// The modules of the tooling: what the generator would compile were it built on all of it.
  static let tooling = ["WayfinderFlowFiles", "WayfinderTools", "WayfinderGenerate"]

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The rows for `rounds` rounds.
  static func run(rounds: Int) -> [BenchmarkRow] {
    let root = FileManager.default.currentDirectoryPath
    guard let swift = CompileBenchmarks.executable("swift") else {
      print("cold-build: skipped, swift is not on the path")
      return []
    }
    guard FileManager.default.fileExists(atPath: root + "/Examples/DemoApp/Package.swift") else {
      print("cold-build: skipped, run it from the package root (no Examples/DemoApp)")
      return []
    }
    let scratch =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-cold-build-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var engine: [Double] = []
    var app: [Double] = []
    var appWall: [Double] = []
    var tally: BuildTally?
    do {
      for round in 0..<rounds {
        let engineFolder = "\(scratch)/engine-\(round)"
        if let time = try build(
          swift, ["--target", "Wayfinder"], package: root, scratch: engineFolder)
        {
          engine.append(time.cpu)
        }
        let appFolder = "\(scratch)/app-\(round)"
        if let time = try build(swift, [], package: root + "/Examples/DemoApp", scratch: appFolder)
        {
          app.append(time.cpu)
          appWall.append(time.wall)
        }
        tally = BuildTally(folder: appFolder + "/debug")
        try? FileManager.default.removeItem(atPath: engineFolder)
        try? FileManager.default.removeItem(atPath: appFolder)
      }
    } catch {
      print("cold-build: \(error)")
      return []
    }
    guard let tally else { return [] }
    return [tallyRow(tally, root: root), timeRow(app: app, appWall: appWall, engine: engine)]
  }

  /// The share of the tooling's lines the generator compiles for the host: 1 when it is built
  /// on the whole of the tools.
  static func tallyRow(_ tally: BuildTally, root: String) -> BenchmarkRow {
    let toolingLines = tooling.map { lines(under: "\(root)/Sources/\($0)") }.reduce(0, +)
    let hostTooling = tooling.filter { tally.host.modules.contains($0) }
      .map { lines(under: "\(root)/Sources/\($0)") }.reduce(0, +)
    let share = Double(hostTooling) / Double(max(toolingLines, 1))
    return BenchmarkRow(
      measure:
        "cold build of Examples/DemoApp with the build plugin: the tooling's lines the generator "
        + "compiles for the host (host side: \(tally.host.modules.joined(separator: ", ")))",
      wayfinder: "host \(tally.host.description); target \(tally.target.description)",
      baseline: "the tooling \(BuildTally.grouped(toolingLines)) lines",
      judged: String(format: "%.2f (lines, the same every round)", share),
      goal: .ratio(.atMost, 0.6, " of the tooling's lines"))
  }

  /// The app's cold build over the engine's, in CPU time (the compilers' user and system
  /// time, which other work on the machine inflates less than the wall clock).
  static func timeRow(app: [Double], appWall: [Double], engine: [Double]) -> BenchmarkRow {
    let ratio = Sample(app).over(Sample(engine))
    return BenchmarkRow(
      measure:
        "cold debug build of Examples/DemoApp with the build plugin (its targets, no tests) / "
        + "a cold build of the engine alone, CPU time, in turn",
      wayfinder: String(
        format: "%.0f s of CPU (%.0f s on the clock)", Sample(app).median, Sample(appWall).median),
      baseline: String(format: "engine alone %.0f s of CPU", Sample(engine).median),
      sample: ratio, format: Figure.times, goal: .ratio(.atMost, 4.2, "× the engine alone"))
  }

  /// The lines of the Swift files under `folder`.
  static func lines(under folder: String) -> Int {
    let manager = FileManager.default
    guard let paths = manager.subpaths(atPath: folder) else { return 0 }
    var lines = 0
    for path in paths where path.hasSuffix(".swift") {
      guard let data = manager.contents(atPath: folder + "/" + path) else { continue }
      lines += data.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
    return lines
  }

  /// Resolves the package in `scratch` (not timed), then builds it there from nothing: the
  /// build's wall-clock and CPU seconds, or nil when it failed (said on standard output).
  static func build(
    _ swift: String, _ arguments: [String], package: String, scratch: String
  ) throws -> (wall: Double, cpu: Double)? {
    let common = ["--package-path", package, "--scratch-path", scratch]
    guard try run(swift, ["package"] + common + ["resolve"]) == 0 else {
      print("cold-build: cannot resolve \(package)")
      return nil
    }
    let before = childrenCPU()
    let start = ContinuousClock.now
    let status = try run(swift, ["build"] + common + arguments)
    let wall = (ContinuousClock.now - start).inSeconds
    guard status == 0 else {
      print("cold-build: the build of \(package) failed (\(status))")
      return nil
    }
    return (wall, childrenCPU() - before)
  }

  /// Runs `executable` with its output discarded; its exit status.
  static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// The user and system seconds of every child process ended and waited for so far, theirs
  /// included.
  static func childrenCPU() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
