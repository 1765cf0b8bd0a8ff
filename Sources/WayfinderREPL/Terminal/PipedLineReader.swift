#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif
import Foundation

/// Reads commands from a script or piped standard input: no prompt, no echo, no editing.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`. What the REPL prints goes to an ``OutputSink``:
/// standard output unless told otherwise.
@MainActor
package final class PipedLineReader: LineReader {
  package let events: AsyncStream<TerminalEvent>
  package let isInteractive = false
  package let width: Int? = nil
  /// Where printed text goes.
  private let output: any OutputSink
  /// Whether output is gathered and written in large pieces: for a script file, where nobody
  /// waits for an answer between commands. Piped input gets each answer at once, since the
  /// program on the other end may wait for it before sending the next command.
  private let buffersOutput: Bool
  private var pending = ""
  /// The lines of a script file.
  package let scriptLines: [String]?

  /// Reads the lines of a script file's contents.
  package init(bytes: [UInt8], output: any OutputSink = StandardStreams()) {
    let lines = LineSplitter.lines(of: bytes)
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    events = stream
    for line in lines { continuation.yield(.line(line)) }
    continuation.yield(.endOfInput)
    continuation.finish()
    scriptLines = lines
    buffersOutput = true
    self.output = output
  }

  /// Reads the lines of `text` (a script file's contents).
  package convenience init(text: String, output: any OutputSink = StandardStreams()) {
    self.init(bytes: Array(text.utf8), output: output)
  }

  /// Reads lines from a pipe as its bytes arrive, in pieces of any size, until it ends; each
  /// answer is written at once.
  package init(pipe: AsyncStream<[UInt8]>, output: any OutputSink = StandardStreams()) {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    events = stream
    scriptLines = nil
    buffersOutput = false
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

  /// Reads standard input line by line, on a thread of its own so a slow pipe never blocks
  /// the REPL.
  package convenience init() {
    let (pipe, continuation) = AsyncStream.makeStream(of: [UInt8].self)
    let reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        continuation.yield(Array(buffer[..<count]))
      }
      continuation.finish()
    }
    self.init(pipe: pipe)
    reader.start()
  }

  package func print(_ text: String) {
    pending += text
    pending += "\n"
    if !buffersOutput || pending.utf8.count >= 1 << 16 { flush() }
  }

  package func setCompletions(_ completions: Completions) {}

  package func close() { flush() }

  private func flush() {
    guard !pending.isEmpty else { return }
    output.write(pending, to: .output)
    pending.removeAll(keepingCapacity: true)
  }
}
