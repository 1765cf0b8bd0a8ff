/// What the terminal (or a script) tells the REPL.
enum TerminalEvent: Equatable, Sendable {
  /// A line was entered.
  case line(String)
  /// Input ended (Ctrl-D on an empty line, or the end of a script).
  case endOfInput
  /// Ctrl-C: the half-typed line was dropped.
  case interrupt
  /// The terminal changed size.
  case resize
}
