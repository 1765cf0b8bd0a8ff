/// A recursive-descent parser and type checker for ``Condition``.
///
/// Precedence, loosest first: `||`, `&&`, `!`, comparisons (which do not chain), then literals,
/// names and parentheses. A chain of `&&` or `||` is built as one flat ``Condition/all(_:)`` or
/// ``Condition/any(_:)``, so the tree nests only where parentheses and `!` do.
struct ConditionParser {
  /// How deep parentheses and `!` may nest, so hostile input cannot exhaust the stack.
  static let maximumDepth = 64
  /// How many terms (facts, `version`, literals) a condition may have, so a generated flow file
  /// cannot make one that is slow to check, to print in a message or to compile as Swift.
  static let maximumTerms = 1_000

  private var scanner: ConditionScanner
  /// The token the parser is looking at; the scanner reads the next one when it is taken.
  private var token: ConditionToken
  private var depth = 0
  private var terms = 0
  private var facts: [String: FactType] = [:]
  /// Each string literal compared with a name, in the order written.
  private(set) var comparedLiterals: [Condition.ComparedLiteral] = []

  init(_ text: String) throws(ConditionError) {
    scanner = ConditionScanner(text)
    token = try scanner.next()
  }

  /// The condition and its type.
  mutating func parse(facts: [String: FactType]) throws(ConditionError) -> (Condition, FactType) {
    self.facts = facts
    guard token.kind != .end else { throw ConditionError(offset: 0, reason: .empty) }
    let result = try parseOr()
    guard token.kind == .end else {
      throw ConditionError(
        offset: token.offset, reason: .expected("an operator", found: token.quoted))
    }
    return (result.condition, result.type)
  }

  private typealias Typed = (condition: Condition, type: FactType, offset: Int)

  private mutating func parseOr() throws(ConditionError) -> Typed {
    let first = try parseAnd()
    var operands: [Condition]?
    while try accept("||") {
      let next = try parseAnd()
      try requireBool("||", first, next)
      if operands == nil { operands = first.condition.disjuncts }
      operands?.append(contentsOf: next.condition.disjuncts)
    }
    return operands.map { (.any($0), .bool, first.offset) } ?? first
  }

  private mutating func parseAnd() throws(ConditionError) -> Typed {
    let first = try parseUnary()
    var operands: [Condition]?
    while try accept("&&") {
      let next = try parseUnary()
      try requireBool("&&", first, next)
      if operands == nil { operands = first.condition.conjuncts }
      operands?.append(contentsOf: next.condition.conjuncts)
    }
    return operands.map { (.all($0), .bool, first.offset) } ?? first
  }

  private mutating func parseUnary() throws(ConditionError) -> Typed {
    let bang = token
    guard try accept("!") else { return try parseComparison() }
    try enter(bang)
    defer { depth -= 1 }
    let operand = try parseUnary()
    try requireBool("!", operand)
    return (.not(operand.condition), .bool, bang.offset)
  }

  private mutating func parseComparison() throws(ConditionError) -> Typed {
    let left = try parsePrimary()
    guard case .symbol(let symbol) = token.kind,
      let comparison = Condition.Comparison(rawValue: symbol)
    else { return left }
    try take()
    let right = try parsePrimary()
    try checkComparable(left, comparison, right)
    for (name, literal) in [(left, right), (right, left)] {
      if case .fact(let fact) = name.condition, case .literal(.string(let text)) = literal.condition
      {
        comparedLiterals.append(.init(name: fact, literal: text, offset: literal.offset))
      }
    }
    return (.compare(left.condition, comparison, right.condition), .bool, left.offset)
  }

