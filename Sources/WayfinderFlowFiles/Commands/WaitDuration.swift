/// How long `wait` lets pass, as typed: one or more terms added up, each a number with a unit
/// — `500ms`, `2s`, `1.5m`, `20h`, `3d`, a bare number meaning seconds — so `wait 1d 2h` lets
/// a day and two hours pass on the session's clock.
package enum WaitDuration {
  /// What reading a duration found.
  package enum Reading: Equatable {
    /// The duration.
    case duration(Duration)
    /// Text that is no duration (a unit unknown, a sign, no number).
    case invalid
    /// A duration longer than ``longest``.
    case tooLong
  }

  /// The longest wait one command may ask for: 3650 days (ten years), far past any prompt's
  /// cooldown or quota window. Waits add up on the session's clock, which refuses one that
  /// would take it past `ClockRange/limit` (``SessionError/clock(_:)``).
  package static let longestDays = 3650

  private static let units: [(suffix: String, seconds: Double)] = [
    ("ms", 0.001), ("s", 1), ("m", 60), ("h", 3_600), ("d", 86_400),
  ]

  /// Reads `text`. O(length).
  package static func read(_ text: String) -> Reading {
    let terms = text.split(whereSeparator: \.isWhitespace)
    guard !terms.isEmpty else { return .invalid }
    var seconds = 0.0
    for term in terms {
      var number = term
      var scale = 1.0
      for unit in units where term.hasSuffix(unit.suffix) {
        number = term.dropLast(unit.suffix.count)
        scale = unit.seconds
        break
      }
      // Digits and one point only: no sign, exponent, `inf` or `nan`.
      guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        number.filter({ $0 == "." }).count <= 1, number != ".", let value = Double(number)
      else { return .invalid }
      seconds += value * scale
      // Past the limit (or past what a Double holds, for hundreds of digits) says so at once.
      guard seconds.isFinite, seconds <= Double(longestDays) * 86_400 else { return .tooLong }
    }
    return .duration(.milliseconds(Int64((seconds * 1000).rounded())))
  }
}
