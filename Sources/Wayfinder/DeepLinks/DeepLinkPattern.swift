/// A URL pattern with typed placeholders: `demo://item/{id:int}`,
/// `notes://search?q={q:string}&page={page:int=1}`.
///
/// A pattern is a scheme, `/`-separated path segments and, after `?`, `&`-separated query
/// items. A segment is either literal text or a whole `{name:type}` placeholder, where the type
/// is `int`, `string`, `bool` or `double` (`{name}` alone means `string`). The first segment
/// after `://` is the host: it is compared without regard to case, like the scheme. Empty
/// segments and a URL's fragment (`#…`) are ignored, so `demo://item/42/` matches
/// `demo://item/{id:int}`.
///
/// A query item is `key=value`, where the value is literal text the URL must carry under that
/// key, or a whole placeholder. A query placeholder may be optional: `{q:string?}` is left out
/// of the parameters when the URL has no `q`, and `{page:int=1}` takes the default `1`. Path
/// placeholders are always required. Query items match in any order; keys and values are
/// percent-decoded (`+` stays a plus sign, as in `URLComponents`); a key the pattern does not
/// name is ignored, so tracking parameters such as `utm_source` never stop a link; when a key
/// repeats, its first value counts.
public struct DeepLinkPattern: Hashable, Sendable, CustomStringConvertible {
  /// One `/`-separated part of a pattern.
  public enum Segment: Hashable, Sendable {
    /// Text that must appear as is.
    case literal(String)
    /// A typed value captured under `name`.
    case placeholder(name: String, type: ArgumentType)
  }

  /// What a query placeholder gives when the URL does not carry its key.
  public enum Absence: Hashable, Sendable {
    /// The URL must carry the key: `{q:string}`.
    case required
    /// The placeholder is left out of the parameters: `{q:string?}`.
    case omitted
    /// The placeholder takes this value: `{page:int=1}`.
    case defaultValue(ArgumentValue)
  }

  /// One `key=value` item of a pattern's query.
  public struct QueryItem: Hashable, Sendable {
    /// What the URL's value for the key must be.
    public enum Value: Hashable, Sendable {
      /// Text that must appear as is.
      case literal(String)
      /// A typed value captured under `name`.
      case placeholder(name: String, type: ArgumentType, whenAbsent: Absence)
    }

    /// The query key, as the URL spells it after percent-decoding.
    public var key: String
    /// The value the key must carry.
    public var value: Value

    /// Creates a query item.
    public init(key: String, value: Value) {
      self.key = key
      self.value = value
    }
  }

  /// A placeholder of the path or the query.
  public struct Placeholder: Hashable, Sendable {
    /// The name its value is captured under.
    public var name: String
    /// The type its text must parse as.
    public var type: ArgumentType
    /// What it gives when the URL does not carry it; always ``Absence/required`` in the path.
    public var whenAbsent: Absence
  }

  /// The URL scheme, lowercased: `demo` in `demo://item/{id:int}`.
  public let scheme: String
  /// The segments after `://`, host first.
  public let segments: [Segment]
  /// The items of the query, in the order written.
  public let query: [QueryItem]
  /// The pattern as written.
  public let description: String

  /// Parses `pattern`.
  ///
  /// - Throws: ``DeepLinkPatternError`` naming the offset of the problem in `pattern`.
  public init(_ pattern: String) throws(DeepLinkPatternError) {
    description = pattern
    guard let separator = pattern.firstRange(of: "://"), separator.lowerBound > pattern.startIndex
    else {
      throw DeepLinkPatternError(pattern: pattern, offset: 0, reason: .missingScheme)
    }
    scheme = pattern[..<separator.lowerBound].lowercased()
    var parser = Parser(pattern: pattern)
    var offset = pattern.distance(from: pattern.startIndex, to: separator.upperBound)
    let rest = pattern[separator.upperBound...]
    let queryStart = Self.queryStart(in: rest)
    var segments: [Segment] = []
    for part in rest[..<queryStart].split(separator: "/", omittingEmptySubsequences: false) {
      defer { offset += part.count + 1 }
      if part.isEmpty { continue }
      guard part.contains("{") || part.contains("}") else {
        segments.append(.literal(String(part)))
        continue
      }
      let placeholder = try parser.placeholder(part, at: offset)
      guard placeholder.whenAbsent == .required else {
        throw parser.error(at: offset, .optionalPathPlaceholder(placeholder.name))
      }
      segments.append(.placeholder(name: placeholder.name, type: placeholder.type))
    }
    var query: [QueryItem] = []
    if queryStart < rest.endIndex {
      offset = pattern.distance(from: pattern.startIndex, to: queryStart) + 1
      for item in rest[rest.index(after: queryStart)...].split(
        separator: "&", omittingEmptySubsequences: false)
      {
        defer { offset += item.count + 1 }
        if item.isEmpty { continue }
        query.append(try parser.queryItem(item, at: offset, after: query))
      }
    }
    self.segments = segments
    self.query = query
  }

