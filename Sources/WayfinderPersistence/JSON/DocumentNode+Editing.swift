/// The small edits migrations are made of, on a JSON object. Each one names the place it edits
/// (`navigation`, `tabs[1]`) so a malformed old document is reported precisely.
extension DocumentNode {
  /// The members of this object, by name.
  ///
  /// - Parameter place: Where this value sits in the document, for the message.
  /// - Throws: ``SavedStateError/malformed(_:)`` when this is not an object.
  /// - Returns: The object's members by name.
  func object(at place: String) throws(SavedStateError) -> [String: DocumentNode] {
    var members: [String: DocumentNode] = [:]
    for pair in try mapping(at: place).pairs { members[pair.key.scalar?.string ?? ""] = pair.value }
    return members
  }

  /// The elements of this array.
  ///
  /// - Throws: ``SavedStateError/malformed(_:)`` when this is not an array.
  func array(at place: String) throws(SavedStateError) -> [DocumentNode] {
    guard let elements = items else {
      throw .malformed("\(Self.name(place)) is \(kind), not an array")
    }
    return elements
  }

  /// Renames member `old` to `new`, keeping its value. Does nothing when `old` is missing.
  mutating func renameMember(_ old: String, to new: String, at place: String)
    throws(SavedStateError)
  {
    _ = try mapping(at: place)
    guard let value = self[old] else { return }
    self[old] = nil
    self[new] = value
  }

  /// Adds member `key` with `value` unless the object already has it.
  mutating func addMember(_ key: String, default value: DocumentNode, at place: String)
    throws(SavedStateError)
  {
    _ = try mapping(at: place)
    if self[key] == nil { self[key] = value }
  }

  /// Removes member `key` and returns its value; `nil` when there was none.
  @discardableResult
  mutating func removeMember(_ key: String, at place: String) throws(SavedStateError)
    -> DocumentNode?
  {
    _ = try mapping(at: place)
    let value = self[key]
    self[key] = nil
    return value
  }

  /// Replaces member `key` by `transform` of its value. Does nothing when `key` is missing.
  mutating func updateMember(
    _ key: String, at place: String,
    _ transform: (inout DocumentNode, _ place: String) throws(SavedStateError) -> Void
  ) throws(SavedStateError) {
    _ = try mapping(at: place)
    guard var value = self[key] else { return }
    try transform(&value, place.isEmpty ? key : "\(place).\(key)")
    self[key] = value
  }

  /// Replaces each element of this array by `transform` of it.
  mutating func updateElements(
    at place: String,
    _ transform: (inout DocumentNode, _ place: String) throws(SavedStateError) -> Void
  ) throws(SavedStateError) {
    var elements = try array(at: place)
    for index in elements.indices { try transform(&elements[index], "\(place)[\(index)]") }
    self = .sequence(Sequence(items: elements, mark: mark))
  }

  /// Moves members `keys` (those present) into a new member object `key`.
  mutating func nestMembers(_ keys: [String], under key: String, at place: String)
    throws(SavedStateError)
  {
    _ = try mapping(at: place)
    var nested: [(String, DocumentNode)] = []
    for name in keys {
      if let value = self[name] {
        nested.append((name, value))
        self[name] = nil
      }
    }
    self[key] = .mapping(nested)
  }

  /// What kind of value this is, in JSON's words, for messages: `an object`, `a string`, ...
  var kind: String {
    switch self {
    case .mapping: "an object"
    case .sequence: "an array"
    case .scalar(let scalar):
      switch ScalarValue(scalar) {
      case .null: "null"
      case .bool: "a boolean"
      case .int: "an integer"
      case .double: "a number"
      case .string: "a string"
      }
    }
  }

  /// `'navigation.tabs'`, or `the document` for the top level.
  static func name(_ place: String) -> String { place.isEmpty ? "the document" : "'\(place)'" }

  /// This object, or a ``SavedStateError/malformed(_:)`` naming `place`.
  private func mapping(at place: String) throws(SavedStateError) -> Mapping {
    guard case .mapping(let mapping) = self else {
      throw .malformed("\(Self.name(place)) is \(kind), not an object")
    }
    return mapping
  }
}
