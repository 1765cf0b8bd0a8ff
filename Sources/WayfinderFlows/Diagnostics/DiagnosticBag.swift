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
  /// middle so the message stays one readable line.
  package static func shortened(_ text: String) -> String {
    guard text.count > 240 else { return text }
    return text.prefix(180) + "…" + text.suffix(40)
  }

  /// Records an already built diagnostic.
  package mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  /// Whether any error (not warning) was recorded.
  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