  /// The first `?` outside braces, or the end.
  private static func queryStart(in text: Substring) -> Substring.Index {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "{": depth += 1
      case "}": depth -= 1
      case "?" where depth <= 0: return index
      default: continue
      }
    }
    return text.endIndex
  }

  /// The placeholders in order, path first, with their types.
  public var placeholders: [(name: String, type: ArgumentType)] {
    allPlaceholders.map { ($0.name, $0.type) }
  }

  /// Every placeholder, path first, with what it gives when absent.
  public var allPlaceholders: [Placeholder] {
    var result: [Placeholder] = []
    for segment in segments {
      if case .placeholder(let name, let type) = segment {
        result.append(Placeholder(name: name, type: type, whenAbsent: .required))
      }
    }
    for item in query {
      if case .placeholder(let name, let type, let whenAbsent) = item.value {
        result.append(Placeholder(name: name, type: type, whenAbsent: whenAbsent))
      }
    }
    return result
  }

  /// How a URL relates to a pattern.
  public enum Match: Hashable, Sendable {
    /// The URL matches; here are its arguments.
    case matched(DeepLinkParameters)
    /// The URL has the pattern's shape, but a placeholder's text is not of its type.
    case wrongType(placeholder: String, expected: ArgumentType, text: String)
    /// The URL has the pattern's path, but lacks a query key the pattern requires.
    case missingQuery(key: String)
    /// The URL does not have the pattern's shape.
    case noMatch
  }

  /// Matches `url` against the pattern.
  public func match(_ url: String) -> Match {
    guard let parts = URLParts(url, query: !query.isEmpty), parts.scheme == scheme,
      parts.segments.count == segments.count
    else { return .noMatch }
    var values: [String: ArgumentValue] = [:]
    var mismatch: Match?
    func capture(_ name: String, _ type: ArgumentType, _ text: String) {
      if let value = type.parse(Substring(text)) {
        values[name] = value
      } else if mismatch == nil {
        mismatch = .wrongType(placeholder: name, expected: type, text: text)
      }
    }
    for (index, (segment, text)) in zip(segments, parts.segments).enumerated() {
      switch segment {
      case .literal(let literal):
        let same = index == 0 ? literal.lowercased() == text.lowercased() : literal == text
        if !same { return .noMatch }
      case .placeholder(let name, let type):
        capture(name, type, text)
      }
    }
    var missing: Match?
    for item in query {
      let text = parts.query.first { $0.key == item.key }?.value
      switch item.value {
      case .literal(let literal):
        if text != literal { return .noMatch }
      case .placeholder(let name, let type, let whenAbsent):
        if let text {
          capture(name, type, text)
          continue
        }
        switch whenAbsent {
        case .required: if missing == nil { missing = .missingQuery(key: item.key) }
        case .omitted: continue
        case .defaultValue(let value): values[name] = value
        }
      }
    }
    return missing ?? mismatch ?? .matched(DeepLinkParameters(values))
  }
}

extension DeepLinkPattern {
  /// Reads placeholders and query items, throwing positioned errors.
  private struct Parser {
    let pattern: String
    var names: Set<String> = []

    func error(at offset: Int, _ reason: DeepLinkPatternError.Reason) -> DeepLinkPatternError {
      DeepLinkPatternError(pattern: pattern, offset: offset, reason: reason)
    }

