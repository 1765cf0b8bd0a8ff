/// Durations as written in flow files and commands: `0.5s`, `500ms`, `2m`, `1.5`.
package enum DurationText {
  /// Parses `text`; a bare number means seconds. Returns `nil` for anything else, including
  /// negative or absurdly long durations.
  package static func parse(_ text: String) -> Duration? {
    let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60)]
    var number = Substring(text)
    var scale = 1.0
    for unit in units where text.hasSuffix(unit.suffix) {
      number = text.dropLast(unit.suffix.count)
      scale = unit.seconds
      break
    }
    guard let value = Double(number), value.isFinite, value >= 0 else { return nil }
    let seconds = value * scale
    guard seconds <= 86_400 else { return nil }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  /// `1.5s`, `250ms`.
  package static func format(_ duration: Duration) -> String {
    let milliseconds =
      duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
    if milliseconds < 1000 { return "\(milliseconds)ms" }
    return "\(Double(milliseconds) / 1000)s"
  }
}
