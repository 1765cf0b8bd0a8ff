internal import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence

/// Measures, wraps and truncates text by the columns it takes on a terminal.
package enum TextWidth {
  /// The columns `text` takes: wide (East Asian, emoji) characters count 2, combining marks
  /// and zero-width characters 0, ANSI escape sequences 0. O(n): printable ASCII, what screens
  /// are mostly made of, is counted a column a byte in one scan of the bytes; other text scalar
  /// by scalar.
  package static func of(_ text: String) -> Int {
    isPrintableASCII(text) ? text.utf8.count : TerminalText.width(of: text)
  }

  /// Whether every byte of `text` is printable ASCII (space to `~`), a column each. O(n).
  static func isPrintableASCII(_ text: String) -> Bool {
    let scanned = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
    return scanned ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// The columns one scalar takes. O(1).
  static func columns(of scalar: Unicode.Scalar) -> Int { TerminalText.columns(of: scalar) }

  /// Whether `text` is a line ``wrap(_:to:)`` leaves as it is: printable ASCII of at most
  /// `width` columns, with no space at either end or next to another. O(n).
  private static func isSingleLine(_ text: String, fitting width: Int) -> Bool {
    guard text.utf8.count <= width, text.utf8.first != 0x20, text.utf8.last != 0x20 else {
      return false
    }
    var previous: UInt8 = 0
    for byte in text.utf8 {
      guard byte >= 0x20, byte < 0x7F, byte != 0x20 || previous != 0x20 else { return false }
      previous = byte
    }
    return true
  }

  /// `text` cut to at most `width` columns, ending in `…` when it was cut.
  package static func truncate(_ text: String, to width: Int) -> String {
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
  /// O(1) up to 256 spaces (kept made), O(count) beyond.
  package static func spaces(_ count: Int) -> String {
    guard count > 0 else { return "" }
    guard count < blanks.count else { return String(repeating: " ", count: count) }
    return blanks[count]
  }

  /// `blanks[n]` is `n` spaces, for n up to 256.
  private static let blanks = (0...256).map { String(repeating: " ", count: $0) }

  /// `text` padded with spaces to exactly `width` columns (cut first if longer).
  package static func pad(_ text: String, to width: Int) -> String {
    let columns = of(text)
    if columns <= width { return text + spaces(width - columns) }
    let cut = truncate(text, to: width)
    return cut + spaces(width - of(cut))
  }

  /// `text` broken into lines of at most `width` columns at spaces; words longer than a line
  /// are cut. Existing line breaks are kept.
  ///
  /// O(n): each word is measured once and the line's columns are kept as it grows (a line's
  /// columns are its words' plus its spaces, as no escape sequence can span words once text
  /// without an escape character is split). Text holding an escape character is measured line
  /// by line as it grows, as before.
  static func wrap(_ text: String, to width: Int) -> [String] {
    guard width > 0 else { return [] }
    if isSingleLine(text, fitting: width) { return [text] }
    let additive = !text.utf8.contains(0x1B)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ") {
        let word = truncate(String(word), to: width)
        let wordWidth = of(word)
        if line.isEmpty {
          line = word
          lineWidth = wordWidth
        } else if (additive ? lineWidth : of(line)) + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
        } else {
          lines.append(line)
          line = word
          lineWidth = wordWidth
        }
      }
      lines.append(line)
    }
    return lines
  }
}
