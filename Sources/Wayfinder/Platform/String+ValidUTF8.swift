extension String {
  /// The text `bytes` hold, or `nil` when they are not well-formed UTF-8.
  ///
  /// `String(validating:as:)` does this from macOS 15 and iOS 18 on; this works at the
  /// package's floor. Decoding replaces each ill-formed sequence with U+FFFD, whose own bytes
  /// differ from it, so the bytes were well-formed exactly when decoding kept them as they were.
  ///
  /// ```swift
  /// String(validUTF8: [0x63, 0x61, 0x66, 0xC3, 0xA9])  // "café"
  /// String(validUTF8: [0xFF])                          // nil
  /// ```
  package init?(validUTF8 bytes: some Collection<UInt8>) {
    let decoded = String(decoding: bytes, as: UTF8.self)
    guard decoded.utf8.elementsEqual(bytes) else { return nil }
    self = decoded
  }
}
