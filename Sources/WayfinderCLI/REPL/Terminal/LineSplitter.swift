/// Splits bytes into lines at `\n`, `\r\n` and a lone `\r`, as they arrive.
///
/// A line is handed out as soon as its end is seen, so a program that writes one command and
/// waits for the answer gets it; the `\n` of a `\r\n` split across two reads is skipped when it
/// comes. Bytes that are not UTF-8 become U+FFFD.
struct LineSplitter {
  private var pending: [UInt8] = []
  private var afterCarriageReturn = false

  /// The lines that `bytes` complete.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [String] {
    var lines: [String] = []
    for byte in bytes {
      if afterCarriageReturn {
        afterCarriageReturn = false
        if byte == UInt8(ascii: "\n") { continue }
      }
      switch byte {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        lines.append(String(decoding: pending, as: UTF8.self))
        pending.removeAll(keepingCapacity: true)
        afterCarriageReturn = byte == UInt8(ascii: "\r")
      default:
        pending.append(byte)
      }
    }
    return lines
  }

  /// The last line, when the input ended without a line end after it.
  mutating func finish() -> String? {
    defer { pending.removeAll() }
    return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
  }

  /// Every line of `bytes`.
  static func lines(of bytes: some Sequence<UInt8>) -> [String] {
    var splitter = LineSplitter()
    var lines = splitter.feed(bytes)
    if let last = splitter.finish() { lines.append(last) }
    return lines
  }
}
