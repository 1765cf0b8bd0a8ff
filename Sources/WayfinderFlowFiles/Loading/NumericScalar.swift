/// Plain scalars that YAML and JSON read as numbers but that no fact type holds as written:
/// integers beyond `Int`, other bases (`0x10`, `0o17`, `0b101`), floating-point numbers
/// (`1e3`, `-2.5`, `5.`) and `.inf` / `.nan`.
///
/// Left alone, such a value would silently become a string fact; the loader reports it instead
/// and says what to write — the integer in decimal, or the text in quotes.
enum NumericScalar {
  /// What to write instead of the plain scalar `text`, or `nil` when `text` is not such a
  /// number (facts already read it as intended). O(n) in the length of `text`.
  static func advice(for text: String) -> String? {
    let quoted = "or \"\(text)\" in quotes for text"
    let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
    let negative = text.first == "-"
    if unsigned.isEmpty { return nil }
    if unsigned.allSatisfy(\.isASCIIDigit) {
      guard Int(text) == nil else { return nil }
      return "\(text) is too large for an integer fact (at most \(Int.max)); write \"\(text)\" "
        + "in quotes for text"
    }
    let lower = unsigned.lowercased()
    if ["inf", ".inf"].contains(lower) || (lower == ".nan" && text.first != "-") {
      let what = lower == ".nan" ? "not a number" : "infinity"
      return "\(text) is \(what) in YAML, which no fact holds; write \"\(text)\" in quotes for text"
    }
    for (prefix, radix, name) in [
      ("0x", 16, "hexadecimal"), ("0o", 8, "octal"), ("0b", 2, "binary"),
    ]
    where lower.hasPrefix(prefix) {
      let digits = lower.dropFirst(2)
      guard !digits.isEmpty, let magnitude = Int(digits, radix: radix) else { return nil }
      let value = negative ? -magnitude : magnitude
      return "\(text) is a \(name) number; write \(value) for an integer fact, \(quoted)"
    }
    guard isFloatingPoint(unsigned), let value = Double(text), value.isFinite else { return nil }
    if value == value.rounded(), let integer = Int(exactly: value) {
      return "\(text) is a floating-point number; write \(integer) for an integer fact, \(quoted)"
    }
    return "\(text) is a floating-point number, which no fact holds; write \"\(text)\" in quotes "
      + "for text"
  }

  /// YAML 1.2's float form without its sign: `1.5`, `.5`, `5.`, `1e3`, `2.5E-3`.
  private static func isFloatingPoint(_ text: Substring) -> Bool {
    var mantissa = text
    var exponent: Substring?
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<e]
      exponent = text[text.index(after: e)...]
    }
    let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      parts.contains(where: { !$0.isEmpty })
    else { return false }
    guard let exponent else { return parts.count == 2 }
    let digits = exponent.first == "-" || exponent.first == "+" ? exponent.dropFirst() : exponent
    return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
  }
}

extension Character {
  /// `0` to `9`, and no other digits.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
