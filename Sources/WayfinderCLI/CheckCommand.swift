import ArgumentParser
import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// `wayfinder check [PATH]`: validates flow files like a compiler.
///
/// Every app under `PATH` is checked. Diagnostics go to standard error, each with its source
/// line and a caret; the exit status is 0 when no app has errors (warnings allowed) and 1
/// otherwise. `--format json` prints one JSON document on standard output instead.
/// `--baseline` also compares each app with its committed `flows.baseline`.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate flow files and report every problem with its position.",
    discussion: """
      With --baseline, each app's flows are also compared with the baseline 'wayfinder \
      baseline' wrote beside them (flows.baseline in the app's folder): a difference is an \
      error at the baseline's first differing line, followed by what changed, and the fix is \
      to run 'wayfinder baseline' when the change is intended. Without --baseline the \
      baseline is not read, so an edit in progress checks clean.
      """
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

  @Flag(help: "Also fail when an app's flows no longer match its committed flows.baseline.")
  var baseline = false

  func validate() throws {
    try PathArgument.requireExisting(path)
  }

  func run() async throws {
    var results: [(name: String, result: FlowLoadResult)]
    /// What changed since each app's baseline, by app name, printed after its diagnostics.
    var changes: [String: String] = [:]
    switch FlowCatalog.apps(at: path) {
    case .failure:
      results = [(FlowCatalog.folderName(path), FlowLoader.load(path: path))]
    case .success(let apps):
      results = apps.map { ($0.name, FlowLoader.load($0)) }
      if baseline {
        for (index, app) in apps.enumerated() {
          guard let definition = results[index].result.definition,
            let mismatch = BaselineFile(of: app, at: path).mismatch(with: definition)
          else { continue }
          results[index].result.diagnostics.append(mismatch.diagnostic)
          changes[app.name] = mismatch.changes
        }
      }
    }
    let failed = results.contains { $0.result.hasErrors }
    switch format {
    case .text:
      var output = ""
      for (name, result) in results {
        output += result.rendered()
        output += changes[name] ?? ""
        output += "\(name): \(DiagnosticRenderer.summary(of: result.diagnostics))\n"
      }
      Console.write(output, to: .error)
    case .json:
      Console.writeLine(CheckReport(results: results).json())
    }
    if failed { throw ExitCode(1) }
  }
}
