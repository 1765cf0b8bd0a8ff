internal import Wayfinder
public import WayfinderFlowFiles
internal import WayfinderPersistence

/// Where a recorded session ended, to be marked on a ``FlowGraph``: the trail of screens that
/// led to the last one, read from a trace and played against the flow.
///
/// ```swift
/// let highlight = try GraphHighlight(reading: TraceFile(path: "session.jsonl"),
///                                    path: "session.jsonl", definition: definition)
/// for warning in highlight.warnings { print("warning: \(warning)") }
/// print(FlowGraph(definition).highlighting(highlight).mermaid())
/// ```
public struct GraphHighlight: Hashable, Sendable {
  /// The screens that led to the last one, the last one last.
  public var trail: TraceTrail
  /// What the trace holds that the flow does not follow — a screen or fact it does not
  /// declare, an input it refuses, an entry not ended yet — each naming its line.
  public var warnings: [String]

  /// A highlight of `trail`.
  public init(trail: TraceTrail, warnings: [String] = []) {
    self.trail = trail
    self.warnings = warnings
  }

  /// The highlight of the trace in `source`, read whole and strictly, as `replay` reads it
  /// (``TraceReader/read(from:path:)``), and played against `definition` as ``TraceFollower``
  /// plays it: a line that cannot be read is an error.
  ///
  /// O(the trace's size) plus what its inputs do.
  ///
  /// - Throws: The first line that cannot be read, a header of another app, or a file that
  ///   cannot be read (a folder, a FIFO, a device), in words naming the file and line
  ///   (``Failure``).
  public init(
    reading source: some TraceSource, path: String, definition: FlowDefinition
  ) throws(Failure) {
    let trace: Trace
    do {
      trace = try TraceReader.read(from: source, path: path)
    } catch let error as TraceError {
      throw Failure(message: error.description)
    } catch {
      if source.snapshot() == nil {
        throw Failure(message: "No trace at '\(TerminalText.sanitized(path))'.")
      }
      throw Failure(
        message: "Cannot read the trace '\(TerminalText.sanitized(path))': "
          + "\(TerminalText.sanitized(String(describing: error))).")
    }
    var follower = TraceFollower(path: path, apps: [definition], recentLimit: 1)
    let update = follower.play(trace)
    if let error = update.errors.first { throw Failure(message: error) }
    var warnings = update.messages.filter { $0.kind == .note }.map(\.text)
    guard let session = follower.session else {
      warnings.append("the trace holds no launch; nothing is highlighted.")
      self.init(trail: TraceTrail(crumbs: []), warnings: warnings)
      return
    }
    self.init(trail: TraceTrail(session), warnings: warnings)
  }

  /// Why a trace cannot be highlighted.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, naming the file and line.
    public var message: String
    /// The message.
    public var description: String { message }
  }
}
