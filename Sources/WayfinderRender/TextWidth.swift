/// Measures, wraps and truncates text by the columns it takes on a terminal.
enum TextWidth {
  /// The columns `text` takes: wide (East Asian, emoji) characters count 2, combining marks
  /// and zero-width characters 0, ANSI escape sequences 0.
  static func of(_ text: String) -> Int {
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

  /// The columns one scalar takes.
  static func columns(of scalar: Unicode.Scalar) -> Int {
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

  /// `text` cut to at most `width` columns, ending in `…` when it was cut.
  static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if of(text) <= width { return text }
    var result = ""
    var used = 0
    for character in text {
      let columns = of(String(character))
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    return result + "…"
  }

  /// `count` spaces (none for a negative count).
  static func spaces(_ count: Int) -> String {
    guard count > 0 else { return "" }
    guard count <= blank.utf8.count else { return String(repeating: " ", count: count) }
    return String(blank.prefix(count))
  }

  private static let blank = String(repeating: " ", count: 256)

  /// `text` padded with spaces to exactly `width` columns (cut first if longer).
  static func pad(_ text: String, to width: Int) -> String {
    let columns = of(text)
    if columns <= width { return text + spaces(width - columns) }
    let cut = truncate(text, to: width)
    return cut + spaces(width - of(cut))
  }

  /// `text` broken into lines of at most `width` columns at spaces; words longer than a line
  /// are cut. Existing line breaks are kept.
  static func wrap(_ text: String, to width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        let word = truncate(String(word), to: width)
        if line.isEmpty {
          line = word
        } else if of(line) + 1 + of(word) <= width {
          line += " " + word
        } else {
          lines.append(line)
          line = word
        }
      }
      lines.append(line)
    }
    return lines
  }
}
