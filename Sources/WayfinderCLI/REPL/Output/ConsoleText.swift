internal import WayfinderTools
internal import WayfinderPersistence

/// Text on its way to standard output or standard error, made harmless for a terminal only
/// where it is written: by ``Console`` and every ``OutputSink``, through ``text``.
///
/// Messages quote what anyone may write — flow files, traces, state files, the command line —
/// and a raw escape character in them could retitle the window, clear the screen or reorder
/// a line. So text has no way out but ``text``, which escapes its control characters as
/// `TerminalText.sanitized(_:keepingLineBreaks:)` shows them (`\u{1B}`), line breaks kept;
/// a message need not, and should not, escape what it quotes itself. Two kinds of pieces are
/// written otherwise: a rendered screen (``screen(_:)``), which keeps the renderer's colour
/// sequences and nothing else, and the program's own terminal controls (``Control``), a closed
/// set that holds no text.
///
/// ```swift
/// Console.writeLine("Unknown screen '\(name)'.")  // a message: escaped when written
/// Console.write(.control(.home) + .screen(drawn))
/// ```
struct ConsoleText: Sendable, Equatable {
  /// The program's own terminal controls, written as they are.
  enum Control: String, Sendable {
    /// Back to the start of the line, and the line erased: `CR ESC [ K`.
    case clearLine = "\r\u{1B}[K"
    /// The whole screen erased: `ESC [ 2 J`.
    case clearScreen = "\u{1B}[2J"
    /// The cursor to the top left corner: `ESC [ H`.
    case home = "\u{1B}[H"
    /// The rest of the line erased: `ESC [ K`.
    case eraseToLineEnd = "\u{1B}[K"
    /// The rest of the screen erased: `ESC [ J`.
    case eraseBelow = "\u{1B}[J"
    /// Back to the start of the line: `CR`, for a line that is drawn over.
    case lineStart = "\r"
  }

  private enum Piece: Sendable, Equatable {
    case message(String)
    case screen(String)
    case control(Control)
  }

  private var pieces: [Piece]

  private init(pieces: [Piece]) {
    self.pieces = pieces
  }

  /// A message: every control character in it is shown escaped when it is written.
  init(_ message: String) {
    pieces = message.isEmpty ? [] : [.message(message)]
  }

  /// A screen drawn by the renderer, which escaped the text from files in its cells: written
  /// with its colour sequences (SGR) and line breaks, and every other control escaped.
  static func screen(_ drawn: String) -> ConsoleText {
    ConsoleText(pieces: drawn.isEmpty ? [] : [.screen(drawn)])
  }

  /// One of the program's own terminal controls.
  static func control(_ control: Control) -> ConsoleText {
    ConsoleText(pieces: [.control(control)])
  }

  /// Whether nothing is to be written.
  var isEmpty: Bool { pieces.isEmpty }

  /// The text as it reaches the terminal: messages with their control characters escaped,
  /// screens with them escaped but for colours, controls as they are. The one place text is
  /// made safe for a terminal before it is written. O(n) in the text's UTF-8 length.
  var text: String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .message(let message):
        result += TerminalText.sanitized(message, keepingLineBreaks: true)
      case .screen(let drawn):
        result += TerminalText.sanitizedKeepingColors(drawn)
      case .control(let control):
        result += control.rawValue
      }
    }
    return result
  }

  /// `self` then `other`.
  static func + (lhs: ConsoleText, rhs: ConsoleText) -> ConsoleText {
    ConsoleText(pieces: lhs.pieces + rhs.pieces)
  }

  /// `self` then the message `rhs`.
  static func + (lhs: ConsoleText, rhs: String) -> ConsoleText {
    lhs + ConsoleText(rhs)
  }

  /// The message `lhs`, then `rhs`.
  static func + (lhs: String, rhs: ConsoleText) -> ConsoleText {
    ConsoleText(lhs) + rhs
  }

  /// Appends `other`.
  static func += (lhs: inout ConsoleText, rhs: ConsoleText) {
    lhs.pieces += rhs.pieces
  }

  /// `parts` with the message `separator` between each two.
  static func joined(_ parts: [ConsoleText], separator: String) -> ConsoleText {
    var result = ConsoleText(pieces: [])
    for (index, part) in parts.enumerated() {
      if index > 0 { result += ConsoleText(separator) }
      result += part
    }
    return result
  }
}
