internal import Wayfinder
internal import WayfinderPersistence

/// Typed access to nodes, reporting what does not have the expected shape.
extension FlowDecoder {
  /// Where `node` starts in the current file.
  func location(_ node: DocumentNode) -> FileLocation {
    let mark = node.mark
    return FileLocation(path: path, line: Int(mark.line), column: Int(mark.column))
  }

  /// Where the text of a scalar starts: one column after an opening quote.
  func textLocation(_ node: DocumentNode) -> TextSpan {
    guard case .scalar(let scalar) = node else {
      return TextSpan(start: location(node), exact: false)
    }
    let singleLine = !scalar.string.contains("\n")
    let start = location(node)
    switch scalar.style {
    case .plain: return TextSpan(start: start, exact: singleLine && scalar.isVerbatim)
    case .singleQuoted, .doubleQuoted:
      return TextSpan(start: start.advanced(by: 1), exact: singleLine && scalar.isVerbatim)
    case .literal, .folded: return TextSpan(start: start, exact: false)
    }
  }

  /// Spends the node budget; false once it is exhausted (reported once).
  mutating func spend(_ count: Int, at node: DocumentNode) -> Bool {
    guard !budgetExhausted else { return false }
    nodeBudget -= count
    if nodeBudget < 0 {
      budgetExhausted = true
      bag.report(.tooManyNodes(nodeLimit), at: location(node))
      return false
    }
    return true
  }

  /// A mapping key's text.
  mutating func keyName(_ key: DocumentNode) -> String? {
    guard case .scalar(let scalar) = key else {
      bag.report(.wrongType(key: "key", expected: "text", found: key.described), at: location(key))
      return nil
    }
    return scalar.string
  }

  /// The pairs of a mapping, or `nil` when `node` is not one (reported).
  mutating func pairs(_ node: DocumentNode, key: String) -> [(
    key: DocumentNode, value: DocumentNode
  )]? {
    guard case .mapping(let mapping) = node else {
      bag.report(
        .wrongType(key: key, expected: "a mapping", found: node.described), at: location(node))
      return nil
    }
    guard spend(mapping.pairs.count, at: node) else { return nil }
    return mapping.pairs
  }

  /// The fields of a mapping, reporting keys not in `allowed`.
  mutating func fields(
    _ node: DocumentNode, key: String, allowed: [String], place: @autoclosure () -> String
  ) -> Fields? {
    guard case .mapping(let mapping) = node else {
      bag.report(
        .wrongType(key: key, expected: "a mapping", found: node.described), at: location(node))
      return nil
    }
    guard spend(mapping.pairs.count, at: node) else { return nil }
    var result = Fields()
    result.entries.reserveCapacity(mapping.pairs.count)
    for (keyNode, value) in mapping.pairs {
      guard let name = keyName(keyNode) else { continue }
      guard allowed.contains(name) else {
        bag.report(
          .unknownKey(name, in: place()), at: location(keyNode),
          suggestion: Suggestions.closest(to: name, in: allowed))
        continue
      }
      result.entries.append((name, keyNode, value))
    }
    return result
  }

  /// The items of a list; a single value where a list is expected counts as a list of one when
  /// `acceptsSingle`.
  mutating func sequence(_ node: DocumentNode, key: String, acceptsSingle: Bool = false)
    -> [DocumentNode]
  {
    switch node {
    case .sequence(let sequence):
      guard spend(sequence.items.count, at: node) else { return [] }
      return sequence.items
    case .scalar where acceptsSingle: return [node]
    default:
      bag.report(
        .wrongType(key: key, expected: "a list", found: node.described), at: location(node))
      return []
    }
  }

  /// A scalar's text (any scalar but null).
  mutating func text(_ node: DocumentNode, key: String) -> String? {
    if case .scalar(let scalar) = node, ScalarValue(scalar) != .null { return scalar.string }
    bag.report(.wrongType(key: key, expected: "text", found: node.described), at: location(node))
    return nil
  }

