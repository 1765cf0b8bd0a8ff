/// Strings, numbers and `true`/`false`/`null`.
extension JSONParser {
  /// The scalar starting at `index`, which is not past the end.
  mutating func scalar() throws(Failure) -> DocumentNode {
    switch bytes[index] {
    case UInt8(ascii: "\""): return .scalar(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .scalar(try number())
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      let mark = mark()
      let start = index
      while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
      let word = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      guard word == "true" || word == "false" || word == "null" else {
        throw Failure(
          message: "found unquoted text '\(word)'; write strings in double quotes",
          line: Int(mark.line), column: Int(mark.column),
          cause: cause(at: Self.firstMismatch(from: start, in: bytes), from: start, mark: mark))
      }
      return .scalar(.init(string: word, style: .plain, mark: mark, isVerbatim: true))
    default:
      throw failure("found \(character(at: index)) where a value was expected")
    }
  }

  /// A number, checked against JSON's grammar and kept as its source text; ``ScalarValue``
  /// types it as the loader types any plain number.
  private mutating func number() throws(Failure) -> DocumentNode.Scalar {
    let mark = mark()
    let start = index
    // Where the grammar first fails: a missing digit, or a character glued on.
    var firstInvalid: Int?
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if !digits() {
      firstInvalid = index
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if !digits() { firstInvalid = firstInvalid ?? index }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      if !digits() { firstInvalid = firstInvalid ?? index }
    }
    // Glued-on characters (`01`, `1.2.3`, `12px`) make the whole word the invalid number.
    while index < bytes.count,
      Self.isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".")
        || bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
    {
      firstInvalid = firstInvalid ?? index
      index += 1
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    if let firstInvalid {
      throw Failure(
        message: "found invalid number '\(text)'", line: Int(mark.line),
        column: Int(mark.column), cause: cause(at: firstInvalid, from: start, mark: mark))
    }
    return DocumentNode.Scalar(string: text, style: .plain, mark: mark, isVerbatim: true)
  }

  /// Skips one or more digits; false when there are none.
  private mutating func digits() -> Bool {
    let start = index
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
    return index > start
  }

  /// Where the word at `start` first departs from the literal its first letter begins (`true`,
  /// `false`, `null`), as JSON reads it: at its first letter when it begins none, or past the
  /// literal when the word goes on (`nullx`).
  private static func firstMismatch(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let literal: StaticString
    switch bytes[start] {
    case UInt8(ascii: "t"): literal = "true"
    case UInt8(ascii: "f"): literal = "false"
    case UInt8(ascii: "n"): literal = "null"
    default: return start
    }
    var offset = start
    literal.withUTF8Buffer { expected in
      for byte in expected {
        guard offset < bytes.count, bytes[offset] == byte else { return }
        offset += 1
      }
    }
    return offset
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "A") < 26
      || byte &- UInt8(ascii: "0") < 10
      || byte == UInt8(ascii: "_")
  }

