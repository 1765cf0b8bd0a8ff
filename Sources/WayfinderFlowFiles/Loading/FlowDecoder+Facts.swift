internal import Wayfinder
internal import WayfinderPersistence

extension FlowDecoder {
  mutating func decodeFacts(_ node: DocumentNode) {
    guard let pairs = pairs(node, key: "facts") else { return }
    for (key, value) in pairs {
      guard let name = identifier(key, key: "facts") else { continue }
      if name == "version" {
        bag.report(.reservedFact(name), at: location(key))
        continue
      }
      if let first = facts.first(where: { $0.name == name }) {
        bag.report(.duplicate(kind: "fact", id: name, first: first.location), at: location(key))
        continue
      }
      guard let initial = factValue(value, name: name) else { continue }
      facts.append(
        FactDeclaration(
          name: name, type: initial.type, initialValue: initial, location: location(key)))
    }
  }

  /// A fact's initial value: `true`, `3`, `eu`, `"1.10"` (dotted numbers make a version), or
  /// `{ type: string, value: "1.10" }`.
  private mutating func factValue(_ node: DocumentNode, name: String) -> FactValue? {
    if case .mapping = node {
      guard
        let fields = fields(node, key: name, allowed: ["type", "value"], place: "fact '\(name)'")
      else { return nil }
      guard let typeNode = fields["type"]?.value, let valueNode = fields["value"]?.value else {
        bag.report(
          .missingKey(fields["type"] == nil ? "type" : "value", in: "fact '\(name)'"),
          at: location(node))
        return nil
      }
      guard let type = choice(typeNode, key: "type", of: FactType.self),
        let raw = text(valueNode, key: "value")
      else { return nil }
      guard let value = type.parse(raw) else {
        bag.report(
          .wrongType(key: name, expected: "a \(type) value", found: valueNode.described),
          at: location(valueNode))
        return nil
      }
      return value
    }
    guard case .scalar(let scalar) = node else {
      bag.report(
        .wrongType(key: name, expected: "a value", found: node.described), at: location(node))
      return nil
    }
    if let advice = Self.numberAdvice(scalar) {
      bag.report(.numberAsFact(name: name, advice: advice), at: location(node))
      return nil
    }
    return Self.inferredFactValue(ScalarValue(scalar), text: scalar.string)
      ?? {
        bag.report(.wrongType(key: name, expected: "a value", found: "null"), at: location(node))
        return nil
      }()
  }

  /// What to write instead of a plain number no fact holds as written (`1e3`, `0x10`,
  /// `99999999999999999999`, `.inf`), or `nil` for any other scalar. Quoted text is text.
  static func numberAdvice(_ scalar: DocumentNode.Scalar) -> String? {
    guard scalar.style == .plain, case .double = ScalarValue(scalar) else {
      guard scalar.style == .plain, case .string = ScalarValue(scalar) else { return nil }
      return NumericScalar.advice(for: scalar.string)
    }
    // A dotted decimal such as 2.0 is an app version; anything else that reads as a
    // floating-point number is not a fact value.
    if scalar.string.contains("."), AppVersion(scalar.string) != nil { return nil }
    return NumericScalar.advice(for: scalar.string)
  }

  /// The value a short-form fact or an untyped `set` means.
  static func inferredFactValue(_ value: ScalarValue, text: String) -> FactValue? {
    switch value {
    case .null: return nil
    case .bool(let flag): return .bool(flag)
    case .int(let number): return .int(number)
    case .double, .string:
      if text.contains("."), let version = AppVersion(text) { return .version(version) }
      return .string(text)
    }
  }

  /// Reads a `set:`/`sets:` mapping into assignments for `owner`.
  mutating func decodeAssignments(_ node: DocumentNode, key: String, owner: FactAssignment.Owner) {
    guard let pairs = pairs(node, key: key) else { return }
    for (nameNode, valueNode) in pairs {
      guard let name = identifier(nameNode, key: key) else { continue }
      guard case .scalar(let scalar) = valueNode, ScalarValue(scalar) != .null else {
        bag.report(
          .wrongType(key: name, expected: "a value", found: valueNode.described),
          at: location(valueNode))
        continue
      }
      if let advice = Self.numberAdvice(scalar) {
        bag.report(.numberAsFact(name: name, advice: advice), at: location(valueNode))
        continue
      }
      assignments.append(
        FactAssignment(
          owner: owner, name: name, value: ScalarValue(scalar), text: scalar.string,
          nameLocation: location(nameNode), valueLocation: location(valueNode)))
    }
  }
}
