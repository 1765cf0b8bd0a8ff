/// A window (a scene) of an app, as the user counts them: window 1 is the one the app launched
/// with, and each window opened later takes the next number. A number is never reused within a
/// life, so a closed window's number names nothing.
public struct SceneID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The window's number, from 1.
  public let number: Int

  /// The window numbered `number`.
  public init(_ number: Int) {
    self.number = number
  }

  /// The window an app launches with.
  public static let first = SceneID(1)

  /// Whether `lhs` opened before `rhs`.
  public static func < (lhs: SceneID, rhs: SceneID) -> Bool { lhs.number < rhs.number }

  /// "window 2".
  public var description: String { "window \(number)" }

  /// Decodes a window from its number.
  public init(from decoder: any Decoder) throws {
    number = try decoder.singleValueContainer().decode(Int.self)
  }

  /// Encodes a window as its number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(number)
  }
}
