import Foundation

/// Swift code compared statement by statement, whitespace and comments aside: what lets a test
/// that runs a documentation sample prove it runs that sample and not a look-alike.
enum SampleStatements {
  /// One logical line of a sample: where it starts and its normalised text.
  struct Line: Equatable {
    var number: Int
    var text: String
  }

  /// The logical lines of `code`: a line goes on while a parenthesis or bracket is open, and a
  /// block's braces end lines as they do on the page. Each is normalised: no comments, no
  /// whitespace, no trailing commas; `print(x)` is `x` (a sample prints what a test checks).
  /// `physical` makes every line of the page a line (for a manifest, whose parts are all inside
  /// one call).
  static func lines(of code: String, physical: Bool = false) -> [Line] {
    var result: [Line] = []
    var current = ""
    var start = 0
    var depth = 0
    scan(code) { token, line in
      switch token {
      case .newline:
        if depth == 0 || physical {
          append(current, at: start, to: &result)
          current = ""
        }
      case .text(let text, let delta):
        if current.isEmpty { start = line }
        current += text
        depth += delta
      }
    }
    append(current, at: start, to: &result)
    return result
  }

  /// The whole of `code`, normalised as ``lines(of:)`` normalises a line.
  static func flattened(_ code: String) -> String {
    var text = ""
    scan(code) { token, _ in
      if case .text(let part, _) = token { text += part }
    }
    return normalized(text)
  }

  /// The lines of `sample` that `mirror` does not hold in order: empty when it holds them all.
  static func missing(_ sample: String, in mirror: String, physical: Bool = false) -> [Line] {
    let flat = flattened(mirror)
    var from = flat.startIndex
    var missing: [Line] = []
    for line in lines(of: sample, physical: physical) where !line.text.hasPrefix("import") {
      if let found = flat.range(of: line.text, range: from..<flat.endIndex) {
        from = found.upperBound
      } else {
        missing.append(line)
      }
    }
    return missing
  }

  private enum Token {
    case newline
    /// Code without whitespace or comments, and how many brackets it opens less those it closes.
    case text(String, Int)
  }

  private static func append(_ text: String, at line: Int, to lines: inout [Line]) {
    var text = normalized(text)
    if text.hasPrefix("print("), text.hasSuffix(")") {
      text = String(text.dropFirst("print(".count).dropLast())
    }
    if !text.isEmpty { lines.append(Line(number: line, text: text)) }
  }

  private static func normalized(_ text: String) -> String {
    text.replacingOccurrences(of: ",)", with: ")").replacingOccurrences(of: ",]", with: "]")
  }

  /// Reads `code`, skipping comments and whitespace outside string literals (and whitespace
  /// inside them too: a sample and its test may indent a multi-line literal differently).
  private static func scan(_ code: String, _ body: (Token, Int) -> Void) {
    let characters = Array(code)
    var index = 0
    var line = 1
    var quote: String?
    while index < characters.count {
      let character = characters[index]
      let rest = characters[index...]
      if character == "\n" {
        line += 1
        if quote == nil { body(.newline, line) }
        index += 1
      } else if let open = quote {
        if character == "\\", index + 1 < characters.count {
          body(.text(String(characters[index...index + 1]), 0), line)
          index += 2
        } else if rest.starts(with: open) {
          body(.text(open, 0), line)
          quote = nil
          index += open.count
        } else {
          if !character.isWhitespace { body(.text(String(character), 0), line) }
          index += 1
        }
      } else if rest.starts(with: "//") {
        while index < characters.count, characters[index] != "\n" { index += 1 }
      } else if rest.starts(with: "\"") {
        quote = rest.starts(with: "\"\"\"") ? "\"\"\"" : "\""
        body(.text(quote ?? "", 0), line)
        index += quote?.count ?? 1
      } else {
        let delta = "([".contains(character) ? 1 : ")]".contains(character) ? -1 : 0
        if !character.isWhitespace { body(.text(String(character), delta), line) }
        index += 1
      }
    }
  }
}
