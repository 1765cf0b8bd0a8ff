/// A URL pattern with typed placeholders: `demo://item/{id:int}`.
///
/// A pattern is a scheme and `/`-separated segments. A segment is either literal text or a whole
/// `{name:type}` placeholder, where the type is `int`, `string`, `bool` or `double` (`{name}`
/// alone means `string`). The first segment after `://` is the host: it is compared without
/// regard to case, like the scheme. Query strings (`?…`) and fragments (`#…`) of a URL are
/// ignored, as are empty segments, so `demo://item/42/` matches `demo://item/{id:int}`.
public struct DeepLinkPattern: Hashable, Sendable, CustomStringConvertible {
  /// One `/`-separated part of a pattern.
  public enum Segment: Hashable, Sendable {
    /// Text that must appear as is.
    case literal(String)
    /// A typed value captured under `name`.
    case placeholder(name: String, type: ArgumentType)
  }

  /// The URL scheme, lowercased: `demo` in `demo://item/{id:int}`.
  public let scheme: String
  /// The segments after `://`, host first.
  public let segments: [Segment]
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
    var segments: [Segment] = []
    var names: Set<String> = []
    var offset = pattern.distance(from: pattern.startIndex, to: separator.upperBound)
    for part in pattern[separator.upperBound...].split(
      separator: "/", omittingEmptySubsequences: false)
    {
      defer { offset += part.count + 1 }
      if part.isEmpty { continue }
      guard part.contains("{") || part.contains("}") else {
        segments.append(.literal(String(part)))
        continue
      }
      guard part.first == "{", part.last == "}", part.count >= 2 else {
        throw DeepLinkPatternError(pattern: pattern, offset: offset, reason: .partialPlaceholder)
      }
      let inner = part.dropFirst().dropLast()
      let pieces = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(pieces[0])
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw DeepLinkPatternError(
          pattern: pattern, offset: offset, reason: .badPlaceholderName(name))
      }
      var type = ArgumentType.string
      if pieces.count == 2 {
        guard let parsed = ArgumentType(rawValue: String(pieces[1])) else {
          throw DeepLinkPatternError(
            pattern: pattern, offset: offset, reason: .unknownType(String(pieces[1])))
        }
        type = parsed
      }
      guard names.insert(name).inserted else {
        throw DeepLinkPatternError(
          pattern: pattern, offset: offset, reason: .duplicatePlaceholder(name))
      }
      segments.append(.placeholder(name: name, type: type))
    }
    self.segments = segments
  }

  /// The placeholders in order, with their types.
  public var placeholders: [(name: String, type: ArgumentType)] {
    segments.compactMap {
      if case .placeholder(let name, let type) = $0 { return (name, type) }
      return nil
    }
  }

  /// How a URL relates to a pattern.
  public enum Match: Hashable, Sendable {
    /// The URL matches; here are its arguments.
    case matched(DeepLinkParameters)
    /// The URL has the pattern's shape, but a placeholder's text is not of its type.
    case wrongType(placeholder: String, expected: ArgumentType, text: String)
    /// The URL does not have the pattern's shape.
    case noMatch
  }

  /// Matches `url` against the pattern.
  public func match(_ url: String) -> Match {
    guard let parts = URLParts(url), parts.scheme == scheme, parts.segments.count == segments.count
    else { return .noMatch }
    var values: [String: ArgumentValue] = [:]
    var mismatch: Match?
    for (index, (segment, text)) in zip(segments, parts.segments).enumerated() {
      switch segment {
      case .literal(let literal):
        let same = index == 0 ? literal.lowercased() == text.lowercased() : literal == text
        if !same { return .noMatch }
      case .placeholder(let name, let type):
        if let value = type.parse(Substring(text)) {
          values[name] = value
        } else if mismatch == nil {
          mismatch = .wrongType(placeholder: name, expected: type, text: text)
        }
      }
    }
    return mismatch ?? .matched(DeepLinkParameters(values))
  }
}

/// The scheme and decoded path segments of a URL string.
struct URLParts {
  var scheme: String
  var segments: [String]

  init?(_ url: String) {
    guard let separator = url.firstRange(of: "://"), separator.lowerBound > url.startIndex else {
      return nil
    }
    scheme = url[..<separator.lowerBound].lowercased()
    let rest = url[separator.upperBound...].prefix { $0 != "?" && $0 != "#" }
    var segments: [String] = []
    for part in rest.split(separator: "/") {
      guard let decoded = Self.percentDecoded(part) else { return nil }
      segments.append(decoded)
    }
    self.segments = segments
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
    return String(validating: bytes, as: UTF8.self)
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
