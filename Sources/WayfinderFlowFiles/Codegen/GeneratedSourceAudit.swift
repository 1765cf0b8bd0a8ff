/// A check of generated Swift that needs no compiler: it reads the source as Swift's lexer does
/// where safety depends on it, and says where text could have escaped a literal or a comment.
///
/// The generator writes one-line string literals with the escapes of ``SwiftLiteral``, `//`
/// comments, identifiers and the generator's own punctuation, and nothing invisible. The audit
/// reports anything else: a literal left open at the end of its line, an unknown escape, an
/// interpolation of anything but a name, a multi-line or raw string, a block comment, an
/// invalid name, an invisible character (a bidirectional override, a line separator), a
/// `#sourceLocation` path with an escape the directive does not read, and any identifier of
/// `forbidden` outside literals and comments — give it a word planted in a flow's texts to show
/// that flow text never becomes code.
package enum GeneratedSourceAudit {
  /// Something wrong in the source, on a 1-based line.
  package struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// The line.
    package var line: Int
    /// What is wrong.
    package var message: String

    /// `line 12: …`
    package var description: String { "line \(line): \(message)" }
  }

  /// What is wrong with `source`; empty when nothing is.
  package static func problems(in source: String, forbidden: Set<String> = []) -> [Problem] {
    var problems: [Problem] = []
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var reader = LineReader(scalars: Array(line.unicodeScalars), forbidden: forbidden)
      for message in reader.read() {
        problems.append(Problem(line: index + 1, message: message))
      }
    }
    return problems
  }

  /// Reads one line of source.
  private struct LineReader {
    let scalars: [Unicode.Scalar]
    let forbidden: Set<String>
    var position = 0
    var messages: [String] = []

    init(scalars: [Unicode.Scalar], forbidden: Set<String>) {
      self.scalars = scalars
      self.forbidden = forbidden
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      position + offset < scalars.count ? scalars[position + offset] : nil
    }

    mutating func read() -> [String] {
      for scalar in scalars where SwiftComment.isInvisible(scalar) {
        messages.append("invisible character \(Self.code(scalar))")
      }
      let isSourceLocation = String(String.UnicodeScalarView(scalars.drop { $0 == " " }))
        .hasPrefix("#sourceLocation(file: ")
      while let scalar = peek() {
        switch scalar {
        case "/" where peek(1) == "/":
          return messages  // A comment, to the end of the line.
        case "/" where peek(1) == "*":
          messages.append("block comment")
          position += 2
        case "\"" where peek(1) == "\"" && peek(2) == "\"":
          messages.append("multi-line string literal")
          return messages
        case "\"":
          position += 1
          readLiteral(isPath: isSourceLocation)
        case "#" where peek(1) == "\"" || peek(1) == "#":
          messages.append("raw string literal")
          return messages  // Its end cannot be told without reading it as Swift does.
        case "`":
          readQuotedName()
        default:
          if SwiftIdentifier.isHead(scalar) {
            readName()
          } else if scalar.isASCII {
            position += 1
          } else {
            messages.append("unexpected character \(Self.code(scalar)) outside a literal")
            position += 1
          }
        }
      }
      return messages
    }

    /// An identifier: flow text if it is one of `forbidden`.
    mutating func readName() {
      var name = String.UnicodeScalarView()
      while let scalar = peek(), SwiftIdentifier.isCharacter(scalar) {
        name.append(scalar)
        position += 1
      }
      let text = String(name)
      if forbidden.contains(text) { messages.append("flow text '\(text)' outside a literal") }
    }

    /// `` `name` ``: a valid identifier in backticks.
    mutating func readQuotedName() {
      position += 1
      var name = String.UnicodeScalarView()
      while let scalar = peek(), scalar != "`" {
        name.append(scalar)
        position += 1
      }
      guard peek() == "`" else {
        messages.append("unterminated backticks")
        return
      }
      position += 1
      let text = String(name)
      if SwiftIdentifier(validating: text) == nil { messages.append("invalid name `\(text)`") }
      if forbidden.contains(text) { messages.append("flow text '\(text)' outside a literal") }
    }

    /// A string literal after its opening quote, to its closing one.
    mutating func readLiteral(isPath: Bool) {
      while let scalar = peek() {
        position += 1
        switch scalar {
        case "\"": return
        case "\\":
          if isPath { messages.append("escape in a #sourceLocation path") }
          readEscape()
        default: continue
        }
      }
      messages.append("unterminated string literal")
    }

    /// What follows a backslash in a literal.
    mutating func readEscape() {
      guard let next = peek() else { return }
      position += 1
      switch next {
      case "\\", "\"", "'", "n", "r", "t", "0": return
      case "u":
        var digits = 0
        guard peek() == "{" else {
          messages.append("invalid escape '\\u'")
          return
        }
        position += 1
        while let digit = peek(), digit.properties.isASCIIHexDigit {
          digits += 1
          position += 1
        }
        guard peek() == "}", (1...8).contains(digits) else {
          messages.append("invalid escape '\\u{…}'")
          return
        }
        position += 1
      case "(":
        readInterpolation()
      default:
        messages.append("invalid escape '\\\(next)'")
      }
    }

    /// `\(name)` or `\(Type.member)`: the generator interpolates nothing else.
    mutating func readInterpolation() {
      var expression = String.UnicodeScalarView()
      while let scalar = peek(), scalar != ")" {
        expression.append(scalar)
        position += 1
      }
      guard peek() == ")" else {
        messages.append("unterminated interpolation")
        return
      }
      position += 1
      let parts = String(expression).split(separator: ".", omittingEmptySubsequences: false)
      if parts.contains(where: { SwiftIdentifier(validating: String($0)) == nil }) {
        messages.append("interpolation of '\(String(expression))'")
      }
      for part in parts where forbidden.contains(String(part)) {
        messages.append("flow text '\(part)' outside a literal")
      }
    }

    static func code(_ scalar: Unicode.Scalar) -> String {
      "U+" + String(scalar.value, radix: 16, uppercase: true)
    }
  }
}
