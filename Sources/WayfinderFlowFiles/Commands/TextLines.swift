/// Splits text into lines the way editors do on every platform: `\n`, `\r\n` and a lone `\r`
/// each end a line.
///
/// ```swift
/// TextLines.split("a\r\nb\rc\n")   // ["a", "b", "c", ""]
/// ```
package enum TextLines {
  /// The lines of `text`, without their line breaks; a text ending with a line break ends with
  /// an empty line, so line numbers count from the first as editors count them.
  ///
  /// O(n) in the UTF-8 length of `text`: line breaks are found byte by byte (they are ASCII,
  /// and no other character's encoding contains their bytes), without grapheme breaking.
  package static func split<Text: StringProtocol>(_ text: Text) -> [Text.SubSequence] {
    let utf8 = text.utf8
    var lines: [Text.SubSequence] = []
    var start = utf8.startIndex
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
        index = utf8.index(after: index)
        continue
      }
      lines.append(text[start..<index])
      index = utf8.index(after: index)
      if byte == UInt8(ascii: "\r"), index != utf8.endIndex, utf8[index] == UInt8(ascii: "\n") {
        index = utf8.index(after: index)
      }
      start = index
    }
    lines.append(text[start..<utf8.endIndex])
    return lines
  }
}
