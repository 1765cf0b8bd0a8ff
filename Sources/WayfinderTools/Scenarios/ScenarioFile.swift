internal import Foundation
public import WayfinderFlowFiles

/// A scenario file (`*.scenario`), parsed and checked against its app.
///
/// ```swift
/// let file = ScenarioFile.load(path: "Flows/demo/scenarios/launch.scenario", for: definition)
/// guard !file.hasErrors else { print(file.rendered()); return }
/// for scenario in file.scenarios { ... }
/// ```
///
/// Problems are reported like flow-file diagnostics, `path:line:column: error: message` with
/// the line quoted and a caret, and `Did you mean '...'?` for a misspelt name.
public struct ScenarioFile: Sendable {
  /// The path the file was read from.
  public var path: String
  /// The scenarios, in file order. Empty when the file has errors.
  public var scenarios: [Scenario]
  /// Every problem found, in line order.
  public var diagnostics: [Diagnostic]
  private let renderer: DiagnosticRenderer

  /// Parses `text` as the scenario file `path` of `definition`.
  public static func parse(path: String, text: String, for definition: FlowDefinition)
    -> ScenarioFile
  {
    var parser = ScenarioParser(path: path, definition: definition)
    parser.parse(text)
    let diagnostics = parser.bag.diagnostics.sorted(by: FlowLoadResult.order)
    let hasErrors = diagnostics.contains { $0.severity == .error }
    return ScenarioFile(
      path: path, scenarios: hasErrors ? [] : parser.scenarios, diagnostics: diagnostics,
      renderer: DiagnosticRenderer(sources: [SourceText(path: path, text: text)]))
  }

  /// Reads and parses the scenario file at `path`.
  public static func load(path: String, for definition: FlowDefinition) -> ScenarioFile {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      let problem = Problem.unreadable("it does not exist or is not readable UTF-8 text")
      return ScenarioFile(
        path: path, scenarios: [],
        diagnostics: [
          Diagnostic(
            problem.severity, problem.message, at: FileLocation(path: path, line: 1, column: 1))
        ], renderer: DiagnosticRenderer(sources: []))
    }
    return parse(path: path, text: text, for: definition)
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Every diagnostic as a compiler prints it, with its source line and caret.
  public func rendered() -> String { diagnostics.map(renderer.render).joined() }
}
