#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif
import Foundation

/// Reads commands from a script or piped standard input: no prompt, no echo, no editing.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`.
@MainActor
package final class PipedLineReader: LineReader {
  package let events: AsyncStream<TerminalEvent>
  package let isInteractive = false
  package let width: Int? = nil
  /// Whether output is gathered and written in large pieces: for a script file, where nobody
  /// waits for an answer between commands. Piped input gets each answer at once, since the
  /// program on the other end may wait for it before sending the next command.
  private let buffersOutput: Bool
  private var pending = ""
  /// The lines of a script file.
  package let scriptLines: [String]?

  /// Reads the lines of a script file's contents.
  package init(bytes: [UInt8]) {
    let lines = LineSplitter.lines(of: bytes)
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    events = stream
    for line in lines { continuation.yield(.line(line)) }
    continuation.yield(.endOfInput)
    continuation.finish()
    scriptLines = lines
    buffersOutput = true
  }

  /// Reads the lines of `text` (a script file's contents).
  convenience init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Reads standard input line by line, on a thread of its own so a slow pipe never blocks
  /// the REPL.
  package init() {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    events = stream
    scriptLines = nil
    buffersOutput = false
    let reader = Thread {
      var splitter = LineSplitter()
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        for line in splitter.feed(buffer[..<count]) { continuation.yield(.line(line)) }
      }
      if let last = splitter.finish() { continuation.yield(.line(last)) }
      continuation.yield(.endOfInput)
      continuation.finish()
    }
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
    Console.write(pending)
    pending.removeAll(keepingCapacity: true)
  }
}
