internal import WayfinderFlows

/// Finds the first syntax error in a JSON text, to say what is wrong with a file the JSON
/// decoder refused (Foundation's decoder only says the data is "not valid JSON").
///
/// It tells a file that stops early — a write cut short — from one with a wrong character.
struct JSONSyntaxCheck {
  /// The first problem found.
  enum Failure: Error, Hashable, Sendable {
    /// The text ends where more JSON is needed.
    case endsEarly
    /// A character that cannot come where it is, quoted (`'x'`) or as a code point
    /// (`U+0009`) when it is invisible; line and column count from 1.
    case unexpected(String, line: Int, column: Int)
    /// Arrays and objects nest deeper than the decoder accepts.
    case tooDeep
  }

  private let bytes: [UInt8]
  private var index = 0
  private static let depthLimit = 500

  /// The first syntax error in `bytes`, or `nil` when they are one valid JSON value.
  static func firstFailure(in bytes: [UInt8]) -> Failure? {
    var check = JSONSyntaxCheck(bytes: bytes)
    do throws(Failure) {
      if check.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { check.index = 3 }
      try check.value(depth: 0)
      check.skipSpace()
      if check.index < check.bytes.count { throw check.unexpected() }
      return nil
    } catch {
      return error
    }
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func value(depth: Int) throws(Failure) {
    guard depth < Self.depthLimit else { throw .tooDeep }
    skipSpace()
    guard index < bytes.count else { throw .endsEarly }
    switch bytes[index] {
    case UInt8(ascii: "{"): try members(depth: depth)
    case UInt8(ascii: "["): try elements(depth: depth)
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    default: throw unexpected()
    }
  }

  private mutating func members(depth: Int) throws(Failure) {
    index += 1
    skipSpace()
    if try peek() == UInt8(ascii: "}") { index += 1; return }
    while true {
      skipSpace()
      guard try peek() == UInt8(ascii: "\"") else { throw unexpected() }
      try string()
      skipSpace()
      guard try peek() == UInt8(ascii: ":") else { throw unexpected() }
      index += 1
      try value(depth: depth + 1)
      skipSpace()
      switch try peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"): index += 1; return
      default: throw unexpected()
      }
    }
  }

  private mutating func elements(depth: Int) throws(Failure) {
    index += 1
    skipSpace()
    if try peek() == UInt8(ascii: "]") { index += 1; return }
    while true {
      try value(depth: depth + 1)
      skipSpace()
      switch try peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"): index += 1; return
      default: throw unexpected()
      }
    }
  }

  private mutating func string() throws(Failure) {
    index += 1
    while true {
      let byte = try peek()
      switch byte {
      case UInt8(ascii: "\""): index += 1; return
      case UInt8(ascii: "\\"):
        index += 1
        let escaped = try peek()
        if escaped == UInt8(ascii: "u") {
          for _ in 0..<4 {
            index += 1
            guard (try peek()).isHexDigit else { throw unexpected() }
          }
        } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
          throw unexpected()
        }
        index += 1
      case 0..<0x20: throw unexpected()
      default: index += 1
      }
    }
  }

  private mutating func number() throws(Failure) {
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    try digits()
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      try digits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      try digits()
    }
  }

  private mutating func digits() throws(Failure) {
    guard (try peek()).isDigit else { throw unexpected() }
    while index < bytes.count, bytes[index].isDigit { index += 1 }
  }

  private mutating func literal(_ word: String) throws(Failure) {
    for byte in word.utf8 {
      guard try peek() == byte else { throw unexpected() }
      index += 1
    }
  }

  private func peek() throws(Failure) -> UInt8 {
    guard index < bytes.count else { throw .endsEarly }
    return bytes[index]
  }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  /// The byte at `index` as an unexpected character, with its line and column.
  private func unexpected() -> Failure {
    let before = bytes[..<index]
    let line = before.count { $0 == 0x0A } + 1
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
    let scalar = String(decoding: bytes[index...].prefix(4), as: UTF8.self).unicodeScalars.first
    return .unexpected(scalar.map(\.displayedInMessage) ?? "?", line: line, column: column)
  }
}

extension UInt8 {
  fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
  fileprivate var isHexDigit: Bool {
    isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
  }
}
