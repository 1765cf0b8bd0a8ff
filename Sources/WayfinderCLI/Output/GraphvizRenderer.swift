import Foundation
import WayfinderFlowLoading

/// Renders Graphviz DOT source to a picture with the `dot` program, when it is installed.
enum GraphvizRenderer {
  /// Why a picture could not be made.
  enum Failure: Error, CustomStringConvertible {
    /// `dot` is not on the `PATH`.
    case notInstalled(format: String)
    /// `dot` ran and failed: its status and what it said.
    case failed(status: Int32, message: String)

    var description: String {
      switch self {
      case .notInstalled(let format):
        "Drawing the graph as \(format) needs Graphviz's 'dot', which is not installed. Install "
          + "the graphviz package (apt-get install graphviz, brew install graphviz), or print "
          + "the source with --format dot."
      case .failed(let status, let message):
        "Graphviz's 'dot' failed (status \(status))"
          + (message.isEmpty ? "." : ": \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
      }
    }
  }

  /// The full path of `dot` on the `PATH`, or `nil`.
  static func dotPath(environment: [String: String]) -> String? {
    let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// `source` rendered by `dot -T<format>`: the picture's bytes.
  ///
  /// Input and output go through temporary files and the process is awaited through its
  /// termination handler, so no thread blocks while `dot` works.
  static func render(_ source: String, format: String) async throws(Failure) -> [UInt8] {
    let environment = ProcessInfo.processInfo.environment
    guard let dot = dotPath(environment: environment) else {
      throw .notInstalled(format: format)
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wayfinder-graph-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("graph.dot")
    let output = folder.appendingPathComponent("graph.\(format)")
    let errors = folder.appendingPathComponent("errors.txt")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(source.utf8).write(to: input)
      _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: dot)
      process.arguments = ["-T\(format)", "-o", output.path, input.path]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = try FileHandle(forWritingTo: errors)
      let status: Int32 = try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do {
          try process.run()
        } catch {
          process.terminationHandler = nil
          continuation.resume(throwing: error)
        }
      }
      guard status == 0 else {
        let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        throw Failure.failed(status: status, message: message)
      }
      return Array(try Data(contentsOf: output))
    } catch let failure as Failure {
      throw failure
    } catch {
      throw .failed(status: -1, message: "\(error)")
    }
  }
}
