public import WayfinderPersistence

/// How many columns text takes on a terminal, for the renderer and the REPL's prompt: the
/// measuring half of `TerminalText`, beside the tools that draw screens.
extension TerminalText {
  /// The columns `text` takes on a terminal: wide (East Asian, emoji) characters count 2,
  /// combining marks, zero-width and control characters 0, ANSI escape sequences 0.
  ///
  /// O(n) in the number of Unicode scalars of `text`.
  public static func width(of text: some StringProtocol) -> Int {
    var width = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if (0x40...0x7E).contains(scalar.value), scalar != "[" { inEscape = false }
        continue
      }
      if scalar == "\u{1B}" {
        inEscape = true
        continue
      }
      width += columns(of: scalar)
    }
    return width
  }

  /// The columns one scalar takes: 0, 1 or 2. O(1).
  public static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    // Fast paths for what screens are mostly made of: ASCII, Latin-1 and box drawing.
    if value >= 0x20, value < 0x7F { return 1 }
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 || (0x2500...0x259F).contains(value) { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B || (0xFE00...0xFE0F).contains(value) { return 0 }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
