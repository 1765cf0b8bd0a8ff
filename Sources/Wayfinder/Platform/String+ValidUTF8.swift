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
  ///
  /// O(bytes). Inlinable, so that the comparison runs specialised for the caller's collection
  /// over contiguous memory: unspecialised, it read a byte at a time through the collection's
  /// protocol witnesses, a third of the time of loading a 3.5 MiB flow file.
  @inlinable
  package init?(validUTF8 bytes: some Collection<UInt8>) {
    var decoded = String(decoding: bytes, as: UTF8.self)
    let kept = decoded.withUTF8 { text in
      bytes.withContiguousStorageIfAvailable { text.elementsEqual($0) }
        ?? text.elementsEqual(bytes)
    }
    guard kept else { return nil }
    self = decoded
  }
}
