/// The identifier of a tab in an app's home.
///
/// Tab identifiers are plain strings so that flow files and Swift code name tabs the same way.
/// Give your tabs static names for type-safe use:
///
/// ```swift
/// extension TabID {
///   static let tab1: TabID = "tab1"
///   static let tab2: TabID = "tab2"
/// }
/// ```
///
/// An app whose home is a single flow (no tab bar) has exactly one tab, named after that flow.
public struct TabID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The tab's name, as written in flow files and shown in messages.
  public var rawValue: String

  /// Creates a tab identifier from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a tab identifier from its name.
  public init(_ name: String) { self.rawValue = name }

  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }

  public static func < (lhs: TabID, rhs: TabID) -> Bool { lhs.rawValue < rhs.rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
