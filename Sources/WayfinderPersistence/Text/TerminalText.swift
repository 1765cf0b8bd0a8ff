/// Text on its way to a terminal, made harmless.
///
/// Names, titles and arguments come from flow files, deep links and state files, which anyone
/// may write. A raw escape character in them could retitle the window, clear the screen or
/// move the cursor, so every text output passes them through ``sanitized(_:keepingLineBreaks:)``
/// first: control characters are shown escaped, as Swift writes them.
///
/// ```swift
/// TerminalText.sanitized("Hi\u{1B}]0;pwned\u{7}")   // "Hi\\u{1B}]0;pwned\\u{7}"
/// ```
///
/// Every notice of saving and restoring (``RestoreWarning``, ``UnusableStateFile``,
/// ``StateFileError``) passes through it, so an app can print them as they are. The tools add
/// how many columns text takes on a terminal (`width(of:)`), for drawing screens.
public enum TerminalText {
  /// `text` with every control character written as an escape (`\u{1B}`), so that nothing in
  /// it is interpreted by a terminal.
  ///
  /// Escaped are the C0 controls (tab and line feed included, unless `keepingLineBreaks` keeps
  /// `\n`), DEL, the C1 controls, the bidirectional controls — embeddings and overrides
  /// (U+202A–U+202E), isolates (U+2066–U+2069) and marks (U+061C, U+200E, U+200F) — which can
  /// make a line read differently from what it holds, and the line and paragraph separators
  /// (U+2028, U+2029), which some terminals and editors break a line at. A backslash is left
  /// as it is: the escapes exist to be seen, not to be read back, and escaping text twice
  /// changes nothing.
  ///
  /// O(n) in the UTF-8 length of `text`; text with nothing to escape is returned as it is
  /// after one scan of its bytes, without allocating.
  ///
  /// - Parameters:
  ///   - text: The text to show.
  ///   - keepingLineBreaks: Whether `\n` stays a line break (for multi-line bodies).
  /// - Returns: The text with its control characters escaped.
  public static func sanitized(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard needsEscaping(text, keepingLineBreaks: keepingLineBreaks) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isEscaped(scalar, keepingLineBreaks: keepingLineBreaks) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` drawn by a renderer, escaped as ``sanitized(_:keepingLineBreaks:)`` escapes it with
  /// its line breaks kept, but for the colour sequences the renderer draws with: SGR, `ESC [`,
  /// digits and `;`, then `m`, which only change how the characters after them look. Every
  /// other escape (a window title, a cursor move, a clear) is shown escaped.
  ///
  /// For a screen whose text from files was escaped where it was drawn: a second line of
  /// defence, so that nothing but colour reaches the terminal. O(n) in the UTF-8 length of
  /// `text`, without allocating when there is nothing to escape.
  ///
  /// - Parameter text: The drawn text.
  /// - Returns: The text with its control characters escaped but for its colours.
  package static func sanitizedKeepingColors(_ text: String) -> String {
    guard needsEscaping(text, keepingLineBreaks: true) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "\u{1B}", let end = colorSequenceEnd(in: scalars, from: index) {
        result.unicodeScalars.append(contentsOf: scalars[index..<end])
        index = end
        continue
      }
      if isEscaped(scalar, keepingLineBreaks: true) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
      index = scalars.index(after: index)
    }
    return result
  }

  /// The index after the SGR sequence (`ESC [ 0-9; m`) that starts at `start`, if one does.
  private static func colorSequenceEnd(
    in scalars: String.UnicodeScalarView, from start: String.UnicodeScalarView.Index
  ) -> String.UnicodeScalarView.Index? {
    var index = scalars.index(after: start)
    guard index != scalars.endIndex, scalars[index] == "[" else { return nil }
    index = scalars.index(after: index)
    while index != scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "m" { return scalars.index(after: index) }
      guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
      index = scalars.index(after: index)
    }
    return nil
  }

  /// Whether `scalar` is shown escaped by ``sanitized(_:keepingLineBreaks:)``.
  public static func isEscaped(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool = false) -> Bool {
    switch scalar.value {
    case 0x0A: !keepingLineBreaks
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
      0x2066...0x2069:
      true
    default: false
    }
  }

  /// A byte scan that finds whether anything needs escaping: bytes below 0x20 and DEL, the
  /// lead byte 0xC2 of the C1 controls, and the lead bytes 0xD8 and 0xE2 of the bidirectional
  /// controls and separators (a cheap over-approximation, settled scalar by scalar).
  private static func needsEscaping(_ text: String, keepingLineBreaks: Bool) -> Bool {
    var suspicious = false
    for byte in text.utf8 {
      if byte < 0x20 {
        if byte == 0x0A, keepingLineBreaks { continue }
        return true
      }
      if byte == 0x7F { return true }
      if byte == 0xC2 || byte == 0xD8 || byte == 0xE2 { suspicious = true }
    }
    guard suspicious else { return false }
    return text.unicodeScalars.contains { isEscaped($0, keepingLineBreaks: keepingLineBreaks) }
  }
}
