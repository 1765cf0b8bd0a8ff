internal import Wayfinder
import WayfinderProperties

extension FlowValidator {
  /// Parses every property's conditions over the facts and what is on screen
  /// (`PropertyFacts.types`): `screen`, `modal`, `tab`, `phase`, `linkHeld`, `background`,
  /// `sequence`, `depth`, `command`, the visible screen's arguments as `screen.NAME`, and each
  /// as `previous.NAME`. A fact named like one of those cannot be read by a property, so
  /// declaring one is an error once the app has properties. A command compared with `command`
  /// must be one the app can perform (``checkCommand(_:at:)``).
  mutating func parseProperties() {
    guard !properties.isEmpty else { return }
    for fact in definition.facts where PropertyFacts.names[fact.name] != nil {
      bag.report(.factShadowsStateName(fact.name), at: fact.location)
    }
    let types = PropertyFacts.types(
      facts: factTypes, arguments: argumentTypes(),
      modals: definition.modals.map(\.id.rawValue), screens: screenOrder + definition.launchScreens)
    let commandNames: Set = ["command", PropertyFacts.previous("command")]
    for pending in properties {
      var parsed: [String: Condition] = [:]
      for text in pending.texts {
        do {
          let (condition, literals) = try Condition.parsed(text.text, facts: types)
          parsed[text.key] = condition
          for literal in literals {
            let location = text.span.location(at: literal.offset)
            if commandNames.contains(literal.name) {
              checkCommand(literal.literal, at: location)
            } else {
              checkName(literal.literal, comparedWith: literal.name, at: location)
            }
          }
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

  /// Checks a string a property compares with `screen`, `modal`, `tab` or `phase` (or their
  /// `previous.` forms): it must be `""` or a name the app declares — a screen or launch
  /// screen, a modal, a tab — or, for `phase`, `launching` or `home`; otherwise the comparison
  /// could never hold. Other names are not checked.
  /// O(the app's screens, modals and tabs).
  private mutating func checkName(
    _ value: String, comparedWith name: String, at location: FileLocation
  ) {
    let bare =
      name.hasPrefix(PropertyFacts.previousPrefix)
      ? String(name.dropFirst(PropertyFacts.previousPrefix.count)) : name
    let known: [String]
    switch bare {
    case "screen": known = screenOrder + definition.launchScreens
    case "modal": known = definition.modals.map(\.id.rawValue)
    case "tab": known = definition.home.tabIDs.map(\.rawValue)
    case "phase": known = ["launching", "home"]
    default: return
    }
    guard !value.isEmpty, !known.contains(value) else { return }
    bag.report(
      .propertyUnknownName(name: name, value: value, kind: bare), at: location,
      suggestion: Suggestions.closest(to: value, in: known))
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
