/// Collects diagnostics while loading and validating.
struct DiagnosticBag {
  private(set) var diagnostics: [Diagnostic] = []

  /// Records `problem` at `location`, with an optional near-miss suggestion.
  mutating func report(_ problem: Problem, at location: SourceLocation?, suggestion: String? = nil) {
    diagnostics.append(
      Diagnostic(problem.severity, problem.message, at: location, suggestion: suggestion))
  }

  /// Records an already built diagnostic.
  mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  /// Whether any error (not warning) was recorded.
  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
