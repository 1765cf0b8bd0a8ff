/// The identifier of a presented modal.
///
/// A modal keeps its identifier for as long as it is presented; the same identifier cannot be
/// presented twice at once. Flow files name modals by the keys of their `modals:` section.
public struct ModalID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The modal's name, as written in flow files and shown in messages.
  public var rawValue: String

  /// Creates a modal identifier from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a modal identifier from its name.
  public init(_ name: String) { self.rawValue = name }

  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }

  public static func < (lhs: ModalID, rhs: ModalID) -> Bool { lhs.rawValue < rhs.rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