  /// The string starting at the opening quote at `index`.
  mutating func string() throws(Failure) -> DocumentNode.Scalar {
    let mark = mark()
    let context = "while scanning a quoted scalar at \(mark.line):\(mark.column), "
    index += 1
    let start = index
    var escaped = false
    scratch.removeAll(keepingCapacity: true)
    var copiedUpTo = start
    while true {
      guard index < bytes.count else { throw failure(context + "found unexpected end of file") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") {
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copiedUpTo..<index]))
        try escape(context)
        copiedUpTo = index
        escaped = true
      } else if byte < 0x20 {
        throw failure(
          context
            + (byte == UInt8(ascii: "\n")
              ? "found a line break before the closing '\"'"
              : "found control character \(character(at: index)); write it as an escape"))
      } else if byte < 0x80 {
        index += 1
      } else {
        try skipUTF8Scalar(context)
      }
    }
    let text: String
    if escaped {
      scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copiedUpTo..<index]))
      text = String(decoding: scratch, as: UTF8.self)
    } else {
      text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
    index += 1
    return DocumentNode.Scalar(string: text, style: .doubleQuoted, mark: mark, isVerbatim: !escaped)
  }

  /// Decodes the escape at `index` (a backslash) into `scratch`.
  private mutating func escape(_ context: String) throws(Failure) {
    guard index + 1 < bytes.count else {
      var failure = failure(context + "found unexpected end of file")
      failure.cause = .endOfInput
      throw failure
    }
    let decoded: UInt8
    switch bytes[index + 1] {
    case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = 0x0A
    case UInt8(ascii: "r"): decoded = 0x0D
    case UInt8(ascii: "t"): decoded = 0x09
    case UInt8(ascii: "u"):
      try unicodeEscape(context)
      return
    default:
      let backslash = mark()
      throw Failure(
        message: context + "found unknown escape character \(character(at: index + 1))",
        line: Int(backslash.line), column: Int(backslash.column), cause: cause(at: index + 1))
    }
    scratch.append(decoded)
    index += 2
  }

  /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`.
  private mutating func unicodeEscape(_ context: String) throws(Failure) {
    guard let high = hexQuad(at: index + 2) else {
      var failure = failure(context + "did not find expected 4 hexadecimal digits after '\\u'")
      failure.cause = cause(at: firstNonHex(at: index + 2))
      throw failure
    }
    var value = high
    if (0xD800..<0xDC00).contains(high) {
      guard index + 7 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"),
        bytes[index + 7] == UInt8(ascii: "u"), let low = hexQuad(at: index + 8),
        (0xDC00..<0xE000).contains(low)
      else {
        var failure = failure(context + "found unpaired surrogate '\\u\(Self.hex(high))'")
        failure.cause = cause(at: missingLowSurrogate(at: index + 6))
        throw failure
      }
      value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      index += 6
    } else if (0xDC00..<0xE000).contains(high) {
      throw failure(context + "found unpaired surrogate '\\u\(Self.hex(high))'")
    }
    index += 6
    // `value` is a valid scalar: surrogates were paired above.
    let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
    if let encoded = UTF8.encode(scalar) { scratch.append(contentsOf: encoded) }
  }

  /// The first of the four bytes from `offset` that is not a hexadecimal digit, or the end of
  /// the input when all that are there are digits.
  private func firstNonHex(at offset: Int) -> Int {
    let end = min(offset + 4, bytes.count)
    return (offset..<end).first { Self.hexDigit(bytes[$0]) == nil } ?? bytes.count
  }

  /// Where JSON stumbles after a high surrogate escape that ends at `offset`: on the first
  /// byte that cannot continue a `\uXXXX` escape, or on the escape that follows when it holds
  /// no low surrogate; the end of the input when the text stops inside one.
  private func missingLowSurrogate(at offset: Int) -> Int {
    for (position, expected) in [(offset, UInt8(ascii: "\\")), (offset + 1, UInt8(ascii: "u"))] {
      guard position < bytes.count else { return bytes.count }
      if bytes[position] != expected { return position }
    }
    let digit = firstNonHex(at: offset + 2)
    return digit < offset + 6 ? digit : offset
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func hexQuad(at offset: Int) -> UInt32? {
    guard offset + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[offset..<offset + 4] {
      guard let digit = Self.hexDigit(byte) else { return nil }
      value = value << 4 | digit
    }
    return value
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Steps over the multi-byte UTF-8 scalar at `index`, counting its continuation bytes so
  /// columns stay in scalars.
  private mutating func skipUTF8Scalar(_ context: String) throws(Failure) {
    guard let length = utf8Length(at: index) else { throw failure(context + "found invalid UTF-8") }
    index += length
    lineContinuations += length - 1
  }

  /// The length of the valid UTF-8 sequence at `offset`, or `nil` (overlong forms, surrogates
  /// and values past U+10FFFF are invalid).
  func utf8Length(at offset: Int) -> Int? {
    let lead = bytes[offset]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0x00..<0x80: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; high = 0x9F
    case 0xF0: length = 4; low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; high = 0x8F
    default: return nil
    }
    guard offset + length <= bytes.count else { return nil }
    guard (low...high).contains(bytes[offset + 1]) else { return nil }
    for next in bytes[(offset + 2)..<(offset + length)] where next & 0xC0 != 0x80 { return nil }
    return length
  }

  /// The character at `offset` for a message: `'x'`, `U+0009` when invisible, `end of file`,
  /// or `invalid UTF-8`.
  func character(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of file" }
    guard let length = utf8Length(at: offset) else { return "invalid UTF-8" }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
    guard let scalar = text.unicodeScalars.first else { return "invalid UTF-8" }
    return scalar.displayedInMessage
  }
}
