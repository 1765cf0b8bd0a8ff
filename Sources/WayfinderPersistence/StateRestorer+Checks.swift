internal import Wayfinder
internal import WayfinderFlows

extension StateRestorer {
  /// The route if its screen exists and its arguments fit the screen's parameters (an integer
  /// given for a `double` parameter becomes a double, as JSON does not tell `2.0` from `2`), or
  /// the first way it does not fit.
  func check(_ route: ScreenRoute) -> Result<ScreenRoute, RestoreProblem> {
    guard let screen = definition.screen(for: route) else {
      return .failure(.unknownScreen(route.screen))
    }
    var checked = route
    for parameter in screen.parameters {
      guard let value = route.arguments[parameter.name] else {
        return .failure(.missingArgument(parameter.name, screen: screen.id, type: parameter.type))
      }
      if value.type == parameter.type { continue }
      if parameter.type == .double, case .int(let number) = value {
        checked.arguments[parameter.name] = .double(Double(number))
        continue
      }
      return .failure(
        .argumentType(parameter.name, screen: screen.id, expected: parameter.type, found: value))
    }
    if let extra = route.arguments.keys.sorted().first(where: { screen.parameter($0) == nil }) {
      return .failure(.unexpectedArgument(extra, screen: screen.id))
    }
    return .success(checked)
  }

  /// The saved facts that are still declared with their type, then the initial value of every
  /// declared fact that was not saved.
  mutating func restore(_ saved: [String: FactValue]) -> Facts {
    var facts = definition.initialFacts
    for (name, value) in saved.sorted(by: { $0.key < $1.key }) {
      guard let declaration = definition.fact(name) else {
        warnings.append(.factDropped(name))
        continue
      }
      if let fitting = Self.value(value, as: declaration.type) {
        facts[name] = fitting
      } else {
        facts[name] = declaration.initialValue
        warnings.append(
          .factReset(
            name, expected: declaration.type, found: value, initial: declaration.initialValue))
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
