internal import Wayfinder

extension FlowValidator {
  /// Parses every property's conditions over the facts and what is on screen
  /// (`PropertyFacts`): `screen`, `modal`, `tab`, `phase`, `linkHeld`, `background` and the
  /// visible screen's arguments as `screen.NAME`. A fact named like one of those cannot be read
  /// by a property, so declaring one is an error once the app has properties.
  mutating func parseProperties() {
    guard !properties.isEmpty else { return }
    var types = factTypes
    for fact in definition.facts where PropertyFacts.names[fact.name] != nil {
      bag.report(.factShadowsStateName(fact.name), at: fact.location)
    }
    types.merge(PropertyFacts.names) { _, state in state }
    for (name, type) in argumentTypes() { types[PropertyFacts.argument(name)] = type }
    for pending in properties {
      var parsed: [String: Condition] = [:]
      for text in pending.texts {
        do {
          parsed[text.key] = try Condition(parsing: text.text, facts: types)
        } catch {
          bag.report(
            .condition(error.description), at: text.span.location(at: error.offset),
            suggestion: error.suggestion)
        }
      }
      guard parsed.count == pending.texts.count else { continue }
      let rule: FlowProperty.Rule
      if let condition = parsed["never"] {
        rule = .never(condition)
      } else if let condition = parsed["always"] {
        rule = .always(condition, while: parsed["while"])
      } else if let condition = parsed["eventually"], let trigger = parsed["after"],
        let bound = pending.within
      {
        rule = .eventually(condition, after: trigger, within: bound)
      } else {
        continue
      }
      definition.properties.append(FlowProperty(pending.name ?? rule.description, rule))
    }
  }

  /// Every parameter of the app's screens and its type, as a property reads it (a `double`
  /// as text). A name with two types across screens keeps the first.
  private func argumentTypes() -> [String: FactType] {
    var types: [String: FactType] = [:]
    for id in screenOrder {
      guard let screen = definition.screens[id] else { continue }
      for parameter in screen.parameters where types[parameter.name] == nil {
        types[parameter.name] =
          switch parameter.type {
          case .int: .int
          case .string, .double: .string
          case .bool: .bool
          }
      }
    }
    return types
  }
}
