/// Prompts as readline must be given them.
///
/// Readline measures a prompt to know where the line starts on screen; it counts every byte
/// it does not know to be invisible. A color escape (`ESC [ 1 m`) takes no column, so it is
/// marked invisible by wrapping it in `\u{01}` … `\u{02}`; otherwise the cursor lands in the
/// wrong column and recalled lines keep stale characters.
enum PromptText {
  /// The REPL's prompt, bold when `color` is on.
  static func repl(color: Bool) -> String {
    color ? "\u{1B}[1m›\u{1B}[0m " : "› "
  }

  /// `prompt` with each ANSI escape sequence (CSI `ESC [ … final` or a two-byte `ESC x`)
  /// wrapped in readline's invisible-text markers.
  static func forReadline(_ prompt: String) -> String {
    var result = ""
    var scalars = prompt.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      var escape = String(scalar)
      if let next = scalars.popFirst() {
        escape.unicodeScalars.append(next)
        if next == "[" {
          // Parameters and intermediates up to the final byte (0x40…0x7E).
          while let byte = scalars.popFirst() {
            escape.unicodeScalars.append(byte)
            if (0x40...0x7E).contains(byte.value) { break }
          }
        }
      }
      result += "\u{01}" + escape + "\u{02}"
    }
    return result
  }
}
