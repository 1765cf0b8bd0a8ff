/// Why a condition could not be parsed or type-checked, and where in its text.
public struct ConditionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems a condition can have.
  public enum Reason: Hashable, Sendable {
    /// The condition is empty.
    case empty
    /// A character that starts no token.
    case unexpectedCharacter(String)
    /// A string literal with no closing quote.
    case unterminatedString
    /// A token where another was expected.
    case expected(String, found: String)
    /// A name that is neither a fact nor `version`.
    case unknownFact(String, suggestion: String?)
    /// An operand of the wrong type: operator, expected type, found type.
    case operandType(String, expected: String, found: String)
    /// Two operands that cannot be compared.
    case incomparable(String, String)
    /// `<` and friends on booleans.
    case unordered(String)
    /// A string literal compared with a version that does not read as one.
    case notAVersion(String)
    /// The whole condition is not a boolean.
    case notBoolean(String)
    /// Parentheses or `!` nested beyond the limit.
    case tooDeep(Int)
    /// A numeric literal that does not fit.
    case badNumber(String)
    /// More terms (facts, `version` and literals) than the limit.
    case tooManyTerms(Int)
  }

  /// The offset, in characters from the start of the condition, of the problem.
  public var offset: Int
  /// What is wrong.
  public var reason: Reason
  /// What to write instead of the operand at ``offset`` so that the condition type-checks,
  /// when one rewrite is likely: `2.0` for the integer `2` compared with a version, `2` for
  /// the version `2.0` compared with an integer.
  public var replacement: String?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - offset: Where the problem is, in characters from the start of the condition.
  ///   - reason: What is wrong.
  ///   - replacement: What to write instead of the operand at `offset`, if anything.
  public init(offset: Int, reason: Reason, replacement: String? = nil) {
    self.offset = offset
    self.reason = reason
    self.replacement = replacement
  }

  /// A name the author probably meant, or what to write instead (``replacement``).
  public var suggestion: String? {
    if case .unknownFact(_, let suggestion) = reason { return suggestion }
    return replacement
  }

  /// One line, quoting the offending text.
  public var description: String {
    switch reason {
    case .empty: "condition is empty"
    case .unexpectedCharacter(let character): "unexpected character '\(character)' in condition"
    case .unterminatedString: "string in condition has no closing quote"
    case .expected(let expected, let found): "expected \(expected) in condition, found \(found)"
    case .unknownFact(let name, _): "unknown fact '\(name)' in condition"
    case .operandType(let op, let expected, let found):
      "'\(op)' needs \(expected) operands, found \(found)"
    case .incomparable(let left, let right): "cannot compare \(left) with \(right)"
    case .unordered(let type): "\(type) values cannot be ordered; use == or !="
    case .notAVersion(let text): "'\(text)' is not a version"
    case .notBoolean(let type): "condition must be true or false, but it is \(type)"
    case .tooDeep(let limit): "condition nests deeper than \(limit) levels"
    case .badNumber(let text): "'\(text)' is not a valid number"
    case .tooManyTerms(let limit):
      "condition has more than \(limit) terms (names and values); shorten it, "
        + "for example with a fact that stands for part of it"
    }
  }
}
