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
  /// `lhs && rhs`.
  case and(Condition, Condition)
  /// `lhs || rhs`.
  case or(Condition, Condition)
  /// `lhs op rhs`.
  case compare(Condition, Comparison, Condition)

  /// Parses and type-checks `text` against the app's facts.
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
    case .and(let lhs, let rhs):
      return .bool(
        lhs.evaluate(facts: facts, version: version)
          && rhs.evaluate(facts: facts, version: version))
    case .or(let lhs, let rhs):
      return .bool(
        lhs.evaluate(facts: facts, version: version)
          || rhs.evaluate(facts: facts, version: version))
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

  /// The condition written back, fully parenthesised where it nests.
  public var description: String {
    switch self {
    case .literal(let value): value.description
    case .fact(let name): name
    case .appVersion: "version"
    case .not(let operand): "!\(operand.nested)"
    case .and(let lhs, let rhs): "\(lhs.nested) && \(rhs.nested)"
    case .or(let lhs, let rhs): "\(lhs.nested) || \(rhs.nested)"
    case .compare(let lhs, let op, let rhs): "\(lhs.nested) \(op.rawValue) \(rhs.nested)"
    }
  }

  private var nested: String {
    switch self {
    case .literal, .fact, .appVersion, .not: description
    default: "(\(description))"
    }
  }
}