    /// `{name}`, `{name:type}`, `{name:type?}` or `{name:type=default}`, as the whole of `part`.
    mutating func placeholder(
      _ part: Substring, at offset: Int
    ) throws(DeepLinkPatternError) -> Placeholder {
      guard part.first == "{", part.last == "}", part.count >= 2,
        part.dropFirst().dropLast().allSatisfy({ $0 != "{" && $0 != "}" })
      else { throw error(at: offset, .partialPlaceholder) }
      var inner = part.dropFirst().dropLast()
      var defaultText: Substring?
      if let equals = inner.firstIndex(of: "=") {
        defaultText = inner[inner.index(after: equals)...]
        inner = inner[..<equals]
      }
      var optional = false
      if inner.last == "?" {
        optional = true
        inner = inner.dropLast()
      }
      let pieces = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(pieces[0])
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw error(at: offset, .badPlaceholderName(name))
      }
      var type = ArgumentType.string
      if pieces.count == 2 {
        guard let parsed = ArgumentType(rawValue: String(pieces[1])) else {
          throw error(at: offset, .unknownType(String(pieces[1])))
        }
        type = parsed
      }
      var whenAbsent = optional ? Absence.omitted : .required
      if let defaultText {
        if optional { throw error(at: offset, .optionalWithDefault(name)) }
        guard let value = type.parse(defaultText) else {
          throw error(at: offset, .badDefault(name, type: type, text: String(defaultText)))
        }
        whenAbsent = .defaultValue(value)
      }
      guard names.insert(name).inserted else {
        throw error(at: offset, .duplicatePlaceholder(name))
      }
      return Placeholder(name: name, type: type, whenAbsent: whenAbsent)
    }

    /// `key=value` or `key={placeholder}`.
    mutating func queryItem(
      _ item: Substring, at offset: Int, after earlier: [QueryItem]
    ) throws(DeepLinkPatternError) -> QueryItem {
      guard let equals = item.firstIndex(of: "="), equals > item.startIndex else {
        throw error(at: offset, .malformedQueryItem(String(item)))
      }
      let rawKey = item[..<equals]
      guard !rawKey.contains("{"), !rawKey.contains("}"),
        let key = URLParts.percentDecoded(rawKey)
      else { throw error(at: offset, .malformedQueryItem(String(item))) }
      guard !earlier.contains(where: { $0.key == key }) else {
        throw error(at: offset, .duplicateQueryKey(key))
      }
      let value = item[item.index(after: equals)...]
      let valueOffset = offset + rawKey.count + 1
      guard value.contains("{") || value.contains("}") else {
        guard let literal = URLParts.percentDecoded(value) else {
          throw error(at: valueOffset, .malformedQueryItem(String(item)))
        }
        return QueryItem(key: key, value: .literal(literal))
      }
      let placeholder = try placeholder(value, at: valueOffset)
      return QueryItem(
        key: key,
        value: .placeholder(
          name: placeholder.name, type: placeholder.type, whenAbsent: placeholder.whenAbsent))
    }
  }
}

/// The scheme, decoded path segments and decoded query items of a URL string.
struct URLParts {
  var scheme: String
  var segments: [String]
  var query: [(key: String, value: String)] = []

  /// Splits `url`; the query is read only when `query` is set.
  init?(_ url: String, query readsQuery: Bool = false) {
    guard let separator = url.firstRange(of: "://"), separator.lowerBound > url.startIndex else {
      return nil
    }
    scheme = url[..<separator.lowerBound].lowercased()
    let rest = url[separator.upperBound...].prefix { $0 != "#" }
    let path = rest.prefix { $0 != "?" }
    var segments: [String] = []
    for part in path.split(separator: "/") {
      guard let decoded = Self.percentDecoded(part) else { return nil }
      segments.append(decoded)
    }
    self.segments = segments
    guard readsQuery, path.endIndex < rest.endIndex else { return }
    for item in rest[rest.index(after: path.endIndex)...].split(separator: "&") {
      let key = item.prefix { $0 != "=" }
      let value = key.endIndex < item.endIndex ? item[item.index(after: key.endIndex)...] : ""
      guard let decodedKey = Self.percentDecoded(key), let decodedValue = Self.percentDecoded(value)
      else { return nil }
      query.append((decodedKey, decodedValue))
    }
  }
  /// `%20` → space; `nil` for a malformed escape or bytes that are not UTF-8.
  static func percentDecoded(_ text: Substring) -> String? {
    guard text.contains("%") else { return String(text) }
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validUTF8: bytes)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
