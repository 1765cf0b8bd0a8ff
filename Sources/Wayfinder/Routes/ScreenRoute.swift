/// A route made of a screen identifier and typed arguments: `item(id: 42)`.
///
/// This is the route type of apps defined in flow files, where screens are named by strings and
/// declare typed parameters. Swift apps usually use their own enums instead; the engine works
/// with any `Hashable & Sendable` route.
public struct ScreenRoute: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The screen's identifier, as declared in the flow file.
  public var screen: String
  /// The screen's arguments by parameter name.
  public var arguments: [String: ArgumentValue]

  /// Creates a route to `screen` with `arguments`.
  public init(_ screen: String, arguments: [String: ArgumentValue] = [:]) {
    self.screen = screen
    self.arguments = arguments
  }

  /// `item(id: 42)`, or just `primary` for a screen without arguments. Arguments are listed in
  /// name order so the description is stable.
  public var description: String {
    guard !arguments.isEmpty else { return screen }
    let list = arguments.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    return "\(screen)(\(list.joined(separator: ", ")))"
  }

  private enum CodingKeys: String, CodingKey {
    case screen
    case arguments
  }

  /// Decodes a value written by `encode(to:)`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    screen = try container.decode(String.self, forKey: .screen)
    arguments =
      try container.decodeIfPresent([String: ArgumentValue].self, forKey: .arguments) ?? [:]
  }

  /// Encodes the value in the form its decoder reads.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(screen, forKey: .screen)
    if !arguments.isEmpty { try container.encode(arguments, forKey: .arguments) }
  }
}

extension ScreenRoute: ExpressibleByStringLiteral {
  /// A route to a screen without arguments: `let route: ScreenRoute = "primary"`.
  public init(stringLiteral value: String) { self.init(value) }
}
