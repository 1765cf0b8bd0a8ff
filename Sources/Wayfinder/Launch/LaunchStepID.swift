/// The identifier of a launch step, unique within a launch.
///
/// Flow files name steps by their `id:` key. A modal step presents its modal under the same
/// name, so `finish(_:)` on the coordinator and the modal on screen agree:
///
/// ```swift
/// extension LaunchStepID {
///   static let passcode: LaunchStepID = "passcode"
/// }
/// ```
public struct LaunchStepID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The step's name, as written in flow files and shown in messages and traces.
  public var rawValue: String

  /// Creates a step identifier from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a step identifier from its name.
  public init(_ name: String) { self.rawValue = name }

  /// Creates a step identifier from a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The step's name.
  public var description: String { rawValue }

  /// The identifier of the modal a modal or gate step presents.
  public var modalID: ModalID { ModalID(rawValue) }

  /// Orders identifiers by name.
  public static func < (lhs: LaunchStepID, rhs: LaunchStepID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Decodes an identifier from a plain string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the identifier as a plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
