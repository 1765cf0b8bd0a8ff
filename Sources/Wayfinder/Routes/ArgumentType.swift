/// The type of a screen parameter or a deep-link placeholder.
public enum ArgumentType: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible
{
  case int
  case string
  case bool
  case double

  /// A short text for messages.
  public var description: String { rawValue }

  /// Parses the text form of a value of this type, as it appears in a URL or a command.
  ///
  /// - Parameter text: The text, already percent-decoded.
  /// - Returns: The typed value, or `nil` when `text` is not a value of this type.
  public func parse(_ text: Substring) -> ArgumentValue? {
    switch self {
    case .int: Int(text).map(ArgumentValue.int)
    case .string: .string(String(text))
    case .bool:
      switch text {
      case "true": .bool(true)
      case "false": .bool(false)
      default: nil
      }
    case .double: Double(text).flatMap { $0.isFinite ? ArgumentValue.double($0) : nil }
    }
  }
}
