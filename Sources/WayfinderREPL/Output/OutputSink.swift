/// Where the REPL's text goes: the process's standard output and standard error
/// (``StandardStreams``), or memory, for a test that runs the loop in process.
@MainActor
package protocol OutputSink: AnyObject {
  /// Writes `text` as it is to `stream`.
  func write(_ text: String, to stream: Console.Stream)

  /// Whether standard output can no longer be written; the REPL then stops.
  var outputFailed: Bool { get }
}

/// The process's standard output and standard error, written through ``Console``.
package final class StandardStreams: OutputSink {
  /// Writes to the process's own streams.
  package init() {}

  package func write(_ text: String, to stream: Console.Stream) {
    Console.write(text, to: stream)
  }

  package var outputFailed: Bool { Console.outputFailed }
}
