extension Condition {
  /// The part of a condition that is false with `facts`: for `a && b && …`, the first operand
  /// that fails, looked for down nested chains; the condition itself otherwise. O(size of the
  /// condition).
  func failingPart(facts: Facts, version: AppVersion) -> Condition {
    var failing = self
    while case .all(let operands) = failing,
      let first = operands.first(where: { !$0.evaluate(facts: facts, version: version) })
    {
      failing = first
    }
    return failing
  }
}
