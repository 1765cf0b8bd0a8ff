/// Collects diagnostics while loading and validating.
package struct DiagnosticBag {
  package private(set) var diagnostics: [Diagnostic] = []

  /// Creates an empty bag.
  package init() {}

  /// Records `problem` at `location`, with an optional near-miss suggestion.
  package mutating func report(
    _ problem: Problem, at location: FileLocation?, suggestion: String? = nil
  ) {
    diagnostics.append(
      Diagnostic(
        problem.severity, Self.shortened(problem.message), at: location,
        suggestion: suggestion.map(Self.shortened)))
  }

  /// Messages quote what the author wrote; a name thousands of characters long is cut in the
  /// middle so the message stays one readable line. A message that says what to do next keeps
  /// its last 60 characters, where the advice is.
  package static func shortened(_ text: String) -> String {
    guard text.count > 320 else { return text }
    return text.prefix(240) + "…" + text.suffix(60)
  }

  /// Records an already built diagnostic.
  package mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  /// Whether any error (not warning) was recorded.
  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
