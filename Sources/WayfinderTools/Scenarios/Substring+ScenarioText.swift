internal import WayfinderFlowFiles

extension Substring {
  /// Without leading and trailing white space, keeping indices into the line.
  ///
  /// O(white space trimmed); a line that starts and ends with a printable ASCII character is
  /// returned as it is after looking at two bytes (Unicode white space tests are slow enough
  /// to show when scenario files hold millions of lines).
  ///
  /// Spaces and tabs at either end are dropped byte by byte as long as what they leave starts
  /// and ends with a printable ASCII character, which no space can belong to; anything else is
  /// settled character by character.
  var trimmed: Substring {
    if let first = utf8.first, let last = utf8.last, Self.isPlainASCII(first),
      Self.isPlainASCII(last)
    {
      return self
    }
    var lower = utf8.startIndex
    var upper = utf8.endIndex
    while lower < upper, utf8[lower] == 0x20 || utf8[lower] == 0x09 {
      lower = utf8.index(after: lower)
    }
    while lower < upper {
      let before = utf8.index(before: upper)
      guard utf8[before] == 0x20 || utf8[before] == 0x09 else { break }
      upper = before
    }
    if lower == upper, lower == utf8.endIndex { return self[lower..<upper] }
    if lower < upper, Self.isPlainASCII(utf8[lower]),
      Self.isPlainASCII(utf8[utf8.index(before: upper)])
    {
      return self[lower..<upper]
    }
    let start = drop { $0.isWhitespace }
    var end = start.endIndex
    while end > start.startIndex, start[start.index(before: end)].isWhitespace {
      end = start.index(before: end)
    }
    return start[start.startIndex..<end]
  }

  /// Whether the first word (``word``) is `keyword`, printable ASCII. O(length of `keyword`)
  /// when a space, a tab, the end or printable ASCII follows it; otherwise as ``word``.
  func startsWithWord(_ keyword: String) -> Bool {
    guard utf8.starts(with: keyword.utf8) else { return false }
    let next = utf8.index(utf8.startIndex, offsetBy: keyword.utf8.count)
    guard next < utf8.endIndex else { return true }
    let byte = utf8[next]
    if byte == 0x20 || byte == 0x09 { return true }
    if Self.isPlainASCII(byte) { return false }
    return word == keyword
  }

  /// The first word. O(length of the word).
  var word: Substring {
    // ASCII fast path: the word ends at the first space or tab, unless something non-ASCII
    // comes first, which the Unicode test below handles. Indices stepped by hand: `indices`
    // of a substring's bytes built its generic type at run time on every call.
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { return self[..<index] }
      if byte >= 0x80 || byte < 0x20 { return prefix { !$0.isWhitespace } }
      utf8.formIndex(after: &index)
    }
    return self
  }

  /// A printable ASCII byte other than the space: never white space.
  private static func isPlainASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }

  /// Pieces between `separator`s that are outside quotes, brackets and parentheses. Inside
  /// quotes a backslash escapes the next character.
  func splitTopLevel(_ separator: Character) -> [Substring] {
    var pieces: [Substring] = []
    var depth = 0
    var quoted = false
    var escaped = false
    var start = startIndex
    var index = startIndex
    while index < endIndex {
      let character = self[index]
      if escaped {
        escaped = false
      } else if quoted, character == "\\" {
        escaped = true
      } else if character == "\"" {
        quoted.toggle()
      } else if !quoted {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) { depth -= 1 }
        if character == separator, depth == 0 {
          pieces.append(self[start..<index])
          start = self.index(after: index)
        }
      }
      index = self.index(after: index)
    }
    pieces.append(self[start..<endIndex])
    return pieces
  }
}
