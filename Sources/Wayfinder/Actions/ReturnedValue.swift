/// What an action's `return:` ends its modal with: a value written out, or a template
/// (`"{number}"`) filled in from the screen's argument or a fact when the action is taken, as
/// `with:` values are.
///
/// ```yaml
/// - { label: Save, return: "{number}" }    # the screen's parameter `number`
/// - { label: Skip, return: none }          # a string written out
/// ```
public enum ReturnedValue: Hashable, Sendable {
  /// A value written out.
  case value(FactValue)
  /// A template's value: an argument of the screen the action is on, or a fact.
  case forwarded(ForwardedArgument.Source)

  /// The value for a fact of `type`, taken from `current` (the route of the screen the action
  /// is on) and `facts`; `nil` when the source has no value or none of that type. A `string`
  /// serves a `version` when it reads as one, and a `version` serves a `string`; otherwise the
  /// types must match. O(1).
  public func resolved(
    as type: FactType, from current: ScreenRoute?, facts: Facts
  ) -> FactValue? {
    let found: FactValue?
    switch self {
    case .value(let value): found = value
    case .forwarded(.parameter(let name)):
      found =
        switch current?.arguments[name] {
        case .int(let number): .int(number)
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .double, nil: nil
        }
    case .forwarded(.fact(let name)): found = facts[name]
    }
    guard let found else { return nil }
    if found.type == type { return found }
    switch (found, type) {
    case (.string(let text), .version): return AppVersion(text).map(FactValue.version)
    case (.version(let version), .string): return .string(version.description)
    default: return nil
    }
  }
}
