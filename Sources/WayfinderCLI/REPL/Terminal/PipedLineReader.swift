#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif
import Foundation

/// Reads commands from a script or piped standard input: no prompt, no echo, no editing.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`. What the REPL prints goes to an ``OutputSink``:
/// standard output unless told otherwise. It is held back until the REPL has answered the
/// line (``flush()``) and then written in one piece, so each answer costs one write, a program
/// on the other end of a pipe gets it before it sends the next command, and a log shows it as
/// soon as it is made.
@MainActor
final class PipedLineReader: LineReader {
  let events: AsyncStream<TerminalEvent>
  let isInteractive = false
  let width: Int? = nil
  /// Where printed text goes.
  private let output: any OutputSink
  /// The lines of a script file.
  let scriptLines: [String]?

  /// Reads the lines of a script file's contents.
  init(bytes: [UInt8], output: any OutputSink = StandardStreams()) {
    let lines = LineSplitter.lines(of: bytes)
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    events = stream
    for line in lines { continuation.yield(.line(line)) }
    continuation.yield(.endOfInput)
    continuation.finish()
    scriptLines = lines
    self.output = output
  }

  /// Reads the lines of `text` (a script file's contents).
  convenience init(text: String, output: any OutputSink = StandardStreams()) {
    self.init(bytes: Array(text.utf8), output: output)
  }

  /// Reads lines from a pipe as its bytes arrive, in pieces of any size, until it ends.
  init(pipe: AsyncStream<[UInt8]>, output: any OutputSink = StandardStreams()) {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    events = stream
    scriptLines = nil
    self.output = output
    Task.detached {
      var splitter = LineSplitter()
      for await piece in pipe {
        for line in splitter.feed(piece) { continuation.yield(.line(line)) }
      }
      if let last = splitter.finish() { continuation.yield(.line(last)) }
      continuation.yield(.endOfInput)
      continuation.finish()
    }
  }

  /// Reads `descriptor` (standard input unless told otherwise: a script that is a pipe or a
  /// FIFO, `--script <(…)`) line by line as it arrives, on a thread of its own so a slow pipe
  /// never blocks the REPL. A descriptor other than standard input is closed at its end.
  ///
  /// - Parameters:
  ///   - descriptor: What to read, open for reading.
  ///   - failure: What to say on standard error if reading fails, given the system's wording
  ///     of the error; the input then ends.
  convenience init(
    descriptor: Int32 = STDIN_FILENO, failure: (@Sendable (String) -> String)? = nil
  ) {
    let (pipe, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    let reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        if count < 0, let failure {
          Console.report(failure(String(cString: strerror(errno))))
        }
        guard count > 0 else { break }
        continuation.yield(Array(buffer[..<count]))
      }
      if descriptor != STDIN_FILENO { closeDescriptor(descriptor) }
      continuation.finish()
    }
    self.init(pipe: pipe)
    reader.start()
  }

  func print(_ text: ConsoleText) {
    output.hold(text + "\n")
  }

  func flush() {
    output.flush()
  }

  func setCompletions(_ completions: Completions) {}

  func close() { flush() }
}

/// Closes `descriptor` (a name of its own: inside the reader, `close` is its method).
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}
