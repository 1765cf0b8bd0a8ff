/// What loading an app gave: the validated definition (when there are no errors) and every
/// diagnostic, in file and line order.
public struct FlowLoadResult: Sendable {
  /// The app, or `nil` when any diagnostic is an error.
  public var definition: FlowDefinition?
  /// Every error and warning, sorted by file, line and column.
  public var diagnostics: [Diagnostic]
  /// The files read, in order.
  public var files: [String]
  /// Quotes source lines under diagnostics.
  public let renderer: DiagnosticRenderer

  init(
    definition: FlowDefinition?, diagnostics: [Diagnostic], files: [String],
    renderer: DiagnosticRenderer
  ) {
    self.definition = definition
    self.diagnostics = diagnostics
    self.files = files
    self.renderer = renderer
  }

  init(_ diagnostic: Diagnostic) {
    self.init(
      definition: nil, diagnostics: [diagnostic], files: [],
      renderer: DiagnosticRenderer(sources: []))
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The errors only.
  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

  /// Every diagnostic as a compiler prints it, each with its source line and caret.
  public func rendered() -> String { diagnostics.map(renderer.render).joined() }

  package static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    switch (a.location, b.location) {
    case (let x?, let y?): x == y ? a.message < b.message : x < y
    case (nil, _?): true
    default: false
    }
  }
}
