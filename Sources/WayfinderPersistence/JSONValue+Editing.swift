/// The small edits migrations are made of, on a JSON object. Each one names the place it edits
/// (`navigation`, `tabs[1]`) so a malformed old document is reported precisely.
extension JSONValue {
  /// The members of this object.
  ///
  /// - Parameter place: Where this value sits in the document, for the message.
  /// - Throws: ``SavedStateError/malformed(_:)`` when this is not an object.
  /// - Returns: The object's members by name.
  func object(at place: String) throws(SavedStateError) -> [String: JSONValue] {
    guard let members = objectValue else {
      throw .malformed("\(Self.name(place)) is \(kind), not an object")
    }
    return members
  }

  /// The elements of this array.
  ///
  /// - Throws: ``SavedStateError/malformed(_:)`` when this is not an array.
  func array(at place: String) throws(SavedStateError) -> [JSONValue] {
    guard let elements = arrayValue else {
      throw .malformed("\(Self.name(place)) is \(kind), not an array")
    }
    return elements
  }

  /// Renames member `old` to `new`, keeping its value. Does nothing when `old` is missing.
  mutating func renameMember(_ old: String, to new: String, at place: String)
    throws(SavedStateError)
  {
    var members = try object(at: place)
    guard let value = members.removeValue(forKey: old) else { return }
    members[new] = value
    self = .object(members)
  }

  /// Adds member `key` with `value` unless the object already has it.
  mutating func addMember(_ key: String, default value: JSONValue, at place: String)
    throws(SavedStateError)
  {
    var members = try object(at: place)
    if members[key] == nil { members[key] = value }
    self = .object(members)
  }

  /// Removes member `key` and returns its value; `nil` when there was none.
  @discardableResult
  mutating func removeMember(_ key: String, at place: String) throws(SavedStateError) -> JSONValue?
  {
    var members = try object(at: place)
    let value = members.removeValue(forKey: key)
    self = .object(members)
    return value
  }

  /// Replaces member `key` by `transform` of its value. Does nothing when `key` is missing.
  mutating func updateMember(
    _ key: String, at place: String,
    _ transform: (inout JSONValue, _ place: String) throws(SavedStateError) -> Void
  ) throws(SavedStateError) {
    var members = try object(at: place)
    guard var value = members[key] else { return }
    try transform(&value, place.isEmpty ? key : "\(place).\(key)")
    members[key] = value
    self = .object(members)
  }

  /// Replaces each element of this array by `transform` of it.
  mutating func updateElements(
    at place: String,
    _ transform: (inout JSONValue, _ place: String) throws(SavedStateError) -> Void
  ) throws(SavedStateError) {
    var elements = try array(at: place)
    for index in elements.indices { try transform(&elements[index], "\(place)[\(index)]") }
    self = .array(elements)
  }

  /// Moves members `keys` (those present) into a new member object `key`.
  mutating func nestMembers(_ keys: [String], under key: String, at place: String)
    throws(SavedStateError)
  {
    var members = try object(at: place)
    var nested: [String: JSONValue] = [:]
    for name in keys { if let value = members.removeValue(forKey: name) { nested[name] = value } }
    members[key] = .object(nested)
    self = .object(members)
  }

  /// `'navigation.tabs'`, or `the document` for the top level.
  static func name(_ place: String) -> String { place.isEmpty ? "the document" : "'\(place)'" }
}
