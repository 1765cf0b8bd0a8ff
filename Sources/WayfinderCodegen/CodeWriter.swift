/// Builds Swift source line by line with two-space indentation.
struct CodeWriter {
  private(set) var text = ""
  private var depth = 0

  /// Appends `line` at the current indentation; an empty line stays empty.
  mutating func line(_ line: String = "") {
    var line = Substring(line)
    while line.last == " " { line.removeLast() }
    if !line.isEmpty { text += String(repeating: "  ", count: depth) + line }
    text += "\n"
  }

  /// An empty writer at this one's indentation, to write a part whose size matters first.
  func nested() -> CodeWriter {
    var writer = CodeWriter()
    writer.depth = depth
    return writer
  }

  /// The number of lines written.
  var lineCount: Int { text.utf8.count { $0 == UInt8(ascii: "\n") } }

  /// Appends what `other` wrote.
  mutating func append(_ other: CodeWriter) {
    text += other.text
  }

  /// Whether `line` fits in 100 columns at the current indentation.
  func fits(_ line: String) -> Bool { 2 * depth + line.count <= 100 }

  /// Appends `lines` one after another.
  mutating func lines(_ lines: [String]) {
    for line in lines { self.line(line) }
  }

  /// Appends `header {`, the body one level deeper, and `}` (or `footer`).
  mutating func block(_ header: String, footer: String = "}", _ body: (inout CodeWriter) -> Void) {
    line(header + " {")
    depth += 1
    body(&self)
    depth -= 1
    line(footer)
  }

  /// Runs `body` one level deeper.
  mutating func indented(_ body: (inout CodeWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  /// Appends a documentation comment: each line of `text` wrapped at word boundaries to keep
  /// within 100 columns.
  mutating func doc(_ text: String) {
    let width = max(40, 100 - 2 * depth - 4)
    for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard !part.isEmpty else {
        line("///")
        continue
      }
      var current = ""
      for word in part.split(separator: " ") {
        if !current.isEmpty, current.count + 1 + word.count > width {
          line("/// " + current)
          current = ""
        }
        current += (current.isEmpty ? "" : " ") + word
      }
      if !current.isEmpty { line("/// " + current) }
    }
  }

  /// Appends `head` + `items` joined by ", " + `tail` on one line when it fits in 100 columns;
  /// otherwise `head` ends the first line and the items follow one level deeper, filled greedily.
  mutating func call(_ head: String, _ items: [String], _ tail: String) {
    let indentWidth = 2 * depth
    let single = head + items.joined(separator: ", ") + tail
    if indentWidth + single.count <= 100 || items.isEmpty {
      line(single)
      return
    }
    line(head)
    indented { out in
      let width = 100 - 2 * out.depth
      var current = ""
      for (index, item) in items.enumerated() {
        let piece = item + (index == items.count - 1 ? tail : ",")
        if !current.isEmpty, current.count + 1 + piece.count > width {
          out.line(current)
          current = ""
        }
        current += (current.isEmpty ? "" : " ") + piece
      }
      if !current.isEmpty { out.line(current) }
    }
  }

  /// Appends a `#sourceLocation` directive pointing at line `location.line` of
  /// `location.path`.
  mutating func sourceLocation(_ location: (path: String, line: Int)) {
    line("#sourceLocation(file: \(SwiftLiteral.string(location.path)), line: \(location.line))")
  }

  /// Appends the directive that ends a `#sourceLocation`.
  mutating func endSourceLocation() {
    line("#sourceLocation()")
  }
}
