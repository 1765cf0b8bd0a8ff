#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Renders Graphviz DOT source to a picture with the `dot` program, when it is installed.
///
/// `dot`'s layout grows much faster than the graph: on this project's generated apps it takes
/// 3 s for 200 screens, 9 s for 300, more than 2 minutes for 500, and grew past 20 GB for
/// 10,000. So a graph is handed to it only up to ``Size/maximum(screens:)``, and `dot` runs
/// within ``limits`` of memory and processor time, and ends with `wayfinder`
/// (``LimitedProcess``).
enum GraphvizRenderer {
  /// How big a graph is.
  struct Size: Hashable, Sendable {
    /// Screens: the boxes of flows, modals and the launch.
    var screens: Int
    /// Arrows.
    var edges: Int

    /// The most handed to `dot` for `screens` screens: five arrows a screen.
    static func maximum(screens: Int) -> Size { Size(screens: screens, edges: screens * 5) }
  }

  /// The screens handed to `dot` at most, unless `--max-screens` says otherwise.
  static let defaultMaximumScreens = 500

  /// What `dot` may use: 2 GiB of address space and 60 seconds of processor time.
  static let limits = LimitedProcess.Limits(memoryKiB: 2 * 1024 * 1024, processorSeconds: 60)

  /// Why a picture could not be made.
  enum Failure: Error, CustomStringConvertible {
    /// `dot` is not on the `PATH`.
    case notInstalled(format: String)
    /// The graph is over the most handed to `dot`.
    case tooBig(format: String, size: Size, maximum: Size)
    /// `dot` ran and failed: its status and what it said.
    case failed(status: Int32, message: String)
    /// `dot` used up its processor time on a graph of this size.
    case outOfTime(size: Size)
    /// `dot` was ended by a signal (out of memory, most likely), and what it said.
    case ended(signal: Int32, message: String)

    var description: String {
      switch self {
      case .notInstalled(let format):
        "Drawing the graph as \(format) needs Graphviz's 'dot', which is not installed. Install "
          + "the graphviz package (apt-get install graphviz, brew install graphviz), or print "
          + "the source with --format dot."
      case .tooBig(let format, let size, let maximum):
        "Too big to draw as \(format): \(size.screens) screens and \(size.edges) edges; "
          + "Graphviz's 'dot' is given at most \(maximum.screens) screens and \(maximum.edges) "
          + "edges. Print the source with --format dot instead, draw one app with --app, or "
          + "raise the limit with --max-screens."
      case .failed(let status, let message):
        "Graphviz's 'dot' failed (status \(status))" + Self.quoting(message)
      case .outOfTime(let size):
        "Graphviz's 'dot' ran out of time: it is given \(limits.processorSeconds) seconds of "
          + "processor time, and this graph of \(size.screens) screens and \(size.edges) edges "
          + "needs more. Print the source with --format dot instead."
      case .ended(let signal, let message):
        "Graphviz's 'dot' ended on signal \(signal) (\(String(cString: strsignal(signal))))"
          + Self.quoting(message) + " It is given \(limits.memoryKiB / 1024 / 1024) GiB of "
          + "memory; print the source with --format dot instead."
      }
    }

    private static func quoting(_ message: String) -> String {
      let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty ? "." : ": \(trimmed)" + (trimmed.hasSuffix(".") ? "" : ".")
    }
  }

  /// The full path of `dot` on the `PATH`, or `nil`.
  static func dotPath(environment: [String: String]) -> String? {
    let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Refuses a graph of `size` over `maximum`, before anything runs.
  static func check(_ size: Size, maximum: Size, format: String) throws(Failure) {
    guard size.screens <= maximum.screens, size.edges <= maximum.edges else {
      throw .tooBig(format: format, size: size, maximum: maximum)
    }
  }

  /// `source`, a graph of `size`, rendered by `dot -T<format>`: the picture's bytes.
  ///
  /// Input and output go through files in a temporary folder, removed afterwards — or when a
  /// signal ends `wayfinder` meanwhile, `dot` with it. `dot` is awaited on a thread of its
  /// own, so no thread of the cooperative pool blocks while it works.
  static func render(_ source: String, size: Size, format: String) async throws(Failure) -> [UInt8]
  {
    let environment = ProcessInfo.processInfo.environment
    guard let dot = dotPath(environment: environment) else {
      throw .notInstalled(format: format)
    }
    let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((temporary + "/wayfinder-graph-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw .failed(status: -1, message: "cannot create a temporary folder: \(errorText())")
    }
    let folder = String(cString: made)
    LimitedProcess.guardFolder(folder)
    defer { LimitedProcess.removeFolder(folder) }
    let input = folder + "/graph.dot"
    let output = folder + "/graph.\(format)"
    let errors = folder + "/errors.txt"
    let ending: LimitedProcess.Ending
    do {
      try Data(source.utf8).write(to: URL(fileURLWithPath: input))
      ending = try await LimitedProcess.run(
        dot, arguments: ["-T\(format)", "-o", output, input], limits: limits, errors: errors)
    } catch {
      throw .failed(status: -1, message: "\(error)")
    }
    let message = firstBytes(of: errors)
    switch ending {
    case .exited(0):
      guard let picture = try? Data(contentsOf: URL(fileURLWithPath: output)) else {
        throw .failed(status: 0, message: "it wrote no picture. " + message)
      }
      return Array(picture)
    case .exited(let status):
      throw .failed(status: status, message: message)
    case .signalled(let signal, let seconds)
    where signal == SIGXCPU || (signal == SIGKILL && seconds >= Double(limits.processorSeconds)):
      throw .outOfTime(size: size)
    case .signalled(let signal, _):
      throw .ended(signal: signal, message: message)
    }
  }

  /// What `dot` said on standard error: its first 4 KiB, which hold the reason.
  private static func firstBytes(of path: String) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: 4096)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
