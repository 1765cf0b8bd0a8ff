import Wayfinder

/// A JSON object written member by member into one line of text, without Foundation: what the
/// trace format needs and no more.
///
/// Strings are escaped so that the line is valid JSON and safe to print: quotes, backslashes,
/// every control character (U+0000–U+001F, U+007F), and U+2028 and U+2029, which end lines in
/// some readers. Other characters are written as they are (UTF-8).
struct JSONObjectText {
  private(set) var text = "{"
  private var isEmpty = true

  /// Starts member `key`; its value is written next.
  private mutating func key(_ key: String) {
    if !isEmpty { text += "," }
    isEmpty = false
    Self.appendQuoted(key, to: &text)
    text += ":"
  }

  /// A string member.
  mutating func string(_ key: String, _ value: String) {
    self.key(key)
    Self.appendQuoted(value, to: &text)
  }

  /// A member whose value is already JSON.
  mutating func raw(_ key: String, _ json: String) {
    self.key(key)
    text += json
  }

  /// An integer member.
  mutating func int(_ key: String, _ value: Int) { raw(key, String(value)) }

  /// A boolean member.
  mutating func bool(_ key: String, _ value: Bool) { raw(key, value ? "true" : "false") }

  /// An array of strings.
  mutating func strings(_ key: String, _ values: [String]) {
    raw(key, Self.array(values.map(Self.quoted)))
  }

  /// The object, closed.
  var closed: String { text + "}" }

  /// `values`, already JSON, as an array.
  static func array(_ values: [String]) -> String {
    "[" + values.joined(separator: ",") + "]"
  }

  /// `value` as a JSON string literal.
  static func quoted(_ value: String) -> String {
    var text = ""
    appendQuoted(value, to: &text)
    return text
  }

  /// Appends `value` as a JSON string literal. O(length).
  static func appendQuoted(_ value: String, to text: inout String) {
    text += "\""
    // Fast path: nothing to escape.
    if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x7F && $0 < 0xE2 })
    {
      text += value
      text += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028
          || scalar.value == 0x2029
        {
          text += "\\u" + hex4(scalar.value)
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }

  /// How many bytes `scalar` takes inside a string literal ``appendQuoted(_:to:)`` writes.
  static func escapedLength(of scalar: Unicode.Scalar) -> Int {
    switch scalar {
    case "\"", "\\", "\n", "\r", "\t", "\u{08}", "\u{0C}": 2
    case _ where scalar.value < 0x20 || scalar.value == 0x7F: 6
    case "\u{2028}", "\u{2029}": 6
    default: UTF8.width(scalar)
    }
  }

  /// `value` in consecutive pieces, each taking at most `escapedBytes` bytes inside a string
  /// literal (at least one scalar each); one piece when it all fits. O(length).
  static func pieces(of value: String, escapedBytes: Int) -> [Substring] {
    var pieces: [Substring] = []
    var start = value.unicodeScalars.startIndex
    var length = 0
    var index = start
    while index < value.unicodeScalars.endIndex {
      let width = escapedLength(of: value.unicodeScalars[index])
      if length + width > escapedBytes, index > start {
        pieces.append(Substring(value.unicodeScalars[start..<index]))
        start = index
        length = 0
      }
      length += width
      value.unicodeScalars.formIndex(after: &index)
    }
    pieces.append(Substring(value.unicodeScalars[start..<index]))
    return pieces
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// `duration` in seconds, exactly: `0`, `1.3`, `0.000000001`. Whole attoseconds are kept, so
  /// reading the text back gives the same duration.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let negative = seconds < 0 || attoseconds < 0
    let whole = seconds.magnitude
    let fraction = attoseconds.magnitude
    var text = (negative ? "-" : "") + String(whole)
    guard fraction > 0 else { return text }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 18 - digits.count) + digits
    while digits.last == "0" { digits.removeLast() }
    text += "." + digits
    return text
  }

  /// `value` as a JSON number: its shortest round-tripping form, which always has a `.` or an
  /// exponent so that it reads back as a number with a fraction; `{"double":"nan"}` and the like
  /// for values JSON cannot write.
  static func double(_ value: Double) -> String {
    guard value.isFinite else {
      let name = value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
      return "{\"double\":\"\(name)\"}"
    }
    return String(describing: value)
  }
}
