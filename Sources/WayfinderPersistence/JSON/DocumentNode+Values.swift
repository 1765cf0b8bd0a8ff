/// Nodes built in code, read as typed values, and compared as data — what code that edits a
/// tree needs, such as the migrations of saved state.
///
/// Nodes built here sit at ``Mark/start``. Strings are double-quoted scalars, other values plain
/// ones, exactly as ``JSONParser`` makes them, so a built node and a parsed one mean the same:
///
/// ```swift
/// let route: DocumentNode = ["screen": "item", "arguments": ["id": 42]]
/// ```
extension DocumentNode {
  /// A string.
  package static func string(_ text: String) -> DocumentNode {
    .scalar(Scalar(string: text, style: .doubleQuoted, mark: .start, isVerbatim: false))
  }

  /// An integer.
  package static func int(_ value: Int) -> DocumentNode { plain(String(value)) }

  /// `true` or `false`.
  package static func bool(_ value: Bool) -> DocumentNode { plain(value ? "true" : "false") }

  /// `null`.
  package static let null = plain("null")

  /// A mapping of string keys, in the given order.
  package static func mapping(_ pairs: [(String, DocumentNode)]) -> DocumentNode {
    .mapping(Mapping(pairs: pairs.map { (key: .string($0.0), value: $0.1) }, mark: .start))
  }

  /// A sequence.
  package static func sequence(_ items: [DocumentNode]) -> DocumentNode {
    .sequence(Sequence(items: items, mark: .start))
  }

  private static func plain(_ text: String) -> DocumentNode {
    .scalar(Scalar(string: text, style: .plain, mark: .start, isVerbatim: true))
  }

  /// The typed value of a scalar; `nil` for a mapping or a sequence.
  package var value: ScalarValue? { scalar.map(ScalarValue.init) }

  /// The items of a sequence; `nil` for anything else.
  package var items: [DocumentNode]? {
    if case .sequence(let sequence) = self { return sequence.items }
    return nil
  }

  /// The value of a mapping's member `key` (compared with each key's text); `nil` when there is
  /// no such member or this is not a mapping. Setting replaces the member in place or appends
  /// it; setting `nil` removes it; setting a member of anything but a mapping does nothing.
  package subscript(key: String) -> DocumentNode? {
    get {
      guard case .mapping(let mapping) = self else { return nil }
      return mapping.pairs.first { $0.key.scalar?.string == key }?.value
    }
    set {
      guard case .mapping(var mapping) = self else { return }
      let position = mapping.pairs.firstIndex { $0.key.scalar?.string == key }
      switch (position, newValue) {
      case (let position?, let value?): mapping.pairs[position].value = value
      case (let position?, nil): mapping.pairs.remove(at: position)
      case (nil, let value?): mapping.pairs.append((key: .string(key), value: value))
      case (nil, nil): return
      }
      self = .mapping(mapping)
    }
  }
}

extension DocumentNode: Equatable {
  /// Whether two nodes hold the same data: scalars with the same typed value (``ScalarValue``),
  /// sequences with equal items in order, mappings with equal values under the same keys in
  /// any order (as JSON objects are compared). Positions are ignored, and so is quoting that
  /// does not change a value's type.
  package static func == (lhs: DocumentNode, rhs: DocumentNode) -> Bool {
    switch (lhs, rhs) {
    case (.scalar(let left), .scalar(let right)):
      return ScalarValue(left) == ScalarValue(right)
    case (.sequence(let left), .sequence(let right)):
      return left.items == right.items
    case (.mapping(let left), .mapping(let right)):
      guard left.pairs.count == right.pairs.count else { return false }
      return left.pairs.allSatisfy { pair in
        right.pairs.contains { $0.key == pair.key && $0.value == pair.value }
      }
    default:
      return false
    }
  }
}

extension DocumentNode: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// A string: `"tabs"`.
  package init(stringLiteral value: String) { self = .string(value) }

  /// An integer: `42`.
  package init(integerLiteral value: Int) { self = .int(value) }

  /// `true` or `false`.
  package init(booleanLiteral value: Bool) { self = .bool(value) }

  /// `nil` is `null`.
  package init(nilLiteral: ()) { self = .null }

  /// A sequence: `["a", "b"]`.
  package init(arrayLiteral elements: DocumentNode...) { self = .sequence(elements) }

  /// A mapping with string keys, in the written order: `["screen": "primary"]`.
  package init(dictionaryLiteral elements: (String, DocumentNode)...) {
    self = .mapping(elements)
  }
}
