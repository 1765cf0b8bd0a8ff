/// The text of a flow file, indexed by line so diagnostics can quote the line they point at.
package struct SourceText: Sendable {
  package let path: String
  package let text: String
  /// UTF-8 offsets at which each line starts.
  private let lineStarts: [Int]

  /// Indexes `text` by line. `\n`, `\r\n` and a lone `\r` each end a line, as in YAML and
  /// in editors. O(n) in the UTF-8 length of `text`.
  package init(path: String, text: String) {
    self.path = path
    self.text = text
    var starts = [0]
    var offset = 0
    var afterCarriageReturn = false
    for byte in text.utf8 {
      if afterCarriageReturn, byte != UInt8(ascii: "\n") { starts.append(offset) }
      afterCarriageReturn = byte == UInt8(ascii: "\r")
      offset += 1
      if byte == UInt8(ascii: "\n") { starts.append(offset) }
    }
    if afterCarriageReturn { starts.append(offset) }
    lineStarts = starts
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
}
