/// A launch condition (`when:`): a small boolean expression over facts and the app's `version`.
///
/// ```
/// passcodeEnabled
/// !contactInfoConfirmed && launchCount >= 3
/// lastSeenVersion < version || (region == "eu" && updateRequired)
/// "1.10" > "1.9"                       // true: ordering is version-aware
/// ```
///
/// Identifiers name facts, or `version` for the app's version; literals are `true`, `false`,
/// integers, dotted versions (`2.0`) and quoted strings. `<`, `<=`, `>`, `>=` compare integers as
/// numbers, and versions (or strings that read as versions) component by component. Conditions
/// are type-checked when the app loads; a fact with no value yet makes any comparison using it
/// false.
///
/// A chain of `&&` (or of `||`) is one ``all(_:)`` (or ``any(_:)``) holding every operand, so
/// the tree is only as deep as the parentheses and `!` nest, however long the chain: building,
/// comparing, evaluating, printing and freeing it never recurse once per operand.
public indirect enum Condition: Hashable, Sendable, CustomStringConvertible {
  /// A comparison operator.
  public enum Comparison: String, Hashable, Sendable, CaseIterable {
    /// `==`
    case equal = "=="
    /// `!=`
    case notEqual = "!="
    /// `<`
    case less = "<"
    /// `<=`
    case lessOrEqual = "<="
    /// `>`
    case greater = ">"
    /// `>=`
    case greaterOrEqual = ">="
  }

  /// A literal value.
  case literal(FactValue)
  /// A fact's value.
  case fact(String)
  /// The app's version.
  case appVersion
  /// `!operand`.
  case not(Condition)
  /// `a && b && …`: holds when every operand holds (so an empty one always holds). Operands
  /// are evaluated in order, stopping at the first that does not hold.
  case all([Condition])
  /// `a || b || …`: holds when some operand holds (so an empty one never holds). Operands are
  /// evaluated in order, stopping at the first that holds.
  case any([Condition])
  /// `lhs op rhs`.
  case compare(Condition, Comparison, Condition)

  /// `lhs && rhs`: an ``all(_:)`` of both, with the operands of either side that is already an
  /// ``all(_:)`` taken in, so `.and(.and(a, b), c)` is `.all([a, b, c])` as `a && b && c`
  /// parses. O(operands).
  ///
  /// - Parameters:
  ///   - lhs: The condition evaluated first.
  ///   - rhs: The condition evaluated when `lhs` holds.
  /// - Returns: The conjunction.
  public static func and(_ lhs: Condition, _ rhs: Condition) -> Condition {
    .all(lhs.conjuncts + rhs.conjuncts)
  }

  /// `lhs || rhs`: an ``any(_:)`` of both, with the operands of either side that is already an
  /// ``any(_:)`` taken in, so `.or(.or(a, b), c)` is `.any([a, b, c])` as `a || b || c`
  /// parses. O(operands).
  ///
  /// - Parameters:
  ///   - lhs: The condition evaluated first.
  ///   - rhs: The condition evaluated when `lhs` does not hold.
  /// - Returns: The disjunction.
  public static func or(_ lhs: Condition, _ rhs: Condition) -> Condition {
    .any(lhs.disjuncts + rhs.disjuncts)
  }

  /// The operands of an ``all(_:)``, or this condition alone: what it adds to an `&&` chain.
  var conjuncts: [Condition] {
    if case .all(let operands) = self { operands } else { [self] }
  }

  /// The operands of an ``any(_:)``, or this condition alone: what it adds to an `||` chain.
  var disjuncts: [Condition] {
    if case .any(let operands) = self { operands } else { [self] }
  }

  /// Parses and type-checks `text` against the app's facts.
  ///
  /// A chain of `&&` or `||` becomes one ``all(_:)`` or ``any(_:)``, taking in the operands of
  /// a parenthesised chain of the same operator. A condition may have at most 1 000 terms
  /// (facts, `version` and literals) and nest parentheses and `!` at most 64 levels deep.
  ///
  /// - Parameters:
  ///   - text: The condition as written.
  ///   - facts: The type of every fact the condition may name.
  /// - Throws: ``ConditionError`` with the offset of the problem in `text`.
  public init(parsing text: String, facts: [String: FactType]) throws(ConditionError) {
    var parser = try ConditionParser(text)
    let (condition, type) = try parser.parse(facts: facts)
    guard type == .bool else {
      throw ConditionError(offset: 0, reason: .notBoolean(type.description))
    }
    self = condition
  }

  /// Evaluates the condition. Missing facts make comparisons false and count as `false` alone.
  public func evaluate(facts: Facts, version: AppVersion) -> Bool {
    value(facts: facts, version: version) == .bool(true)
  }

  private func value(facts: Facts, version: AppVersion) -> FactValue? {
    switch self {
    case .literal(let value): return value
    case .fact(let name): return facts[name]
    case .appVersion: return .version(version)
    case .not(let operand):
      return .bool(!operand.evaluate(facts: facts, version: version))
    case .all(let operands):
      return .bool(operands.allSatisfy { $0.evaluate(facts: facts, version: version) })
    case .any(let operands):
      return .bool(operands.contains { $0.evaluate(facts: facts, version: version) })
    case .compare(let lhs, let comparison, let rhs):
      guard let left = lhs.value(facts: facts, version: version),
        let right = rhs.value(facts: facts, version: version),
        let order = Self.order(left, right)
      else { return .bool(false) }
      switch comparison {
      case .equal: return .bool(order == 0)
      case .notEqual: return .bool(order != 0)
      case .less: return .bool(order < 0)
      case .lessOrEqual: return .bool(order <= 0)
      case .greater: return .bool(order > 0)
      case .greaterOrEqual: return .bool(order >= 0)
      }
    }
  }

  /// -1, 0 or 1; `nil` for values that cannot be compared.
  static func order(_ left: FactValue, _ right: FactValue) -> Int? {
    func sign<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
    switch (left, right) {
    case (.bool(let a), .bool(let b)): return a == b ? 0 : (a ? 1 : -1)
    case (.int(let a), .int(let b)): return sign(a, b)
    case (.version(let a), .version(let b)): return sign(a, b)
    case (.version(let a), .string(let b)):
      return AppVersion(b).map { sign(a, $0) }
    case (.string(let a), .version(let b)):
      return AppVersion(a).map { sign($0, b) }
    case (.string(let a), .string(let b)):
      if let x = AppVersion(a), let y = AppVersion(b) { return sign(x, y) }
      return sign(a, b)
    default: return nil
    }
  }

  /// The condition written back, parenthesised where it nests: `a && b && (c || d)`. An empty
  /// ``all(_:)`` reads `true`, an empty ``any(_:)`` `false`.
  public var description: String {
    switch self {
    case .literal(let value): value.description
    case .fact(let name): name
    case .appVersion: "version"
    case .not(let operand): "!\(operand.nested)"
    case .all(let operands): Self.chain(operands, "&&", empty: "true")
    case .any(let operands): Self.chain(operands, "||", empty: "false")
    case .compare(let lhs, let op, let rhs): "\(lhs.nested) \(op.rawValue) \(rhs.nested)"
    }
  }

  private static func chain(_ operands: [Condition], _ symbol: String, empty: String) -> String {
    guard operands.count > 1 else { return operands.first?.description ?? empty }
    return operands.map(\.nested).joined(separator: " \(symbol) ")
  }

  private var nested: String {
    switch self {
    case .literal, .fact, .appVersion, .not: description
    case .all(let operands) where operands.count < 2: operands.first?.nested ?? description
    case .any(let operands) where operands.count < 2: operands.first?.nested ?? description
    default: "(\(description))"
    }
  }
}
