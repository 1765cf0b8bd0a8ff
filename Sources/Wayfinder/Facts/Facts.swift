/// The launch environment: named, typed facts such as `passcodeEnabled: false` or
/// `lastSeenVersion: 1.0`. Launch conditions read them; steps set them when they finish.
public struct Facts: Hashable, Sendable, Codable {
  /// The facts by name.
  public var values: [String: FactValue]

  /// Creates facts from values.
  public init(_ values: [String: FactValue] = [:]) { self.values = values }

  /// The value of fact `name`, or `nil` when it is not set.
  public subscript(name: String) -> FactValue? {
    get { values[name] }
    set { values[name] = newValue }
  }

  /// Whether fact `name` is the boolean `true`. Missing and non-boolean facts are not.
  public func isTrue(_ name: String) -> Bool { values[name] == .bool(true) }

  /// The fact names in alphabetical order.
  public var names: [String] { values.keys.sorted() }

  /// Sets every fact in `changes`, keeping the others.
  public mutating func merge(_ changes: Facts) {
    values.merge(changes.values) { _, new in new }
  }
}

extension Facts: ExpressibleByDictionaryLiteral {
  /// Creates facts from a literal: `["passcodeEnabled": .bool(true)]`.
  public init(dictionaryLiteral elements: (String, FactValue)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
