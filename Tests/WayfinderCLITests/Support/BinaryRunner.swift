import Foundation
import Testing

/// Runs the built `wayfinder` binary as a person would, and captures what it prints.
struct BinaryRunner {
  struct Output {
    var stdout: String
    var stderr: String
    var status: Int32
  }

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

  /// Runs `wayfinder arguments…` in the package root with `input` on standard input.
  ///
  /// The process is killed after `timeout` so a hang fails the test instead of stalling it.
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    timeout: Duration = .seconds(30)
  ) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["XDG_STATE_HOME"] =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-tests-\(UUID().uuidString)").path
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    let seconds = Double(timeout.components.seconds)
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: killer)
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    killer.cancel()
    return Output(
      stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
      status: process.terminationStatus)
  }
}
