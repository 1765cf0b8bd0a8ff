/// The text of a flow file, indexed by line so diagnostics can quote the line they point at.
///
/// Lines are counted as editors count them: `\n`, `\r\n` and a lone `\r` each end a line. The
/// YAML parser also ends a line at U+0085 (next line), U+2028 (line separator) and U+2029
/// (paragraph separator), which editors show inside a line;
/// ``location(ofYAMLLine:column:)`` turns its positions into the editor's.
package struct SourceText: Sendable {
  /// Where a line that only YAML counts begins: the line it has in YAML's count, and the
  /// editor's line and column of its first character.
  private struct Separator: Sendable {
    var yamlLine: Int
    var line: Int
    var column: Int
  }

  package let path: String
  package let text: String
  /// UTF-8 offsets at which each line starts.
  private let lineStarts: [Int]
  /// The lines that begin after U+0085, U+2028 or U+2029, in order.
  private let separators: [Separator]

  /// Indexes `text` by line. O(n) in the UTF-8 length of `text`.
  package init(path: String, text: String) {
    self.path = path
    self.text = text
    var starts = [0]
    var separators: [Separator] = []
    var offset = 0
    var afterCarriageReturn = false
    var scalarsOnLine = 0
    // The two bytes before this one: U+0085 is C2 85, U+2028 and U+2029 are E2 80 A8 and A9.
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      if afterCarriageReturn, byte != UInt8(ascii: "\n") {
        starts.append(offset)
        scalarsOnLine = 0
      }
      afterCarriageReturn = byte == UInt8(ascii: "\r")
      offset += 1
      if byte & 0xC0 != 0x80 { scalarsOnLine += 1 }
      if byte == UInt8(ascii: "\n") {
        starts.append(offset)
        scalarsOnLine = 0
      } else if (previous.1 == 0xC2 && byte == 0x85)
        || (previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9))
      {
        separators.append(
          Separator(
            yamlLine: starts.count + separators.count + 1, line: starts.count,
            column: scalarsOnLine + 1))
      }
      previous = (previous.1, byte)
    }
    if afterCarriageReturn { starts.append(offset) }
    lineStarts = starts
    self.separators = separators
  }

  /// Line `number` (1-based) without its line break, or `nil` past the end.
  package func line(_ number: Int) -> Substring? {
    guard number >= 1, number <= lineStarts.count else { return nil }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number - 1])
    var end =
      number < lineStarts.count
      ? utf8.index(utf8.startIndex, offsetBy: lineStarts[number]) : utf8.endIndex
    for terminator in [UInt8(ascii: "\n"), UInt8(ascii: "\r")]
    where end > start && utf8[utf8.index(before: end)] == terminator {
      end = utf8.index(before: end)
    }
    return text[start..<end]
  }

  /// The line and column (in Unicode scalars) of UTF-8 offset `offset`.
  package func location(ofUTF8Offset offset: Int) -> FileLocation {
    let clamped = max(0, min(offset, text.utf8.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[low])
    let target = utf8.index(utf8.startIndex, offsetBy: clamped)
    let column = text.unicodeScalars[start..<target].count + 1
    return FileLocation(path: path, line: low + 1, column: column)
  }

  /// The editor's location of a position the YAML parser gives as `line` and `column` (from 1,
  /// columns in Unicode scalars), which count a line break at U+0085, U+2028 and U+2029 too.
  ///
  /// A line of YAML's count lies within one line of the editor's, so the column only moves by
  /// where that line begins. O(log s) for s such separators in the file; O(1) when there is
  /// none.
  package func location(ofYAMLLine line: Int, column: Int) -> FileLocation {
    // The last separator that begins a line at or before `line`.
    var low = 0
    var high = separators.count
    while low < high {
      let middle = (low + high) / 2
      if separators[middle].yamlLine <= line { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return FileLocation(path: path, line: line, column: column) }
    let separator = separators[low - 1]
    guard separator.yamlLine == line else {
      // A line that begins after an ordinary line break, `low` separators into the file.
      return FileLocation(path: path, line: line - low, column: column)
    }
    return FileLocation(path: path, line: separator.line, column: separator.column + column - 1)
  }
}
