internal import Wayfinder
internal import WayfinderPersistence

extension FlowDecoder {
  /// The keys that give an action its navigation; an action has at most one of them.
  static let effectKeys = navigationKeys + ["do", "return"]
  /// The keys of one navigation, which a step of a `do:` list has one of too.
  static let navigationKeys = [
    "push", "pop", "popTo", "popToRoot", "replace", "present", "dismiss", "switchTab", "open",
    "back", "dismissAll", "setRoot", "replaceTop", "pushNew", "bringToFront", "select",
    "deselect",
  ]
  /// The keys `with:` applies to: those that name a screen to show.
  static let keysWithArguments = [
    "push", "replace", "present", "setRoot", "replaceTop", "pushNew", "bringToFront", "select",
  ]
  static let actionKeys =
    ["label"] + effectKeys + [
      "with", "style", "in", "result", "set", "finish", "run", "when", "role",
    ]

  mutating func action(_ node: DocumentNode, screen: String, index: Int) -> ActionDefinition? {
    guard
      let fields = fields(
        node, key: "actions", allowed: Self.actionKeys, place: "an action of screen '\(screen)'")
    else { return nil }
    guard let labelNode = fields["label"]?.value else {
      bag.report(.missingKey("label", in: "an action of screen '\(screen)'"), at: location(node))
      return nil
    }
    guard let label = text(labelNode, key: "label") else { return nil }
    var action = ActionDefinition(label: label, location: location(node))
    let present = fields.entries.map(\.name).filter { Self.effectKeys.contains($0) }
    if present.count > 1, let second = fields[present[1]] {
      bag.report(.conflictingEffects(present[0], present[1]), at: location(second.key))
    }
    if let name = present.first, let field = fields[name] {
      action.targetLocation = location(field.value)
      action.navigationKeyLocation = location(field.key)
      if name == "return" {
        action.returns = returnedValue(field.value)
      } else if name == "do" {
        guard let (steps, places) = transaction(field.value) else { return nil }
        action.effect = .transaction(steps)
        action.stepPlaces = places
      } else {
        guard let effect = effect(name, field.value, fields: fields) else { return nil }
        action.effect = effect
      }
      action.declaresStyle = fields["style"] != nil
      action.columnLocation = fields["in"].map { location($0.value) }
    }
    if fields.entries.count > 2 { checkArgumentKeys(fields, effects: present) }
    if let field = fields["with"] {
      action.argumentsLocation = location(field.value)
      action.templateLocations = templateLocations(field.value)
    }
    if let node = fields["finish"]?.value {
      action.finishesStep = bool(node, key: "finish") ?? false
      if action.finishesStep, let field = fields["return"] {
        bag.report(.conflictingEffects("finish", "return"), at: location(field.key))
      }
    }
    if let field = fields["result"] {
      action.resultFact = identifier(field.value, key: "result")
      action.resultLocation = location(field.value)
    }
    if let node = fields["role"]?.value {
      action.role = choice(node, key: "role", of: ActionRole.self)
      action.roleLocation = location(node)
    }
    if let node = fields["set"]?.value {
      decodeAssignments(node, key: "set", owner: .action(screen: screen, index: index))
    }
    if let node = fields["when"]?.value, let text = text(node, key: "when") {
      let span = textLocation(node)
      actionConditions.append(
        PendingActionCondition(
          screen: screen, index: index, text: text, location: span.start, exact: span.exact))
    }
    if let node = fields["run"]?.value {
      for item in sequence(node, key: "run", acceptsSingle: true) {
        guard let name = identifier(item, key: "run") else { continue }
        action.runs.append(name)
        action.runLocations.append(location(item))
      }
    }
    return action
  }

  /// Reports `with:`, `style:`, `in:` or `result:` beside no navigation they apply to.
  mutating func checkArgumentKeys(_ fields: Fields, effects present: [String]) {
    for key in ["with", "style", "in", "result"] {
      guard let field = fields[key] else { continue }
      let allowed =
        switch key {
        case "with": Self.keysWithArguments
        case "in": ["select"]
        default: ["present"]
        }
      if !present.contains(where: allowed.contains) {
        bag.report(
          .keyWithoutEffect(key, needs: Self.list(allowed.map { "'\($0)'" })),
          at: location(field.key))
      }
    }
  }

  /// Where each `with:` value written as a template (`"{id}"`) is, by parameter name.
  mutating func templateLocations(_ node: DocumentNode) -> [String: FileLocation] {
    guard case .mapping(let mapping) = node else { return [:] }
    var locations: [String: FileLocation] = [:]
    for (key, value) in mapping.pairs {
      guard case .scalar(let name) = key, case .scalar(let text) = value,
        TextTemplate.whole(text.string) != nil
      else { continue }
      locations[name.string] = textLocation(value).start
    }
    return locations
  }

