/// Reads a condition's tokens one at a time, for ``ConditionParser``.
///
/// The parser asks for the next token only when it needs it, so it stops reading at the first
/// problem (too many terms, too deep, a token out of place): a condition as long as a whole
/// file is never held as a list of its characters or tokens.
struct ConditionScanner {
  private static let symbols = ["&&", "||", "==", "!=", "<=", ">=", "<", ">", "!", "(", ")"]

  private let text: String
  private var index: String.Index
  /// Characters before `index`: the offset tokens and errors report.
  private var offset = 0

  init(_ text: String) {
    self.text = text
    index = text.startIndex
  }

  /// The next token, or one of kind ``ConditionToken/Kind/end`` once the text is used up.
  mutating func next() throws(ConditionError) -> ConditionToken {
    skip { $0.isWhitespace }
    guard index < text.endIndex else { return ConditionToken(kind: .end, offset: offset) }
    let start = (index: index, offset: offset)
    let character = text[index]
    if character.isLetter || character == "_" {
      // A dot joins names (`screen.id`, a property's reading of an argument); facts never have
      // one, so in a `when:` such a name is an unknown fact.
      skip { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      return ConditionToken(
        kind: .identifier(String(text[start.index..<index])), offset: start.offset)
    }
    if character.isASCII, character.isNumber {
      skip { ($0.isASCII && $0.isNumber) || $0 == "." }
      let literal = String(text[start.index..<index])
      let kind: ConditionToken.Kind = literal.contains(".") ? .version(literal) : .integer(literal)
      return ConditionToken(kind: kind, offset: start.offset)
    }
    if character == "\"" || character == "'" {
      advance()
      let contents = index
      skip { $0 != character }
      guard index < text.endIndex else {
        throw ConditionError(offset: start.offset, reason: .unterminatedString)
      }
      let string = String(text[contents..<index])
      advance()
      return ConditionToken(kind: .string(string), offset: start.offset)
    }
    if let symbol = Self.symbols.first(where: { text[index...].hasPrefix($0) }) {
      for _ in symbol { advance() }
      return ConditionToken(kind: .symbol(symbol), offset: start.offset)
    }
    throw ConditionError(offset: start.offset, reason: .unexpectedCharacter(String(character)))
  }

  private mutating func advance() {
    text.formIndex(after: &index)
    offset += 1
  }

  private mutating func skip(while matches: (Character) -> Bool) {
    while index < text.endIndex, matches(text[index]) { advance() }
  }
}
