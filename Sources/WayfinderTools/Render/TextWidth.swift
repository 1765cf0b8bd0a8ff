internal import Wayfinder

/// Measures, wraps and truncates text by the columns it takes on a terminal.
enum TextWidth {
  /// The columns `text` takes: wide (East Asian, emoji) characters count 2, combining marks
  /// and zero-width characters 0, ANSI escape sequences 0. O(n).
  static func of(_ text: String) -> Int { TerminalText.width(of: text) }

  /// The columns one scalar takes. O(1).
  static func columns(of scalar: Unicode.Scalar) -> Int { TerminalText.columns(of: scalar) }

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