  mutating func effect(
    _ name: String, _ node: DocumentNode, fields: Fields
  ) -> ActionDefinition.Effect? {
    let given = fields["with"].flatMap { arguments($0.value) } ?? [:]
    switch name {
    case "push":
      return identifier(node, key: name).map { .push(ScreenRoute($0, arguments: given)) }
    case "popTo":
      return identifier(node, key: name).map { .popTo($0) }
    case "switchTab":
      return identifier(node, key: name).map { .switchTab(TabID($0)) }
    case "open":
      return text(node, key: name).map { .open(url: $0) }
    case "present":
      guard let id = identifier(node, key: name) else { return nil }
      let style = fields["style"].flatMap {
        choice($0.value, key: "style", of: PresentationStyle.self)
      }
      // Without `style:`, the modal's declared style, filled in once every modal is known.
      return .present(ModalID(id), root: ScreenRoute(id, arguments: given), style: style ?? .sheet)
    case "replace":
      if case .scalar = node {
        return identifier(node, key: name).map { .replace([ScreenRoute($0, arguments: given)]) }
      }
      var routes: [ScreenRoute] = []
      for item in sequence(node, key: name) {
        guard let route = route(item, key: name) else { return nil }
        routes.append(route)
      }
      return .replace(routes)
    case "pop":
      if case .scalar(let scalar) = node, case .int(let count) = ScalarValue(scalar) {
        guard count >= 1 else {
          bag.report(
            .wrongType(key: name, expected: "true or a count of at least 1", found: node.described),
            at: location(node))
          return nil
        }
        return .pop(count: count)
      }
      return flag(node, key: name) ? .pop(count: 1) : nil
    case "popToRoot": return flag(node, key: name) ? .popToRoot : nil
    case "dismiss": return flag(node, key: name) ? .dismiss : nil
    case "back": return flag(node, key: name) ? .back : nil
    case "dismissAll": return flag(node, key: name) ? .dismissAll : nil
    case "setRoot":
      return identifier(node, key: name).map { .setRoot(ScreenRoute($0, arguments: given)) }
    case "replaceTop":
      return identifier(node, key: name).map { .replaceTop(ScreenRoute($0, arguments: given)) }
    case "pushNew":
      return identifier(node, key: name).map { .pushNew(ScreenRoute($0, arguments: given)) }
    case "bringToFront":
      return identifier(node, key: name).map { .bringToFront(ScreenRoute($0, arguments: given)) }
    case "select":
      guard let screen = identifier(node, key: name) else { return nil }
      guard let field = fields["in"] else {
        bag.report(.split(.selectWithoutColumn(screen)), at: location(node))
        return nil
      }
      guard let column = column(field.value, key: "in") else { return nil }
      return .select(ScreenRoute(screen, arguments: given), in: column)
    case "deselect":
      return column(node, key: name).map { .deselect($0) }
    default: return nil
    }
  }

  /// A column of a split: `sidebar`, `content` or `detail`.
  private mutating func column(_ node: DocumentNode, key: String) -> SplitColumn? {
    guard let name = text(node, key: key) else { return nil }
    if let column = SplitColumn(rawValue: name) { return column }
    bag.report(
      .split(.unknownColumn(name)), at: location(node),
      suggestion: Suggestions.closest(to: name, in: SplitColumn.allCases.map(\.rawValue)))
    return nil
  }

  /// `return:`'s value: a template `"{name}"` (taken for a parameter of the screen until the
  /// validator finds it is a fact), or a value written out, typed as a fact's is.
  mutating func returnedValue(_ node: DocumentNode) -> ReturnedValue? {
    guard case .scalar(let scalar) = node else {
      bag.report(
        .wrongType(key: "return", expected: "a value or a template", found: node.described),
        at: location(node))
      return nil
    }
    if let name = TextTemplate.whole(scalar.string) { return .forwarded(.parameter(name)) }
    guard let value = Self.inferredFactValue(ScalarValue(scalar), text: scalar.string) else {
      bag.report(
        .wrongType(key: "return", expected: "a value", found: node.described), at: location(node))
      return nil
    }
    return .value(value)
  }

  /// `true` for flag-like effects; `false` is reported, as it would make a dead button.
  mutating func flag(_ node: DocumentNode, key: String) -> Bool {
    guard let value = bool(node, key: key) else { return false }
    if !value {
      bag.report(.wrongType(key: key, expected: "true", found: "false"), at: location(node))
    }
    return value
  }

  /// `with: { id: 42 }`.
  mutating func arguments(_ node: DocumentNode) -> [String: ArgumentValue]? {
    guard let pairs = pairs(node, key: "with") else { return nil }
    var result: [String: ArgumentValue] = [:]
    for (key, value) in pairs {
      guard let name = identifier(key, key: "with"), let argument = argument(value, key: name)
      else { continue }
      result[name] = argument
    }
    return result
  }

  /// A route written as `screen` or `{ screen: { arg: value } }`.
  mutating func route(_ node: DocumentNode, key: String) -> ScreenRoute? {
    if case .scalar = node { return identifier(node, key: key).map { ScreenRoute($0) } }
    guard let pairs = pairs(node, key: key), pairs.count == 1, let pair = pairs.first else {
      bag.report(
        .wrongType(
          key: key, expected: "a screen or { screen: { argument: value } }", found: node.described),
        at: location(node))
      return nil
    }
    guard let screen = identifier(pair.key, key: key) else { return nil }
    if case .scalar(let scalar) = pair.value, ScalarValue(scalar) == .null {
      return ScreenRoute(screen)
    }
    return arguments(pair.value).map { ScreenRoute(screen, arguments: $0) }
  }
}
