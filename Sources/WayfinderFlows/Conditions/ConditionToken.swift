/// A token of a condition, with its offset in characters.
struct ConditionToken: Hashable {
  enum Kind: Hashable {
    case identifier(String)
    case integer(String)
    case version(String)
    case string(String)
    case symbol(String)
    case end

    /// Whether the token is a term: a name or a literal, which the parser counts.
    var isTerm: Bool {
      switch self {
      case .identifier, .integer, .version, .string: true
      case .symbol, .end: false
      }
    }
  }

  var kind: Kind
  var offset: Int

  /// The token as quoted in messages.
  var quoted: String {
    switch kind {
    case .identifier(let text), .integer(let text), .version(let text), .symbol(let text):
      "'\(text)'"
    case .string(let text): "'\"\(text)\"'"
    case .end: "the end"
    }
  }

  /// Splits `text` into tokens, ending with ``Kind/end``.
  static func tokenize(_ text: String) throws(ConditionError) -> [ConditionToken] {
    let characters = Array(text)
    var tokens: [ConditionToken] = []
    var index = 0
    let symbols = ["&&", "||", "==", "!=", "<=", ">=", "<", ">", "!", "(", ")"]
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
        continue
      }
      let start = index
      if character.isLetter || character == "_" {
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        { index += 1 }
        tokens.append(.init(kind: .identifier(String(characters[start..<index])), offset: start))
      } else if character.isASCII, character.isNumber {
        var dots = 0
        while index < characters.count,
          (characters[index].isASCII && characters[index].isNumber) || characters[index] == "."
        {
          if characters[index] == "." { dots += 1 }
          index += 1
        }
        let literal = String(characters[start..<index])
        tokens.append(.init(kind: dots == 0 ? .integer(literal) : .version(literal), offset: start))
      } else if character == "\"" || character == "'" {
        index += 1
        while index < characters.count, characters[index] != character { index += 1 }
        guard index < characters.count else {
          throw ConditionError(offset: start, reason: .unterminatedString)
        }
        tokens.append(.init(kind: .string(String(characters[(start + 1)..<index])), offset: start))
        index += 1
      } else if let symbol = symbols.first(where: { matches($0, characters, at: index) }) {
        tokens.append(.init(kind: .symbol(symbol), offset: start))
        index += symbol.count
      } else {
        throw ConditionError(offset: start, reason: .unexpectedCharacter(String(character)))
      }
    }
    tokens.append(.init(kind: .end, offset: characters.count))
    return tokens
  }

  private static func matches(_ symbol: String, _ characters: [Character], at index: Int) -> Bool {
    for (offset, character) in symbol.enumerated() {
      guard index + offset < characters.count, characters[index + offset] == character else {
        return false
      }
    }
    return true
  }
}
