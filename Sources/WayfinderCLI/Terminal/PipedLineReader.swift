import Foundation

/// Reads commands from a script or piped standard input: no prompt, no echo, no editing.
@MainActor
final class PipedLineReader: LineReader {
  let events: AsyncStream<TerminalEvent>
  let isInteractive = false
  let width: Int? = nil

  /// Reads the lines of `text` (a script file's contents).
  init(text: String) {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    events = stream
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      continuation.yield(.line(String(line.hasSuffix("\r") ? line.dropLast() : line)))
    }
    continuation.yield(.endOfInput)
    continuation.finish()
  }

  /// Reads standard input line by line, on a thread of its own so a slow pipe never blocks
  /// the REPL.
  init() {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    events = stream
    let reader = Thread {
      while let line = readLine(strippingNewline: true) {
        continuation.yield(.line(line))
      }
      continuation.yield(.endOfInput)
      continuation.finish()
    }
    reader.start()
  }

  func print(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  func setCompletions(_ completions: Completions) {}

  func close() {}
}
