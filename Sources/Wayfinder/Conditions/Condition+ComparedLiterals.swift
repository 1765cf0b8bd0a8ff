extension Condition {
  /// A string literal a condition compares with a name (`"tap Unlock"` in
  /// `command == "tap Unlock"`), with the literal's offset in the condition's text: what a
  /// loader checks against the values the name can take.
  package struct ComparedLiteral: Hashable, Sendable {
    /// The fact or state name.
    package var name: String
    /// The literal's text, without its quotes.
    package var literal: String
    /// The offset of the literal's opening quote, in characters.
    package var offset: Int
  }

  /// Parses and type-checks `text` as ``init(parsing:facts:)`` does, and returns the string
  /// literals it compares with names, in the order written. O(length of `text`).
  ///
  /// - Parameters:
  ///   - text: The condition as written.
  ///   - facts: The type of every name the condition may read.
  /// - Returns: The condition and its compared literals.
  /// - Throws: ``ConditionError`` with the offset of the problem in `text`.
  package static func parsed(
    _ text: String, facts: [String: FactType]
  ) throws(ConditionError) -> (condition: Condition, literals: [ComparedLiteral]) {
    var parser = try ConditionParser(text)
    let (condition, type) = try parser.parse(facts: facts)
    guard type == .bool else {
      throw ConditionError(offset: 0, reason: .notBoolean(type.description))
    }
    return (condition, parser.comparedLiterals)
  }
}
