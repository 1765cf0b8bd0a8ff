/// Where the REPL's text goes: the process's standard output and standard error
/// (``StandardStreams``), or memory, for a test that runs the loop in process.
///
/// Standard output may be held back and written in one piece; whatever is held is written
/// before anything else is, on either stream, so a refusal on standard error follows the
/// command it refuses even when both streams go to the same file or pipe.
///
/// A sink takes ``ConsoleText`` and writes its ``ConsoleText/text``: what it writes is made
/// safe for a terminal whichever sink it is.
@MainActor
protocol OutputSink: AnyObject {
  /// Writes `text`, made safe for a terminal, to `stream`, after what standard output holds.
  func write(_ text: ConsoleText, to stream: Console.Stream)

  /// Adds `text`, made safe for a terminal, to what standard output holds back until
  /// ``flush()`` or the next write.
  func hold(_ text: ConsoleText)

  /// Writes what standard output holds back.
  func flush()

  /// Whether standard output can no longer be written; the REPL then stops.
  var outputFailed: Bool { get }
}

/// The process's standard output and standard error, written through ``Console``.
final class StandardStreams: OutputSink {
  /// Writes to the process's own streams.
  init() {}

  func write(_ text: ConsoleText, to stream: Console.Stream) {
    Console.write(text, to: stream)
  }

  func hold(_ text: ConsoleText) {
    Console.hold(text)
  }

  func flush() {
    Console.flush()
  }

  var outputFailed: Bool { Console.outputFailed }
}