  /// A name: letters, digits, `_` and `-`.
  mutating func identifier(_ node: DocumentNode, key: String) -> String? {
    guard let name = text(node, key: key) else { return nil }
    guard Self.isIdentifier(name) else {
      bag.report(.invalidIdentifier(name), at: location(node))
      return nil
    }
    return name
  }

  static func isIdentifier(_ name: String) -> Bool {
    guard let firstByte = name.utf8.first, firstByte != UInt8(ascii: "-") else { return false }
    let ascii = name.utf8.allSatisfy { byte in
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
    if ascii { return true }
    guard let first = name.unicodeScalars.first, first != "-" else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
    }
  }

  /// A plain `true` or `false`.
  mutating func bool(_ node: DocumentNode, key: String) -> Bool? {
    if case .scalar(let scalar) = node, case .bool(let value) = ScalarValue(scalar) { return value }
    bag.report(
      .wrongType(key: key, expected: "true or false", found: node.described), at: location(node))
    return nil
  }

  /// A plain integer.
  mutating func int(_ node: DocumentNode, key: String) -> Int? {
    if case .scalar(let scalar) = node, case .int(let value) = ScalarValue(scalar) { return value }
    bag.report(
      .wrongType(key: key, expected: "an integer", found: node.described), at: location(node))
    return nil
  }

  /// A duration: `0.5s`, `800ms`, `2m`, `20h`, `3d`, or a number of seconds.
  mutating func duration(_ node: DocumentNode, key: String) -> Duration? {
    guard let raw = text(node, key: key) else { return nil }
    if let duration = Self.parseDuration(raw) { return duration }
    bag.report(
      .invalidValue(raw, key: "duration", expected: "write it like 0.5s, 800ms, 2m, 20h or 3d"),
      at: location(node))
    return nil
  }

  static func parseDuration(_ raw: String) -> Duration? {
    let text = raw.trimmingPrefix(" ")
    var number = Substring(text)
    var scale = 1.0
    for (suffix, factor) in [
      ("ms", 0.001), ("s", 1.0), ("m", 60.0), ("h", 3_600.0), ("d", 86_400.0),
    ] where text.hasSuffix(suffix) {
      number = text.dropLast(suffix.count)
      scale = factor
      break
    }
    guard let value = Double(number), value.isFinite, value >= 0, value * scale < 1e9 else {
      return nil
    }
    return .milliseconds(Int64((value * scale * 1000).rounded()))
  }

  /// A typed argument from a scalar.
  mutating func argument(_ node: DocumentNode, key: String) -> ArgumentValue? {
    guard case .scalar(let scalar) = node else {
      bag.report(
        .wrongType(key: key, expected: "a value", found: node.described), at: location(node))
      return nil
    }
    switch ScalarValue(scalar) {
    case .null:
      bag.report(.wrongType(key: key, expected: "a value", found: "null"), at: location(node))
      return nil
    case .bool(let value): return .bool(value)
    case .int(let value): return .int(value)
    case .double(let value): return .double(value)
    case .string(let value): return .string(value)
    }
  }

  /// One of `choices`, by raw value.
  mutating func choice<T: RawRepresentable & CaseIterable>(
    _ node: DocumentNode, key: String, of type: T.Type
  ) -> T? where T.RawValue == String {
    guard let raw = text(node, key: key) else { return nil }
    if let value = T(rawValue: raw) { return value }
    let names = T.allCases.map(\.rawValue)
    bag.report(
      .invalidValue(raw, key: key, expected: "use " + Self.list(names)), at: location(node),
      suggestion: Suggestions.closest(to: raw, in: names))
    return nil
  }

  /// `a, b or c`.
  static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }
}

/// The fields of a mapping in file order, looked up by key; mappings in flow files have a
/// handful of keys, so a linear search beats hashing.
struct Fields {
  var entries: [(name: String, key: DocumentNode, value: DocumentNode)] = []

  subscript(name: String) -> (key: DocumentNode, value: DocumentNode)? {
    for entry in entries where entry.name == name { return (entry.key, entry.value) }
    return nil
  }
}
