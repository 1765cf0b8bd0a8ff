import Wayfinder

extension SwiftLiteral {
  /// A `Condition` expression: the same tree the flow file's text parses to.
  ///
  /// A chain of `&&` (or `||`) is one flat list in the tree, so it nests one level however
  /// long it is: two terms are written `.and(a, b)`, longer chains `.all([a, b, c])` (two
  /// levels for the compiler, `(` and `[`). Parentheses and `!` nest at most 64 deep in a flow
  /// file, so no condition nests past the compiler's limit of 256.
  static func condition(_ condition: Condition) -> SwiftCode {
    switch condition {
    case .literal(let value): return ".literal(\(fact(value)))"
    case .fact(let name): return ".fact(\(string(name)))"
    case .appVersion: return ".appVersion"
    case .not(let operand): return ".not(\(self.condition(operand)))"
    case .all(let operands): return chain(operands, pair: "and", list: "all")
    case .any(let operands): return chain(operands, pair: "or", list: "any")
    case .compare(let lhs, let comparison, let rhs):
      return
        ".compare(\(self.condition(lhs)), .\(self.comparison(comparison)), \(self.condition(rhs)))"
    }
  }

  private static func chain(_ operands: [Condition], pair: SwiftCode, list: SwiftCode) -> SwiftCode
  {
    let written = operands.map(self.condition)
    if written.count == 2 { return ".\(pair)(\(written.joined(separator: ", ")))" }
    return ".\(list)([\(written.joined(separator: ", "))])"
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
