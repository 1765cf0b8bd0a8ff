/// An identifier that is a plain name: tabs, modals and launch steps are named by strings in
/// flow files and by static constants in Swift.
///
/// Conforming types get literal syntax, ordering by name, their name as description, and a plain
/// string as their encoding:
///
/// ```swift
/// extension TabID { static let tab1: TabID = "tab1" }
/// ```
public protocol NameIdentifier: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
where RawValue == String, StringLiteralType == String {
  /// Creates an identifier from its name.
  init(rawValue: String)
}

extension NameIdentifier {
  /// Creates an identifier from its name.
  public init(_ name: String) { self.init(rawValue: name) }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) { self.init(rawValue: value) }

  /// The name.
  public var description: String { rawValue }

  /// Orders identifiers by name.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Decodes an identifier from a plain string.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the identifier as a plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
