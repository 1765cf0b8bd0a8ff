/// One line typed at the REPL (or written in a scenario file), parsed: a command for the
/// session, or one of the REPL's own.
package enum ReplCommand: Equatable, Sendable {
  /// A command the session performs.
  case session(SessionCommand)
  /// `facts`: list the facts.
  case facts
  /// `path`: show every stack.
  case path
  case windows
  /// `history`: list the commands given (`SessionHistory/listing(radius:)`).
  case history
  /// `undo`: back one command.
  case undo
  /// `redo`: forward one command, after `undo`.
  case redo
  /// `goto N`: to right after command N; 0 is the start.
  case goto(Int)
  /// `help [COMMAND]`.
  case help(String?)
  /// `quit` (or `exit`).
  case quit

  /// The longest line a command may be, in bytes of UTF-8: 64 KiB. No label, URL, fact or
  /// step comes near it, and a session's trace keeps every command whole under its line limit.
  package static let maximumLineBytes = 64 << 10

  /// Parses one line with the verbs of ``CommandVerb/all``. Blank lines and `#` comments parse
  /// to `nil`; a trailing comment (``LineComment``) is dropped first.
  ///
  /// - Throws: ``ReplError`` naming the command and what is wrong with it; a line longer than
  ///   ``maximumLineBytes`` is refused before it is read.
  package static func parse(_ line: String) throws(ReplError) -> ReplCommand? {
    let bytes = line.utf8.count
    guard bytes <= maximumLineBytes else { throw .lineTooLong(bytes: bytes) }
    let trimmed = LineComment.strip(line).trimmedText
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    let name = String(firstWord(of: trimmed))
    guard let verb = CommandVerb.named(name) else { throw .unknownCommand(name) }
    return try verb.command(for: trimmed.dropFirst(name.count).trimmedText)
  }

  /// The text up to the first white space. O(length of the word): the bytes of ASCII text are
  /// looked at as they are; anything else is settled character by character.
  private static func firstWord(of text: String) -> Substring {
    for index in text.utf8.indices {
      let byte = text.utf8[index]
      if byte == 0x20 || byte == 0x09 { return text[..<index] }
      if byte >= 0x80 || byte < 0x20 { return text.prefix { !$0.isWhitespace } }
    }
    return text[...]
  }

  /// The session command, or `nil` for the REPL's own commands (`facts`, `path`, `help`,
  /// `quit`, and those moving through the history).
  package var sessionCommand: SessionCommand? {
    if case .session(let command) = self { command } else { nil }
  }

  /// Whether the command moves through or lists the session's history (`history`, `undo`,
  /// `redo`, `goto N`): a REPL's own command, which a scenario, running forward only, refuses.
  package var isHistoryCommand: Bool {
    switch self {
    case .history, .undo, .redo, .goto: true
    case .session, .facts, .path, .windows, .help, .quit: false
    }
  }
}
