/// Where REPL input comes from: an interactive terminal with line editing, or a script.
@MainActor
protocol LineReader: AnyObject {
  /// The events: lines, end of input, Ctrl-C, resizes. Ends after ``TerminalEvent/endOfInput``.
  var events: AsyncStream<TerminalEvent> { get }

  /// Whether this reader is interactive (a person at a terminal).
  var isInteractive: Bool { get }

  /// The terminal's width in columns, or `nil` when it has none.
  var width: Int? { get }

  /// Prints `text` (one or more lines), made safe for a terminal, without disturbing what the
  /// person is typing.
  func print(_ text: ConsoleText)

  /// Offers these words and lines when the person presses Tab.
  func setCompletions(_ completions: Completions)

  /// Writes out what ``print(_:)`` held back. The REPL calls it once it has answered each
  /// line, so an answer never waits for the next line to arrive.
  func flush()

  /// Restores the terminal. Called once, before exit.
  func close()

  /// All the lines at once, when they are known before the first is handled (a script file),
  /// so they can be handled without waiting for events.
  var scriptLines: [String]? { get }
}

extension LineReader {
  var scriptLines: [String]? { nil }

  /// Nothing to write: a reader that prints at once.
  func flush() {}

  /// Prints the message `text`, its control characters escaped.
  func print(_ text: String) {
    print(ConsoleText(text))
  }
}
