import ArgumentParser
import Foundation
import WayfinderFlowFiles
import WayfinderTools

/// `wayfinder baseline [PATH]`: writes each app's `flows.baseline`, what its flows do for
/// users, for review and for `wayfinder check --baseline`.
struct BaselineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "baseline",
    abstract: "Write each app's flows.baseline: what its flows do, for review and check.",
    discussion: """
      The baseline is plain text, sorted and stable: the app's screens with their actions and \
      where each leads, its tabs, flows and modals, deep links with the stacks they build, the \
      launch steps and interactions in order with their conditions and prompt rules, its \
      facts, properties and environment events. Commit it beside the flow files: a pull \
      request that changes what users see changes it too, where reviewers read it, and \
      'wayfinder check --baseline' fails while the two disagree. A baseline that would not \
      change is left untouched. Exit status 1 when an app's flow files have errors (no \
      baseline is written for it), 74 when a file could not be written.
      """
  )

  @Argument(help: "A folder of apps, an app's folder, or a flow file.")
  var path: String = "Flows"

  func validate() throws {
    try PathArgument.requireExisting(path)
  }

  func run() throws {
    let apps: [FlowCatalog.App]
    switch FlowCatalog.apps(at: path) {
    case .failure(let diagnostic):
      Console.writeLine(diagnostic.description, to: .error)
      throw ExitCode(ExitStatus.failure)
    case .success(let found): apps = found
    }
    var failed = false
    for app in apps {
      let loaded = FlowLoader.load(app)
      guard let definition = loaded.definition, !loaded.hasErrors else {
        Console.write(
          loaded.rendered() + "\(app.name): \(DiagnosticRenderer.summary(of: loaded.diagnostics))"
            + "; no baseline written\n", to: .error)
        failed = true
        continue
      }
      let file = BaselineFile(of: app, at: path)
      do {
        if try GeneratedOutput.write(FlowOutline(definition).baseline(), to: file.path) {
          Console.writeLine("wrote \(file.path)")
        } else {
          Console.writeLine("\(file.path) is up to date")
        }
      } catch {
        Console.writeLine("cannot write \(file.path): \(error.localizedDescription)", to: .error)
        throw ExitCode(ExitStatus.outputLost)
      }
    }
    if failed { throw ExitCode(ExitStatus.failure) }
  }
}
