import Testing
import Wayfinder

@Suite struct StringValidUTF8Tests {
  @Test(
    arguments: [
      ([], ""),
      ([0x63, 0x61, 0x66, 0xC3, 0xA9], "café"),
      ([0x00, 0x41], "\u{0}A"),
      ([0xEF, 0xBF, 0xBD], "\u{FFFD}"),
      ([0xF0, 0x9F, 0xA7, 0xAD], "🧭"),
      ([0xF4, 0x8F, 0xBF, 0xBF], "\u{10FFFF}"),
    ] as [([UInt8], String)])
  func wellFormedBytesGiveTheirText(bytes: [UInt8], text: String) {
    #expect(String(validUTF8: bytes) == text)
    // The same from a collection with no contiguous storage.
    #expect(String(validUTF8: bytes.lazy.map { $0 }) == text)
  }

  @Test(
    arguments: [
      [0x80],  // a continuation byte alone
      [0x41, 0xC3],  // cut short
      [0xC0, 0xAF],  // overlong
      [0xED, 0xA0, 0x80],  // a surrogate
      [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
      [0xF0, 0x90, 0x80, 0x41],  // three bytes that decode to one replacement of three bytes
      [0xFF, 0xFE],
    ] as [[UInt8]])
  func illFormedBytesGiveNil(bytes: [UInt8]) {
    #expect(String(validUTF8: bytes) == nil)
    #expect(String(validUTF8: bytes.lazy.map { $0 }) == nil)
  }

  /// The answer is the standard library's own, on every byte pair and on the first byte of
  /// every longer sequence.
  @Test func agreesWithDecodingScalarByScalar() {
    for first in UInt8.min...UInt8.max {
      for second in [0x00, 0x41, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF] as [UInt8] {
        let bytes = [first, second, 0x80, 0x80]
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var valid = true
        scalars: while true {
          switch parser.parseScalar(from: &iterator) {
          case .valid: continue
          case .emptyInput: break scalars
          case .error:
            valid = false
            break scalars
          }
        }
        #expect((String(validUTF8: bytes) != nil) == valid, "\(bytes)")
      }
    }
  }
}
