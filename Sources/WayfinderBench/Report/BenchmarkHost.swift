import Foundation

/// Where and when a run measured: the commit, the host, the toolchain, and how busy the host
/// was, for the line above the document's tables.
struct BenchmarkHost {
  var commit: String
  var cores: Int
  var swift: String
  var loadAtStart: Double?
  var loadAtEnd: Double?

  /// The host as it is now, the load average read at the run's start.
  static func current() -> BenchmarkHost {
    let head = output(of: ["git", "rev-parse", "--short", "HEAD"]) ?? "an unknown commit"
    let dirty = !(output(of: ["git", "status", "--porcelain", "--untracked-files=no"]) ?? "")
      .isEmpty
    let version = output(of: ["swift", "--version"]).flatMap { text in
      text.firstMatch(of: /Swift version ([0-9.]+)/).map { String($0.output.1) }
    }
    return BenchmarkHost(
      commit: dirty ? "\(head) with uncommitted changes" : head,
      cores: ProcessInfo.processInfo.activeProcessorCount,
      swift: version.map { "Swift \($0)" } ?? "an unknown Swift", loadAtStart: loadAverage(),
      loadAtEnd: nil)
  }

  /// The one-minute load average (Linux `/proc/loadavg`), or nil.
  static func loadAverage() -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    return text.split(separator: " ").first.flatMap { Double($0) }
  }

  /// `"Measured at `abc1234`: a 2-core x86_64 Linux host, Swift 6.3.1, release build, with
  /// other builds running (load average 9.2 at the start, 10.1 at the end)."`
  var description: String {
    var system = "Linux"
    #if os(macOS)
      system = "macOS"
    #endif
    var architecture = "x86_64"
    #if arch(arm64)
      architecture = "arm64"
    #endif
    let loads = [loadAtStart, loadAtEnd].compactMap { $0 }
    // The bench keeps one core busy itself: a load well past one is other work.
    let busy = (loads.max() ?? 0) >= 1.5
    let load =
      loads.count == 2
      ? String(format: " (load average %.1f at the start, %.1f at the end)", loads[0], loads[1])
      : ""
    return "Measured at `\(commit)`: a \(cores)-core \(architecture) \(system) host, \(swift), "
      + "release build, "
      + (busy ? "with other builds running" : "with nothing else running") + load + "."
  }

  /// The standard output of `arguments`, trimmed; nil when it cannot run or fails.
  private static func output(of arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
