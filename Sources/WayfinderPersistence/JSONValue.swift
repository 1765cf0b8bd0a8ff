/// A JSON document as a plain tree, so that migrations can edit saved state of any schema
/// version without a Swift type for each old shape.
///
/// Integers and other numbers are kept apart, so `42` stays an integer through a migration:
///
/// ```swift
/// let tree = try JSONDecoder().decode(JSONValue.self, from: data)
/// if case .int(let version)? = tree["schemaVersion"] { ... }
/// ```
enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without a fraction or exponent that fits an `Int`.
  case int(Int)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; key order is not kept.
  case object([String: JSONValue])

  /// The member `key` of an object; `nil` for a missing key or when this is not an object.
  /// Setting a member of a non-object does nothing; setting `nil` removes the member.
  subscript(key: String) -> JSONValue? {
    get {
      guard case .object(let members) = self else { return nil }
      return members[key]
    }
    set {
      guard case .object(var members) = self else { return }
      members[key] = newValue
      self = .object(members)
    }
  }

  /// The members of an object, or `nil` when this is not an object.
  var objectValue: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The elements of an array, or `nil` when this is not an array.
  var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The string, or `nil` when this is not a string.
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// What kind of value this is, for messages: `an object`, `a string`, ...
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .int: "an integer"
    case .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: Codable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Int.self) {
      self = .int(number)
    } else if let number = try? container.decode(Double.self) {
      self = .double(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let elements = try? container.decode([JSONValue].self) {
      self = .array(elements)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let flag): try container.encode(flag)
    case .int(let number): try container.encode(number)
    case .double(let number): try container.encode(number)
    case .string(let text): try container.encode(text)
    case .array(let elements): try container.encode(elements)
    case .object(let members): try container.encode(members)
    }
  }
}

extension JSONValue: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral,
  ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByNilLiteral
{
  /// An object literal: `["screen": "primary"]`.
  init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// An array literal.
  init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

  /// A string literal.
  init(stringLiteral value: String) { self = .string(value) }

  /// An integer literal.
  init(integerLiteral value: Int) { self = .int(value) }

  /// `true` or `false`.
  init(booleanLiteral value: Bool) { self = .bool(value) }

  /// `nil` is JSON `null`.
  init(nilLiteral: ()) { self = .null }
}
