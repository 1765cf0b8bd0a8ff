import Dispatch
import Foundation
import Wayfinder

/// What a short program printed and how it ended, for `wayfinder diff`'s reads of git.
///
/// The program gets its arguments as a list (no shell), nothing on its standard input, and the
/// process's environment with `environment` over it. Its standard output and standard error
/// are read at once, on two threads, so neither pipe fills and stalls it.
struct ProcessOutput {
  /// Its exit status, or 128 + N when signal N ended it.
  var status: Int32
  /// What it wrote on standard output.
  var output: [UInt8]
  /// What it wrote on standard error, as text.
  var error: String

  /// Runs `executable` with `arguments` to its end.
  ///
  /// - Throws: The system's error when the program cannot be started.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let errorRead = DispatchGroup()
    let errorText = Locked(Data())
    errorRead.enter()
    DispatchQueue.global().async {
      let data = error.fileHandleForReading.readDataToEndOfFile()
      errorText.withLock { $0 = data }
      errorRead.leave()
    }
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    errorRead.wait()
    process.waitUntilExit()
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return ProcessOutput(
      status: status, output: [UInt8](bytes),
      error: String(decoding: errorText.withLock { $0 }, as: UTF8.self))
  }
}
