public import Wayfinder

extension Action {
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
