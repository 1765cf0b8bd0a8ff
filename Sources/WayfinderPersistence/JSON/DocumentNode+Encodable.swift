/// A tree writes itself as the data it holds, so any `Encoder` can turn it into a file or hand
/// it to a `Decoder` (as saved state does after its migrations): scalars as their typed value
/// (``ScalarValue``), sequences as arrays, mappings as keyed containers in their order, keyed by
/// each key's text.
extension DocumentNode: Encodable {
  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .scalar(let scalar):
      var container = encoder.singleValueContainer()
      switch ScalarValue(scalar) {
      case .null: try container.encodeNil()
      case .bool(let value): try container.encode(value)
      case .int(let value): try container.encode(value)
      case .double(let value): try container.encode(value)
      case .string(let value): try container.encode(value)
      }
    case .sequence(let sequence):
      var container = encoder.unkeyedContainer()
      for item in sequence.items { try container.encode(item) }
    case .mapping(let mapping):
      var container = encoder.container(keyedBy: MemberKey.self)
      for pair in mapping.pairs {
        try container.encode(
          pair.value, forKey: MemberKey(stringValue: pair.key.scalar?.string ?? ""))
      }
    }
  }

  /// A mapping's key as a coding key.
  private struct MemberKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }

    init?(intValue: Int) { nil }
  }
}
