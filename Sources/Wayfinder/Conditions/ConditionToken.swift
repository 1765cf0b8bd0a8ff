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
}
