extension Condition {
  /// The part of a condition that is false with `facts`: for `a && b`, the first operand that
  /// fails, looked for down the chain; the condition itself otherwise. O(size of the chain).
  func failingPart(facts: Facts, version: AppVersion) -> Condition {
    var failing = self
    while case .and(let lhs, let rhs) = failing {
      failing = lhs.evaluate(facts: facts, version: version) ? rhs : lhs
    }
    return failing
  }
}
