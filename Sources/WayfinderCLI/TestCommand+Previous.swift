import ArgumentParser
import Foundation
import WayfinderFlowFiles
import WayfinderTools

extension TestCommand {
  /// Refuses `--previous` beside the modes it replaces, and for more than one app.
  func validatePrevious() throws {
    guard let previous else { return }
    try PathArgument.requireExisting(previous)
    if explore || fromTrace != nil || record || coverage {
      throw ValidationError(
        "--previous checks restored states instead of running scenarios; drop "
          + "--explore, --from-trace, --record and --coverage.")
    }
  }

  /// The previous version of `app` at `path`: the one app there, or the app of the same name.
  private func previousApp(of app: FlowCatalog.App, at path: String) throws -> FlowCatalog.App {
    switch FlowCatalog.apps(at: path) {
    case .success(let apps) where apps.count == 1:
      return apps[0]
    case .success:
      return try AppArgument.app(app.name, in: path)
    case .failure(let diagnostic):
      throw ValidationError(
        "--previous: " + diagnostic.message.prefix(1).uppercased() + diagnostic.message.dropFirst()
          + ".")
    }
  }

  /// Restores every state reachable in the previous version of the one app of `apps` into it
  /// and checks its properties in each; prints the failures with the ways there, and exits 1
  /// when one breaks or a version does not load.
  func checkRestores(from previous: String, apps: [FlowCatalog.App]) throws {
    guard apps.count == 1, let app = apps.first else {
      throw ValidationError(
        "--previous checks one app, but '\(path)' holds \(apps.count); name it with --app.")
    }
    let loaded = [FlowLoader.load(try previousApp(of: app, at: previous)), FlowLoader.load(app)]
    var broken = false
    for result in loaded where result.definition == nil {
      Console.write(result.rendered(), to: .error)
      broken = true
    }
    guard !broken, let old = loaded[0].definition, let current = loaded[1].definition else {
      Console.writeLine("\(app.name): a version does not load; no state was restored")
      throw ExitCode(1)
    }
    let report = RestoreCheck(previous: old, current: current).run()
    Console.write(report.text)
    if !report.passed { throw ExitCode(1) }
  }
}
