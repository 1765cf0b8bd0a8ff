/// The typed arguments captured from a deep link's placeholders.
public struct DeepLinkParameters: Hashable, Sendable {
  /// The arguments by placeholder name.
  public var values: [String: ArgumentValue]

  /// Creates parameters from captured values.
  public init(_ values: [String: ArgumentValue] = [:]) { self.values = values }

  /// The value captured for `name`.
  public subscript(name: String) -> ArgumentValue? { values[name] }

  /// The `int` captured for `name`, if any.
  public func int(_ name: String) -> Int? {
    if case .int(let value) = values[name] { return value }
    return nil
  }

  /// The `string` captured for `name`, if any.
  public func string(_ name: String) -> String? {
    if case .string(let value) = values[name] { return value }
    return nil
  }

  /// The `bool` captured for `name`, if any.
  public func bool(_ name: String) -> Bool? {
    if case .bool(let value) = values[name] { return value }
    return nil
  }

  /// The `double` captured for `name`, if any.
  public func double(_ name: String) -> Double? {
    if case .double(let value) = values[name] { return value }
    return nil
  }
}
