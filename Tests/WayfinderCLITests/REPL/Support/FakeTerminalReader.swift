@testable import WayfinderCLI

/// A person at a terminal of a given width, in process: the events are given up front, what
/// the REPL prints is kept, and the width may change before a resize event is read.
@MainActor
final class FakeTerminalReader: LineReader {
  let events: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  let isInteractive = true
  /// The terminal's width in columns.
  var width: Int?
  /// Everything printed, one entry per `print`, as the terminal would get it.
  private(set) var printed: [String] = []
  /// What Tab offers now.
  private(set) var completions: Completions?

  init(width: Int?) {
    self.width = width
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  /// Sends `event`, as the terminal would.
  func send(_ event: TerminalEvent) { continuation.yield(event) }

  func print(_ text: ConsoleText) { printed.append(text.text) }

  func setCompletions(_ completions: Completions) { self.completions = completions }

  func close() { continuation.finish() }
}
