/// Builds Swift source line by line with two-space indentation.
///
/// It takes only ``SwiftCode`` and ``SwiftComment``: what it writes is the generator's own text,
/// validated identifiers and escaped literals, never raw text from a flow file.
struct CodeWriter {
  private(set) var text = ""
  /// The indentation, in levels of two spaces.
  private(set) var depth = 0

  /// Appends `line` at the current indentation; an empty line stays empty.
  mutating func line(_ line: SwiftCode = "") {
    var line = Substring(line.text)
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

  /// Appends what `other` wrote, its one line ending in `,` made the body of
  /// `open` … `close` on one line (`return [.a]`); `false`, writing nothing, when `other` wrote
  /// more than one line, one not ending in `,`, or one too long to fit.
  mutating func appendSingleLine(_ other: CodeWriter, open: SwiftCode, close: SwiftCode) -> Bool {
    guard other.lineCount == 1 else { return false }
    var only = Substring(other.text)
    while only.first == " " { only.removeFirst() }
    while only.last == " " || only.last == "\n" { only.removeLast() }
    guard only.hasSuffix(",") else { return false }
    let joined = open.text + only.dropLast() + close.text
    guard 2 * depth + joined.count <= 100 else { return false }
    text += String(repeating: "  ", count: depth) + joined + "\n"
    return true
  }

  /// Whether `line` fits in 100 columns at the current indentation.
  func fits(_ line: SwiftCode) -> Bool { 2 * depth + line.count <= 100 }

  /// Appends `lines` one after another.
  mutating func lines(_ lines: [SwiftCode]) {
    for line in lines { self.line(line) }
  }

  /// Appends `header {`, the body one level deeper, and `}` (or `footer`).
  mutating func block(
    _ header: SwiftCode, footer: SwiftCode = "}", _ body: (inout CodeWriter) -> Void
  ) {
    line(header + " {")
    depth += 1
    body(&self)
    depth -= 1
    line(footer)
  }

  /// Appends a declaration `head(parameters) result {`, its parameters on a line of their own
  /// when it does not fit in 100 columns, then the body one level deeper and `}`.
  mutating func function(
    _ head: SwiftCode, _ parameters: SwiftCode, _ result: SwiftCode,
    _ body: (inout CodeWriter) -> Void
  ) {
    let single: SwiftCode = "\(head)(\(parameters))\(result)"
    guard !fits(single + " {") else {
      block(single, body)
      return
    }
    line(head + "(")
    indented { out in out.line(parameters) }
    block(")" + result, body)
  }

  /// Runs `body` one level deeper.
  mutating func indented(_ body: (inout CodeWriter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  /// Appends a `//` comment line.
  mutating func comment(_ comment: SwiftComment) {
    commentLine("//", comment.text)
  }

  /// Appends `marker` and `text`, which comes from a ``SwiftComment``: one line, nothing
  /// invisible.
  private mutating func commentLine(_ marker: String, _ text: some StringProtocol) {
    var line = Substring(text)
    while line.last == " " { line.removeLast() }
    self.text += String(repeating: "  ", count: depth) + marker
    self.text += (line.isEmpty ? "" : " ") + line + "\n"
  }

  /// Appends a documentation comment: each line of `text` wrapped at word boundaries to keep
  /// within 100 columns.
  mutating func doc(_ comment: SwiftComment) {
    let width = max(40, 100 - 2 * depth - 4)
    for part in comment.text.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      for word in part.split(separator: " ") {
        if !current.isEmpty, current.count + 1 + word.count > width {
          commentLine("///", current)
          current = ""
        }
        current += (current.isEmpty ? "" : " ") + word
      }
      commentLine("///", current)
    }
  }

  /// Appends `head` + `items` joined by ", " + `tail` on one line when it fits in 100 columns;
  /// otherwise `head` ends the first line and the items follow one level deeper, filled greedily.
  mutating func call(_ head: SwiftCode, _ items: [SwiftCode], _ tail: SwiftCode) {
    let single = head + items.joined(separator: ", ") + tail
    if fits(single) || items.isEmpty {
      line(single)
      return
    }
    line(head)
    indented { out in
      let width = 100 - 2 * out.depth
      var current: SwiftCode = ""
      for (index, item) in items.enumerated() {
        let piece = item + (index == items.count - 1 ? tail : ",")
        if !current.isEmpty, current.count + 1 + piece.count > width {
          out.line(current)
          current = ""
        }
        if !current.isEmpty { current += " " }
        current += piece
      }
      if !current.isEmpty { out.line(current) }
    }
  }

  /// Appends a `#sourceLocation` directive pointing at line `location.line` of
  /// `location.path`; nothing when the path cannot be written without escapes, which the
  /// directive does not read.
  mutating func sourceLocation(_ location: (path: String, line: Int)) -> Bool {
    guard let path = SwiftLiteral.sourceLocationPath(location.path) else { return false }
    line("#sourceLocation(file: \(path), line: \(location.line))")
    return true
  }

  /// Appends the directive that ends a `#sourceLocation`.
  mutating func endSourceLocation() {
    line("#sourceLocation()")
  }
}
