extension ArgumentValue {
  /// The value a fact gives a parameter of `type` — as a flow file's `with: { id: "{fact}" }`
  /// passes it — or `nil` when it cannot: an `int` serves an `int` or `double`, a `version`
  /// serves a `string`, otherwise the types must match.
  public init?(_ fact: FactValue, as type: ArgumentType) {
    switch (fact, type) {
    case (.bool(let flag), .bool): self = .bool(flag)
    case (.int(let number), .int): self = .int(number)
    case (.int(let number), .double): self = .double(Double(number))
    case (.string(let text), .string): self = .string(text)
    case (.version(let version), .string): self = .string(version.description)
    default: return nil
    }
  }

  /// This value passed to a parameter of `type`: itself when the types match, an `int` widened
  /// for a `double`, otherwise `nil`.
  public func converted(to type: ArgumentType) -> ArgumentValue? {
    if self.type == type { return self }
    if type == .double, case .int(let number) = self { return .double(Double(number)) }
    return nil
  }

  /// The `Int`, when this is an `int`.
  public var intValue: Int? { if case .int(let value) = self { value } else { nil } }
  /// The `String`, when this is a `string`.
  public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
  /// The `Bool`, when this is a `bool`.
  public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
  /// The `Double`, when this is a `double`.
  public var doubleValue: Double? { if case .double(let value) = self { value } else { nil } }
}
