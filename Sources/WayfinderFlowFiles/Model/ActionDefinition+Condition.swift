public import Wayfinder

extension ActionDefinition {
  /// The part of ``condition`` that does not hold with `facts`, or `nil` when the action is
  /// available, as the runtime names it when it refuses the action
  /// (`FlowAction.unmetCondition(facts:version:)`). O(size of the condition).
  ///
  /// - Parameters:
  ///   - facts: The facts now.
  ///   - version: The app's version.
  /// - Returns: The failing condition, or `nil` when the action can be taken.
  package func unmetCondition(facts: Facts, version: AppVersion) -> Condition? {
    FlowAction(label, condition: condition).unmetCondition(facts: facts, version: version)
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
