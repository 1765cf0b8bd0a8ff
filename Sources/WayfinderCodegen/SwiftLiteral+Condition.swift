import WayfinderFlows

extension SwiftLiteral {
  /// A `Condition` expression: the same tree the flow file's text parses to.
  ///
  /// The parser nests a chain of `&&` (or `||`) to the left, one level a term; written so, a
  /// chain of a few hundred terms nests past the compiler's limit of 256. A chain of three or
  /// more terms is written flat instead, as `.andChain(a, b, c)`, which the generated file
  /// defines to build the same left-nested tree (see ``conditionChains``). Parentheses and `!`
  /// nest at most 64 deep in a flow file, so no condition nests deeper than a few hundred.
  static func condition(_ condition: Condition) -> SwiftCode {
    switch condition {
    case .literal(let value): return ".literal(\(fact(value)))"
    case .fact(let name): return ".fact(\(string(name)))"
    case .appVersion: return ".appVersion"
    case .not(let operand): return ".not(\(self.condition(operand)))"
    case .and, .or:
      let (isAnd, terms) = chain(condition)
      let written = terms.map(self.condition)
      let name: SwiftCode =
        switch (isAnd, terms.count > 2) {
        case (true, true): "andChain"
        case (true, false): "and"
        case (false, true): "orChain"
        case (false, false): "or"
        }
      return ".\(name)(\(written.joined(separator: ", ")))"
    case .compare(let lhs, let comparison, let rhs):
      return
        ".compare(\(self.condition(lhs)), .\(self.comparison(comparison)), \(self.condition(rhs)))"
    }
  }

  /// Whether `condition` holds a chain that ``condition(_:)`` writes with the helpers.
  static func usesChains(_ condition: Condition) -> Bool {
    switch condition {
    case .literal, .fact, .appVersion: return false
    case .not(let operand): return usesChains(operand)
    case .and, .or:
      let terms = chain(condition).terms
      return terms.count > 2 || terms.contains(where: usesChains)
    case .compare(let lhs, _, let rhs): return usesChains(lhs) || usesChains(rhs)
    }
  }

  /// The helpers that build a chain as the parser nests it: from the left.
  static let conditionChains: [SwiftCode] = [
    "extension WayfinderFlows.Condition {",
    "  /// `a && b && c …` as the flow file's parser nests it: from the left.",
    "  fileprivate static func andChain(_ first: Self, _ second: Self, _ rest: Self...) -> Self {",
    "    rest.reduce(.and(first, second), Self.and)",
    "  }",
    "",
    "  /// `a || b || c …` as the flow file's parser nests it: from the left.",
    "  fileprivate static func orChain(_ first: Self, _ second: Self, _ rest: Self...) -> Self {",
    "    rest.reduce(.or(first, second), Self.or)",
    "  }",
    "}",
  ]

  /// The terms of the chain of `&&` (or `||`) at the top of `condition`, by its left spine.
  private static func chain(_ condition: Condition) -> (isAnd: Bool, terms: [Condition]) {
    var terms: [Condition] = []
    var node = condition
    let isAnd: Bool
    if case .and = condition { isAnd = true } else { isAnd = false }
    while true {
      switch (node, isAnd) {
      case (.and(let lhs, let rhs), true), (.or(let lhs, let rhs), false):
        terms.append(rhs)
        node = lhs
      default:
        terms.append(node)
        return (isAnd, terms.reversed())
      }
    }
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
