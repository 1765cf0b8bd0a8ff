internal import Wayfinder

extension StateRestorer {
  /// The saved facts as the app takes them, over its initial facts: a fact the app declares
  /// keeps its saved value if the type still fits and goes back to its initial value otherwise;
  /// a fact it no longer declares is dropped; one it cannot tell about is kept as saved.
  mutating func restore(_ saved: [String: FactValue]) -> Facts {
    var facts = context.initialFacts
    for (name, value) in saved.sorted(by: { $0.key < $1.key }) {
      switch context.fact(name) {
      case .undeclared:
        warnings.append(.factDropped(name))
      case .unknown:
        facts[name] = value
      case .declared(let type, let initial):
        if let fitting = Self.value(value, as: type) {
          facts[name] = fitting
        } else {
          facts[name] = initial
          warnings.append(.factReset(name, expected: type, found: value, initial: initial))
        }
      }
    }
    return facts
  }

  /// `value` as a fact of `type`: itself when the types match, and a string that reads as a
  /// version for a version fact (old documents stored versions as strings).
  static func value(_ value: FactValue, as type: FactType) -> FactValue? {
    if value.type == type { return value }
    if type == .version, case .string(let text) = value, let version = AppVersion(text) {
      return .version(version)
    }
    return nil
  }
}
