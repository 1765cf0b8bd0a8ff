import Foundation

/// Reads commands from a script or piped standard input: no prompt, no echo, no editing.
@MainActor
final class PipedLineReader: LineReader {
  let events: AsyncStream<TerminalEvent>
  let isInteractive = false
  let width: Int? = nil
  /// Whether output is gathered and written in large pieces: for a script file, where nobody
  /// waits for an answer between commands. Piped input gets each answer at once, since the
  /// program on the other end may wait for it before sending the next command.
  private let buffersOutput: Bool
  private var pending = Data()
  /// The lines of a script file.
  let scriptLines: [String]?

  /// Reads the lines of `text` (a script file's contents).
  init(text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.hasSuffix("\r") ? line.dropLast() : line)
    }
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    events = stream
    for line in lines { continuation.yield(.line(line)) }
    continuation.yield(.endOfInput)
    continuation.finish()
    scriptLines = lines
    buffersOutput = true
  }

  /// Reads standard input line by line, on a thread of its own so a slow pipe never blocks
  /// the REPL.
  init() {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    events = stream
    scriptLines = nil
    buffersOutput = false
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
    pending.append(contentsOf: text.utf8)
    pending.append(UInt8(ascii: "\n"))
    if !buffersOutput || pending.count >= 1 << 16 { flush() }
  }

  func setCompletions(_ completions: Completions) {}

  func close() { flush() }

  private func flush() {
    guard !pending.isEmpty else { return }
    FileHandle.standardOutput.write(pending)
    pending.removeAll(keepingCapacity: true)
  }
}
