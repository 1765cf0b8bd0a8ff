/// Comments in REPL input, scripts and scenario files.
///
/// A line whose first non-blank character is `#` is a comment. A comment may also end a line:
/// it starts at a `#` that follows a space or a tab and is followed by a space, a tab or the
/// end of the line, outside double quotes. So `#` inside a word stays text:
///
/// ```
/// tap Unlock        # a comment
/// open demo://item/42#top
/// tap Item #3
/// set greeting "hello # world"
/// ```
///
/// Inside double quotes a backslash escapes the next character (`\"`), as in a route's string
/// argument. A quote left open runs to the end of the line, so nothing after it is a comment.
package enum LineComment {
  /// `line` without its trailing comment and the blanks before it; `line` whole when it has
  /// none. O(length), with no work beyond finding the first `#` when there is none.
  package static func strip(_ line: Substring) -> Substring {
    guard let start = start(in: line) else { return line }
    let utf8 = line.utf8
    var end = start
    while end != utf8.startIndex, isBlank(utf8[utf8.index(before: end)]) {
      end = utf8.index(before: end)
    }
    return line[line.startIndex..<end]
  }

  /// Where the trailing comment of `line` starts (its `#`), or `nil` when it has none. O(length).
  package static func start(in line: Substring) -> Substring.Index? {
    let utf8 = line.utf8
    guard utf8.contains(UInt8(ascii: "#")) else { return nil }
    var quoted = false
    var escaped = false
    var previous: UInt8?
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      defer {
        previous = byte
        index = utf8.index(after: index)
      }
      if quoted {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          quoted = false
        }
        continue
      }
      if byte == UInt8(ascii: "\"") {
        quoted = true
        continue
      }
      guard byte == UInt8(ascii: "#"), previous.map(isBlank) ?? false else { continue }
      let next = utf8.index(after: index)
      if next == utf8.endIndex || isBlank(utf8[next]) { return index }
    }
    return nil
  }

  /// `text` changed as little as possible so that no comment starts in it: the blank before
  /// each `#` that would start one is dropped (`Item # 3` becomes `Item# 3`). For text written
  /// into a line that must read back whole, such as a generated scenario's name.
  package static func escaped(_ text: String) -> String {
    var text = text
    while let start = start(in: text[...]) {
      text.remove(at: text.utf8.index(before: start))
    }
    return text
  }

  /// `line` without its trailing comment.
  package static func strip(_ line: String) -> Substring {
    strip(line[...])
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }
}
