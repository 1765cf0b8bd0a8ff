internal import Wayfinder
internal import WayfinderPersistence

extension FlowDecoder {
  /// The navigations a step of a `do:` list may name by a word alone: those that take no
  /// value but `true`.
  static let wordSteps = ["back", "pop", "popToRoot", "dismiss", "dismissAll"]

  /// A `do:` list: its steps in order and where each is written, or `nil` (reported) when a
  /// step cannot be read.
  ///
  /// ```yaml
  /// - { label: Latest news, do: [dismissAll, { switchTab: tab1 }, { push: news }] }
  /// ```
  mutating func transaction(
    _ node: DocumentNode
  ) -> (steps: [ActionDefinition.Effect], places: [ActionDefinition.Place])? {
    guard case .sequence(let list) = node else {
      bag.report(
        .wrongType(key: "do", expected: "a list of steps", found: node.described),
        at: location(node))
      return nil
    }
    guard !list.items.isEmpty else {
      bag.report(
        .wrongType(key: "do", expected: "a list of at least one step", found: "an empty list"),
        at: location(node))
      return nil
    }
    var steps: [ActionDefinition.Effect] = []
    var places: [ActionDefinition.Place] = []
    var readable = true
    for item in sequence(node, key: "do") {
      guard let (step, place) = navigationStep(item) else {
        readable = false
        continue
      }
      steps.append(step)
      places.append(place)
    }
    return readable ? (steps, places) : nil
  }

  /// One step of a `do:` list: a word (`dismissAll`) or a mapping with one navigation key and
  /// the `with:`, `style:` or `in:` it takes (`{ push: item, with: { id: 42 } }`).
  private mutating func navigationStep(
    _ node: DocumentNode
  ) -> (ActionDefinition.Effect, ActionDefinition.Place)? {
    if case .scalar = node {
      guard let word = text(node, key: "do") else { return nil }
      let effect: ActionDefinition.Effect? =
        switch word {
        case "back": .back
        case "pop": .pop(count: 1)
        case "popToRoot": .popToRoot
        case "dismiss": .dismiss
        case "dismissAll": .dismissAll
        default: nil
        }
      guard let effect else {
        bag.report(
          .unknownNavigationStep(word), at: location(node),
          suggestion: Suggestions.closest(to: word, in: Self.wordSteps + Self.navigationKeys))
        return nil
      }
      return (effect, ActionDefinition.Place(target: location(node), key: location(node)))
    }
    guard
      let fields = fields(
        node, key: "do", allowed: Self.navigationKeys + ["do", "with", "style", "in"],
        place: "a step of 'do'")
    else { return nil }
    if let nested = fields["do"] {
      bag.report(.nestedTransaction, at: location(nested.key))
      return nil
    }
    let present = fields.entries.map(\.name).filter { Self.navigationKeys.contains($0) }
    guard let name = present.first, let field = fields[name] else {
      bag.report(.stepWithoutNavigation, at: location(node))
      return nil
    }
    if present.count > 1, let second = fields[present[1]] {
      bag.report(.conflictingStepEffects(present[0], present[1]), at: location(second.key))
    }
    checkArgumentKeys(fields, effects: present)
    guard let effect = effect(name, field.value, fields: fields) else { return nil }
    var place = ActionDefinition.Place(
      target: location(field.value), key: location(field.key),
      declaresStyle: fields["style"] != nil, column: fields["in"].map { location($0.value) })
    if let arguments = fields["with"] {
      place.arguments = location(arguments.value)
      place.templates = templateLocations(arguments.value)
    }
    return (effect, place)
  }
}
