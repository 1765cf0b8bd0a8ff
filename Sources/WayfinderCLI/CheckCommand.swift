import ArgumentParser
import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// `wayfinder check [PATH]`: validates flow files like a compiler.
///
/// Every app under `PATH` is checked. Diagnostics go to standard error, each with its source
/// line and a caret; the exit status is 0 when no app has errors (warnings allowed) and 1
/// otherwise. `--format json` prints one JSON document on standard output instead.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate flow files and report every problem with its position."
  )

  /// How diagnostics are printed.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
  }

  @Argument(help: "The folder or file holding the flows to check.")
  var path: String = "Flows"

  @Option(help: "Output format: text (on standard error) or json (on standard output).")
  var format: Format = .text

  func validate() throws {
    try PathArgument.requireExisting(path)
  }

  func run() async throws {
    let results: [(name: String, result: FlowLoadResult)]
    switch FlowCatalog.apps(at: path) {
    case .failure:
      results = [(FlowCatalog.folderName(path), FlowLoader.load(path: path))]
    case .success(let apps):
      results = apps.map { ($0.name, FlowLoader.load($0)) }
    }
    let failed = results.contains { $0.result.hasErrors }
    switch format {
    case .text:
      var output = ""
      for (name, result) in results {
        output += result.rendered()
        output += "\(name): \(DiagnosticRenderer.summary(of: result.diagnostics))\n"
      }
      Console.write(output, to: .error)
    case .json:
      Console.writeLine(CheckReport(results: results).json())
    }
    if failed { throw ExitCode(1) }
  }
}
