/// Reads a baseline file as ``FlowOutline/baseline()`` writes it, line by line: blank lines and
/// `#` comments skipped, `baseline: 1` first, then fields (`name: value`), sections (`name:`)
/// and entries (`- key`), two spaces deeper per level. O(size of the file); sections nest at
/// most ``maximumDepth`` deep, so no file can exhaust the stack.
struct FlowBaselineParser {
  /// How deep sections may nest: an outline's go two deep (a screen's actions).
  static let maximumDepth = 4

  private struct Line {
    var number: Int
    var indent: Int
    var content: Substring
  }

  private let path: String
  private var lines: [Line] = []
  private var index = 0
  /// The first line that is not indented with spaces, found while splitting.
  private var badIndent: Int?

  init(text: String, path: String) {
    self.path = path
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      let content = line.drop { $0 == " " }
      guard !content.isEmpty, !content.hasPrefix("#") else { continue }
      if content.first == "\t", badIndent == nil { badIndent = offset + 1 }
      lines.append(Line(number: offset + 1, indent: line.count - content.count, content: content))
    }
  }

  mutating func parse() throws(FlowBaselineError) -> FlowOutline {
    if let badIndent { throw error(at: badIndent, 1, "indent with spaces, not tabs") }
    guard let first = lines.first else {
      throw error(at: 1, 1, "the file is empty; it should start with 'baseline: 1'")
    }
    guard first.indent == 0, first.content.hasPrefix("baseline: ") else {
      throw error(at: first.number, 1, "this is not a baseline: it should start with 'baseline: 1'")
    }
    let version = first.content.dropFirst("baseline: ".count)
    guard version == "\(FlowOutline.baselineVersion)" else {
      throw error(
        at: first.number, 11,
        "this baseline is written in format '\(version)', but this wayfinder reads format "
          + "\(FlowOutline.baselineVersion)")
    }
    index = 1
    // Every line is indented at least 0, so the app's body reads to the end.
    let (fields, sections) = try body(indent: 0, depth: 0, owner: "the app")
    return FlowOutline(fields: fields, sections: sections)
  }

  /// The fields and sections at `indent`, up to a line indented less.
  private mutating func body(
    indent: Int, depth: Int, owner: String
  ) throws(FlowBaselineError) -> ([FlowOutline.Field], [FlowOutline.Section]) {
    var fields: [FlowOutline.Field] = []
    var sections: [FlowOutline.Section] = []
    var names: Set<String> = []
    while index < lines.count, lines[index].indent >= indent {
      let line = lines[index]
      guard line.indent == indent else {
        throw error(at: line.number, line.indent + 1, "this line is indented too deep")
      }
      if line.content.hasPrefix("- ") || line.content == "-" {
        throw error(at: line.number, indent + 1, "an entry ('- key') belongs under a section")
      }
      let name = line.content.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
      let rest = line.content.dropFirst(name.count)
      guard !name.isEmpty, rest.hasPrefix(":") else {
        throw error(at: line.number, indent + 1, "expected 'name: value', 'name:' or '- key'")
      }
      guard names.insert(String(name)).inserted else {
        throw error(at: line.number, indent + 1, "'\(name)' is given twice for \(owner)")
      }
      index += 1
      if rest == ":" {
        guard depth < Self.maximumDepth else {
          throw error(at: line.number, indent + 1, "sections nest too deep")
        }
        let entries = try self.entries(indent: indent + 2, depth: depth + 1, section: name)
        sections.append(FlowOutline.Section(String(name), entries: entries, line: line.number))
      } else {
        guard rest.hasPrefix(": "), rest.count > 2 else {
          throw error(at: line.number, indent + name.count + 2, "expected a value after ': '")
        }
        let value = try text(rest.dropFirst(2), line: line, column: indent + name.count + 3)
        fields.append(FlowOutline.Field(String(name), value))
      }
    }
    return (fields, sections)
  }

  /// The entries of section `section` at `indent`.
  private mutating func entries(
    indent: Int, depth: Int, section: Substring
  ) throws(FlowBaselineError) -> [FlowOutline.Entry] {
    var entries: [FlowOutline.Entry] = []
    var keys: Set<String> = []
    while index < lines.count, lines[index].indent == indent, lines[index].content.hasPrefix("- ") {
      let line = lines[index]
      let key = try text(line.content.dropFirst(2), line: line, column: indent + 3)
      guard keys.insert(key).inserted else {
        throw error(at: line.number, indent + 3, "'\(key)' is listed twice in '\(section)'")
      }
      index += 1
      let (fields, sections) = try body(
        indent: indent + 2, depth: depth, owner: "'\(key)' in '\(section)'")
      entries.append(FlowOutline.Entry(key, fields: fields, sections: sections, line: line.number))
    }
    return entries
  }

  /// `raw` unescaped, or an error at the escape it cannot read.
  private func text(
    _ raw: Substring, line: Line, column: Int
  ) throws(FlowBaselineError) -> String {
    switch OutlineText.unescaped(raw) {
    case .success(let text): return text
    case .failure(let failure):
      throw error(
        at: line.number, column + failure.offset,
        "unknown escape: write a backslash as '\\\\' and a character as '\\u{HEX}'")
    }
  }

  private func error(at line: Int, _ column: Int, _ message: String) -> FlowBaselineError {
    FlowBaselineError(path: path, line: line, column: column, message: message)
  }
}
