internal import Wayfinder
internal import WayfinderPersistence

/// Renders diagnostics the way compilers print them: the position and message, the source line
/// with a caret under the column, and a suggestion.
public struct DiagnosticRenderer: Sendable {
  /// Lines longer than this are cut around the column so a caret stays readable.
  static let maximumLineWidth = 120

  private let sources: [String: SourceText]

  /// Creates a renderer quoting lines from `sources`.
  package init(sources: [SourceText]) {
    var byPath: [String: SourceText] = [:]
    for source in sources { byPath[source.path] = source }
    self.sources = byPath
  }

  /// The diagnostic, its quoted source line with a caret, and `Did you mean '...'?`, each
  /// ending with a line break.
  ///
  /// Everything quoted from a file is made safe for a terminal first (control characters
  /// shown escaped), and the caret is placed by display width, so it stands under its column
  /// after wide characters (CJK, emoji) and escapes alike. O(length of the line).
  public func render(_ diagnostic: Diagnostic) -> String {
    var output = TerminalText.sanitized(diagnostic.description) + "\n"
    if let location = diagnostic.location, let source = sources[location.path],
      let line = source.line(location.line)
    {
      let (shown, caretColumn) = Self.excerpt(of: line, column: location.column)
      output += shown + "\n"
      output += String(repeating: " ", count: caretColumn - 1) + "^\n"
    }
    if let suggestion = diagnostic.suggestionText {
      output += TerminalText.sanitized(suggestion) + "\n"
    }
    return output
  }

  /// Renders every diagnostic, followed by a summary line such as `2 errors, 1 warning`.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(render).joined() + Self.summary(of: diagnostics) + "\n"
  }

  /// `no problems`, `1 error`, `2 errors, 1 warning`.
  public static func summary(of diagnostics: [Diagnostic]) -> String {
    let errors = diagnostics.count { $0.severity == .error }
    let warnings = diagnostics.count - errors
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    switch (errors, warnings) {
    case (0, 0): return "no problems"
    case (_, 0): return count(errors, "error")
    case (0, _): return count(warnings, "warning")
    default: return count(errors, "error") + ", " + count(warnings, "warning")
    }
  }

  /// The part of `line` to show, made safe for a terminal with tabs turned into spaces, and the
  /// display column (from 1) the caret goes to under it.
  ///
  /// `column` counts Unicode scalars; the caret's column counts the terminal columns the
  /// shown text before it takes, so wide characters (2 columns), combining marks (0) and
  /// escaped control characters (`\u{1B}`, 7; U+2028 and U+2029 too) keep it in place. Lines
  /// longer than ``maximumLineWidth`` scalars are cut around the column, with `…` where they
  /// were cut. O(length of the line).
  static func excerpt(of line: Substring, column: Int) -> (String, Int) {
    var scalars = Array(line.unicodeScalars).map { $0 == "\t" ? " " : $0 }
    var caret = max(1, min(column, scalars.count + 1))
    // A cut is marked with `…` at the end it was made, so the excerpt never reads as the
    // whole line.
    var (before, after) = ("", "")
    if scalars.count > maximumLineWidth {
      let start = max(0, min(caret - 1 - maximumLineWidth / 2, scalars.count - maximumLineWidth))
      let end = min(scalars.count, start + maximumLineWidth)
      if start > 0 { before = "…" }
      if end < scalars.count { after = "…" }
      scalars = Array(scalars[start..<end])
      caret -= start
    }
    let shownBefore = before + shown(scalars[..<(caret - 1)])
    return (
      shownBefore + shown(scalars[(caret - 1)...]) + after, TerminalText.width(of: shownBefore) + 1
    )
  }

  /// `scalars` made safe for a terminal, with U+2028 and U+2029 written as escapes too: they
  /// end a line for YAML but are invisible in an editor, so the excerpt shows where they are.
  private static func shown(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var text = ""
    for scalar in scalars {
      if scalar == "\u{2028}" || scalar == "\u{2029}" {
        text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return TerminalText.sanitized(text)
  }
}
