/// Splits text into lines the way editors do on every platform: `\n`, `\r\n` and a lone `\r`
/// each end a line.
///
/// ```swift
/// TextLines.split("a\r\nb\rc\n")   // ["a", "b", "c", ""]
/// ```
package enum TextLines {
  /// The lines of `text`, without their line breaks; a text ending with a line break ends with
  /// an empty line, so line numbers count from the first as editors count them. O(n).
  package static func split<Text: StringProtocol>(_ text: Text) -> [Text.SubSequence] {
    // `\r\n` is one `Character`, so comparing characters sees each line break once.
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
  }
}
