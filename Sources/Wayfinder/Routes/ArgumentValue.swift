/// A typed argument of a screen route or a deep link: `42`, `"shoes"`, `true`, `1.5`.
public enum ArgumentValue: Hashable, Sendable, CustomStringConvertible {
  case int(Int)
  case string(String)
  case bool(Bool)
  case double(Double)

  /// The type of this value.
  public var type: ArgumentType {
    switch self {
    case .int: .int
    case .string: .string
    case .bool: .bool
    case .double: .double
    }
  }

  /// The value as written in a route description: strings are quoted, numbers are not.
  public var description: String {
    switch self {
    case .int(let value): String(value)
    case .string(let value): "\"\(value)\""
    case .bool(let value): String(value)
    case .double(let value): String(value)
    }
  }

  /// The value as plain text, with no quotes: what a `{placeholder}` in a title becomes.
  public var text: String {
    switch self {
    case .string(let value): value
    default: description
    }
  }
}

extension ArgumentValue: Codable {
  /// Decodes a value written by `encode(to:)`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Encodes the value in the form its decoder reads.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .int(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    }
  }
}
