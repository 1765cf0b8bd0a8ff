import Foundation

/// Runs the built `wayfinder` binary as a person would, and captures what it prints.
enum BinaryRunner {
  typealias Output = SpawnedProcess.Result

  /// The `wayfinder` executable built beside the test bundle.
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("wayfinder")
  }

  /// The package root, where `Flows/` lives.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  /// Runs `wayfinder arguments…` in the package root with `input` piped to its standard input,
  /// its own state folder (`XDG_STATE_HOME`) and `NO_COLOR` set, then `environment`.
  ///
  /// The process is awaited without blocking a thread of the cooperative pool, and killed after
  /// `timeout` so that a hang fails the test instead of stalling it.
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    timeout: Duration = SpawnedProcess.hangDeadline
  ) async throws -> Output {
    try await SpawnedProcess(arguments, descriptors: [0: .input(input)], environment: environment)
      .result(timeout: timeout)
  }
}
