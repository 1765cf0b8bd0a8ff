/// A YAML or JSON scalar read the way flow files mean it: quoted text is always a string; plain
/// text is `null`, a boolean, an integer, a decimal number, or else a string.
///
/// Only `true`/`false` are booleans (not YAML 1.1's `yes`/`on`), so `region: no` stays text.
package enum ScalarValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)

  package init(_ scalar: DocumentNode.Scalar) {
    let text = scalar.string
    guard scalar.style == .plain else {
      self = .string(text)
      return
    }
    self = Self.plain(text)
  }

  package static func plain(_ text: String) -> ScalarValue {
    switch text {
    case "", "~", "null", "Null", "NULL": return .null
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    default: break
    }
    guard let first = text.utf8.first,
      first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
        || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
    else { return .string(text) }
    if let value = Int(text) { return .int(value) }
    if text.utf8.allSatisfy({ isNumeric($0) }), let value = Double(text), value.isFinite {
      return .double(value)
    }
    return .string(text)
  }

  private static func isNumeric(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
      || byte == UInt8(ascii: "E")
  }

  /// `a string 'abc'`, `an integer 42`, `true`, `null`: how messages describe a found value.
  package var described: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .int(let value): "an integer \(value)"
    case .double(let value): "a number \(value)"
    case .string(let value): "a string '\(value)'"
    }
  }
}
