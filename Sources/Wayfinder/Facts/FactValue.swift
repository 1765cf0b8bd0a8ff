/// The value of a fact of the launch environment: a flag, a number, a text or a version.
public enum FactValue: Hashable, Sendable, CustomStringConvertible {
  case bool(Bool)
  case int(Int)
  case string(String)
  case version(AppVersion)

  /// The type of this value.
  public var type: FactType {
    switch self {
    case .bool: .bool
    case .int: .int
    case .string: .string
    case .version: .version
    }
  }

  /// `true`, `42`, `"text"`, `1.10`.
  public var description: String {
    switch self {
    case .bool(let value): String(value)
    case .int(let value): String(value)
    case .string(let value): "\"\(value)\""
    case .version(let value): value.description
    }
  }
}

/// The type of a fact.
public enum FactType: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
  case bool
  case int
  case string
  case version

  /// A short text for messages.
  public var description: String { rawValue }

  /// Parses `text` as a value of this type, as typed in a `set` command: `true`, `42`,
  /// `hello` or `"hello"`, `2.0`. Returns `nil` when `text` is not a value of this type.
  public func parse(_ text: String) -> FactValue? {
    switch self {
    case .bool:
      switch text {
      case "true": .bool(true)
      case "false": .bool(false)
      default: nil
      }
    case .int: Int(text).map(FactValue.int)
    case .string:
      if text.count >= 2, text.first == "\"", text.last == "\"" {
        .string(String(text.dropFirst().dropLast()))
      } else {
        .string(text)
      }
    case .version: AppVersion(text).map(FactValue.version)
    }
  }
}

extension FactValue: Codable {
  private enum CodingKeys: String, CodingKey { case type, value }

  /// Facts are stored with their type, so a version stays a version: `{"type":"version",
  /// "value":"2.0"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(FactType.self, forKey: .type) {
    case .bool: self = .bool(try container.decode(Bool.self, forKey: .value))
    case .int: self = .int(try container.decode(Int.self, forKey: .value))
    case .string: self = .string(try container.decode(String.self, forKey: .value))
    case .version: self = .version(try container.decode(AppVersion.self, forKey: .value))
    }
  }

  /// Encodes the value in the form its decoder reads.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type, forKey: .type)
    switch self {
    case .bool(let value): try container.encode(value, forKey: .value)
    case .int(let value): try container.encode(value, forKey: .value)
    case .string(let value): try container.encode(value, forKey: .value)
    case .version(let value): try container.encode(value, forKey: .value)
    }
  }
}
