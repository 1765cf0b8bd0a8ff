import Wayfinder

extension SwiftLiteral {
  /// A `Condition` expression: the same tree the flow file's text parses to.
  ///
  /// A chain of `&&` (or `||`) is one flat list in the tree, so it nests one level however
  /// long it is: two terms are written `.and(a, b)`, longer chains `.all([a, b, c])` (two
  /// levels for the compiler, `(` and `[`). Parentheses and `!` nest at most 64 deep in a flow
  /// file, so no condition nests past the compiler's limit of 256.
  static func condition(_ condition: Condition) -> SwiftCode {
    conditionExpression(condition).flat
  }

  /// The same `Condition` expression as a tree of calls, which breaks inside its operands when
  /// it does not fit on a line.
  static func conditionExpression(_ condition: Condition) -> SwiftExpression {
    switch condition {
    case .literal(let value): return .code(".literal(\(fact(value)))")
    case .fact(let name): return .code(".fact(\(string(name)))")
    case .appVersion: return .code(".appVersion")
    case .not(let operand): return .call(".not(", [conditionExpression(operand)], ")")
    case .all(let operands): return chain(operands, pair: "and", list: "all")
    case .any(let operands): return chain(operands, pair: "or", list: "any")
    case .compare(let lhs, let comparison, let rhs):
      return .call(
        ".compare(",
        [
          conditionExpression(lhs), .code(".\(self.comparison(comparison))"),
          conditionExpression(rhs),
        ], ")")
    }
  }

  private static func chain(
    _ operands: [Condition], pair: SwiftCode, list: SwiftCode
  ) -> SwiftExpression {
    let written = operands.map(conditionExpression)
    if written.count == 2 { return .call(".\(pair)(", written, ")") }
    return .call(".\(list)([", written, "])")
  }

  /// `equal`: the case of a comparison operator.
  private static func comparison(_ comparison: Condition.Comparison) -> SwiftCode {
    switch comparison {
    case .equal: "equal"
    case .notEqual: "notEqual"
    case .less: "less"
    case .lessOrEqual: "lessOrEqual"
    case .greater: "greater"
    case .greaterOrEqual: "greaterOrEqual"
    }
  }
}
