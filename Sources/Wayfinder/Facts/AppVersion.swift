/// A dotted version number such as `2.0` or `1.10.3`, compared component by component, so
/// `1.10` is newer than `1.9`. Missing components count as zero: `2` equals `2.0.0`.
public struct AppVersion: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  LosslessStringConvertible
{
  /// The numeric components, most significant first.
  public let components: [Int]

  /// Parses `text`: one or more non-negative integers separated by dots, optionally prefixed
  /// with `v`. Returns `nil` for anything else.
  public init?(_ text: String) {
    var body = Substring(text)
    if body.first == "v" || body.first == "V" { body = body.dropFirst() }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    var components: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.allSatisfy(\.isASCII), let value = Int(part), value >= 0 else {
        return nil
      }
      components.append(value)
    }
    guard !components.isEmpty else { return nil }
    self.components = components
  }

  /// Creates a version from its components.
  public init(_ components: [Int]) {
    self.components = components.isEmpty ? [0] : components
  }

  /// The components joined by dots.
  public var description: String { components.map(String.init).joined(separator: ".") }

  /// Orders versions component by component; missing components count as zero.
  public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  /// Whether two versions are the same once trailing zero components are ignored.
  public static func == (lhs: AppVersion, rhs: AppVersion) -> Bool {
    !(lhs < rhs) && !(rhs < lhs)
  }

  /// Hashes the version as `==(lhs:rhs:)` compares it.
  public func hash(into hasher: inout Hasher) {
    var trimmed = components
    while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
    hasher.combine(trimmed)
  }

  /// Decodes a value written by `encode(to:)`.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let version = AppVersion(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a version"))
    }
    self = version
  }

  /// Encodes the value in the form its decoder reads.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
