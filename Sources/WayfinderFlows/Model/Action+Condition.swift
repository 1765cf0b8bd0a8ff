public import Wayfinder

extension Action {
  /// The part of ``condition`` that does not hold with `facts`, or `nil` when the action is
  /// available. For `a && b && …` it is the first operand that fails, so the message names what
  /// is missing rather than the whole condition. O(size of the condition).
  ///
  /// - Parameters:
  ///   - facts: The facts now.
  ///   - version: The app's version.
  /// - Returns: The failing condition, or `nil` when the action can be taken.
  public func unmetCondition(facts: Facts, version: AppVersion) -> Condition? {
    guard let condition, !condition.evaluate(facts: facts, version: version) else { return nil }
    var failing = condition
    while case .all(let operands) = failing,
      let first = operands.first(where: { !$0.evaluate(facts: facts, version: version) })
    {
      failing = first
    }
    return failing
  }

  /// Whether the action can be taken with `facts` and the app's `version`.
  ///
  /// - Parameters:
  ///   - facts: The facts now.
  ///   - version: The app's version.
  /// - Returns: `true` when it has no condition or its condition holds.
  public func isAvailable(facts: Facts, version: AppVersion) -> Bool {
    condition?.evaluate(facts: facts, version: version) ?? true
  }
}
