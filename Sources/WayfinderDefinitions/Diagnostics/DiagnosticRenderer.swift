/// Renders diagnostics the way compilers print them: the position and message, the source line
/// with a caret under the column, and a suggestion.
public struct DiagnosticRenderer: Sendable {
  /// Lines longer than this are cut around the column so a caret stays readable.
  static let maximumLineWidth = 120

  private let sources: [String: SourceText]

  /// Creates a renderer quoting lines from `sources`.
  init(sources: [SourceText]) {
    var byPath: [String: SourceText] = [:]
    for source in sources { byPath[source.path] = source }
    self.sources = byPath
  }

  /// The diagnostic, its quoted source line with a caret, and `Did you mean '...'?`, each
  /// ending with a line break.
  public func render(_ diagnostic: Diagnostic) -> String {
    var output = diagnostic.description + "\n"
    if let location = diagnostic.location, let source = sources[location.path],
      let line = source.line(location.line)
    {
      let (shown, caretColumn) = Self.excerpt(of: line, column: location.column)
      output += shown + "\n"
      output += String(repeating: " ", count: caretColumn - 1) + "^\n"
    }
    if let suggestion = diagnostic.suggestionText { output += suggestion + "\n" }
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

  /// The part of `line` to show, with tabs turned into spaces so the caret lines up, and the
  /// caret's column in it.
  static func excerpt(of line: Substring, column: Int) -> (String, Int) {
    var scalars = Array(line.unicodeScalars).map { scalar -> Unicode.Scalar in
      if scalar == "\t" { return " " }
      return scalar.properties.generalCategory == .control ? "?" : scalar
    }
    var caret = max(1, min(column, scalars.count + 1))
    if scalars.count > maximumLineWidth {
      let start = max(0, min(caret - 1 - maximumLineWidth / 2, scalars.count - maximumLineWidth))
      scalars = Array(scalars[start..<min(scalars.count, start + maximumLineWidth)])
      caret -= start
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return (text, caret)
  }
}