  private mutating func parsePrimary() throws(ConditionError) -> Typed {
    let token = self.token
    if token.kind.isTerm {
      terms += 1
      guard terms <= Self.maximumTerms else {
        throw ConditionError(offset: token.offset, reason: .tooManyTerms(Self.maximumTerms))
      }
    }
    switch token.kind {
    case .identifier("true"), .identifier("false"):
      try take()
      return (.literal(.bool(token.kind == .identifier("true"))), .bool, token.offset)
    case .identifier("version"):
      try take()
      return (.appVersion, .version, token.offset)
    case .identifier(let name):
      guard let type = facts[name] else {
        let suggestion = Suggestions.closest(to: name, in: facts.keys.sorted() + ["version"])
        throw ConditionError(
          offset: token.offset, reason: .unknownFact(name, suggestion: suggestion))
      }
      try take()
      return (.fact(name), type, token.offset)
    case .integer(let text):
      guard let value = Int(text) else {
        throw ConditionError(offset: token.offset, reason: .badNumber(text))
      }
      try take()
      return (.literal(.int(value)), .int, token.offset)
    case .version(let text):
      guard let value = AppVersion(text) else {
        throw ConditionError(offset: token.offset, reason: .badNumber(text))
      }
      try take()
      return (.literal(.version(value)), .version, token.offset)
    case .string(let text):
      try take()
      return (.literal(.string(text)), .string, token.offset)
    case .symbol("("):
      try enter(token)
      defer { depth -= 1 }
      try take()
      let inner = try parseOr()
      let close = self.token
      guard try accept(")") else {
        throw ConditionError(offset: close.offset, reason: .expected("')'", found: close.quoted))
      }
      return (inner.condition, inner.type, token.offset)
    case .symbol, .end:
      throw ConditionError(offset: token.offset, reason: .expected("a value", found: token.quoted))
    }
  }

  /// Takes the current token if it is `symbol`.
  private mutating func accept(_ symbol: String) throws(ConditionError) -> Bool {
    guard token.kind == .symbol(symbol) else { return false }
    try take()
    return true
  }

  /// Moves on to the next token.
  private mutating func take() throws(ConditionError) {
    token = try scanner.next()
  }

  private mutating func enter(_ token: ConditionToken) throws(ConditionError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw ConditionError(offset: token.offset, reason: .tooDeep(Self.maximumDepth))
    }
  }

  private func requireBool(_ op: String, _ operands: Typed...) throws(ConditionError) {
    for operand in operands where operand.type != .bool {
      throw ConditionError(
        offset: operand.offset,
        reason: .operandType(op, expected: "bool", found: operand.type.description))
    }
  }

  /// `literal` written as a literal of `type`, when it reads as one: the integer `2` as the
  /// version `2.0`, the version `2.0` (or `2`) as the integer `2`.
  private static func rewrite(_ literal: Condition, as type: FactType) -> String? {
    switch (literal, type) {
    case (.literal(.int(let number)), .version) where number >= 0:
      return "\(number).0"
    case (.literal(.version(let version)), .int):
      let parts = version.components
      guard let major = parts.first, parts.dropFirst().allSatisfy({ $0 == 0 }) else { return nil }
      return String(major)
    default:
      return nil
    }
  }

  private func checkComparable(
    _ left: Typed, _ comparison: Condition.Comparison, _ right: Typed
  ) throws(ConditionError) {
    let textual: Set<FactType> = [.string, .version]
    if textual.contains(left.type), textual.contains(right.type) {
      for (operand, other) in [(left, right), (right, left)] where other.type == .version {
        if case .literal(.string(let text)) = operand.condition, AppVersion(text) == nil {
          throw ConditionError(offset: operand.offset, reason: .notAVersion(text))
        }
      }
      return
    }
    guard left.type == right.type else {
      let reason = ConditionError.Reason.incomparable(
        left.type.description, right.type.description)
      // A number written for a version (`lastSeenVersion < 2`), or the other way round: point
      // at the literal and say how to write it.
      for (operand, other) in [(right, left), (left, right)] {
        if let rewrite = Self.rewrite(operand.condition, as: other.type) {
          throw ConditionError(offset: operand.offset, reason: reason, replacement: rewrite)
        }
      }
      throw ConditionError(offset: right.offset, reason: reason)
    }
    if left.type == .bool, comparison != .equal, comparison != .notEqual {
      throw ConditionError(offset: left.offset, reason: .unordered("bool"))
    }
  }
}
