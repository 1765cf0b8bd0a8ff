import Wayfinder
internal import WayfinderFlowFiles
internal import WayfinderPersistence
import WayfinderRecording

/// The members of one line's object, read as the event `event` needs them; every problem
/// names the event, the member and what it must be.
struct TraceFields {
  let node: DocumentNode
  let event: String
  let line: Int
  let reader: TraceLineReader

  var header: TraceHeader { reader.header }

  /// The error for member `field`, which must be `expected`, found as `found` (or missing).
  func bad(_ field: String, _ expected: String, _ found: DocumentNode?) -> TraceError {
    reader.error(
      line,
      .badField(
        event: event, field: field, expected: expected, found: found.map(Self.found)))
  }

  /// How a message names a value found: `a string 'abc'` (escaped, cut short), `an object`.
  static func found(_ node: DocumentNode) -> String {
    switch node {
    case .mapping: return "an object"
    case .sequence: return "a list"
    case .scalar(let scalar):
      switch ScalarValue(scalar) {
      case .string(let text): return "a string '\(TraceError.quoted(text))'"
      case .null: return "null"
      case .bool(let flag): return String(flag)
      case .int(let number): return "the number \(number)"
      case .double: return "the number \(TraceError.quoted(scalar.string))"
      }
    }
  }

  // MARK: Scalars

  func string(_ key: String) throws(TraceError) -> String {
    guard let value = node[key], case .string(let text)? = value.value else {
      throw bad(key, "a string", node[key])
    }
    return text
  }

  func optionalString(_ key: String) throws(TraceError) -> String? {
    guard let value = node[key], value.value != .null else { return nil }
    return try string(key)
  }

  func int(_ key: String, atLeast minimum: Int? = nil) throws(TraceError) -> Int {
    guard let value = node[key], case .int(let number)? = value.value,
      number >= (minimum ?? .min)
    else {
      let expected =
        switch minimum {
        case 0?: "a whole number, 0 or more"
        case 1?: "a whole number, 1 or more"
        default: "a whole number"
        }
      throw bad(key, expected, node[key])
    }
    return number
  }

  func bool(_ key: String) throws(TraceError) -> Bool {
    guard let value = node[key], case .bool(let flag)? = value.value else {
      throw bad(key, "true or false", node[key])
    }
    return flag
  }

  func strings(_ key: String) throws(TraceError) -> [String] {
    guard let items = node[key]?.items else { throw bad(key, "a list of strings", node[key]) }
    var strings: [String] = []
    for item in items {
      guard case .string(let text)? = item.value else {
        throw bad(key, "a list of strings", item)
      }
      strings.append(text)
    }
    return strings
  }

  func optionalStrings(_ key: String) throws(TraceError) -> [String] {
    node[key] == nil ? [] : try strings(key)
  }

  /// `cut`: the texts of the entry that hold only their start; names this reader does not know
  /// are left out, as unknown members are.
  func cut() throws(TraceError) -> Set<TraceEntry.Text> {
    Set(try optionalStrings("cut").compactMap(TraceEntry.Text.init(rawValue:)))
  }

  /// A number of seconds written `12` or `1.25`, read exactly (up to attoseconds).
  func seconds(_ key: String) throws(TraceError) -> Duration {
    let expected = "a number of seconds, such as 1.25"
    guard let value = node[key], let scalar = value.scalar, scalar.style == .plain,
      let duration = Self.duration(scalar.string)
    else { throw bad(key, expected, node[key]) }
    return duration
  }

  /// `text` as seconds: digits, optionally a point and up to 18 more digits.
  static func duration(_ text: String) -> Duration? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, (1...15).contains(whole.count),
      whole.allSatisfy(\.isASCIIDigit), let seconds = Int64(whole)
    else { return nil }
    var attoseconds: Int64 = 0
    if parts.count == 2 {
      let fraction = parts[1]
      guard (1...18).contains(fraction.count), fraction.allSatisfy(\.isASCIIDigit),
        let digits = Int64(fraction + String(repeating: "0", count: 18 - fraction.count))
      else { return nil }
      attoseconds = digits
    }
    return Duration(secondsComponent: seconds, attosecondsComponent: attoseconds)
  }

  /// `duration` as messages give it: `1.25`.
  static func secondsText(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    guard attoseconds > 0 else { return String(seconds) }
    var digits = String(attoseconds)
    digits = String(repeating: "0", count: 18 - digits.count) + digits
    while digits.last == "0" { digits.removeLast() }
    return "\(seconds).\(digits)"
  }

  /// Whether `node` is `{"redacted":true}`.
  static func isRedacted(_ node: DocumentNode) -> Bool {
    guard case .mapping = node, node["redacted"]?.value == .bool(true) else { return false }
    return true
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
