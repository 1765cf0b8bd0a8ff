import ArgumentParser
import Foundation
import WayfinderFlowFiles
import WayfinderTools

extension TestCommand {
  /// Refuses `--previous` beside the modes it replaces, and for more than one app.
  func validatePrevious() throws {
    guard previous != nil || previousRevision != nil else { return }
    if previous != nil, previousRevision != nil {
      throw ValidationError(
        "Give the previous version once: --previous for a folder, or --previous-revision for "
          + "a git revision.")
    }
    if let previous { try PathArgument.requireExisting(previous) }
    if let previousRevision, previousRevision.hasPrefix("-") {
      throw ValidationError(
        "--previous-revision '\(previousRevision)' starts with '-', which git would read as an "
          + "option; name a branch, tag or commit.")
    }
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

  /// Where `app`'s files are, for git to read them at a revision: its one flow file, or the
  /// folder holding all of its files. O(files × depth).
  static func location(of app: FlowCatalog.App) -> String {
    guard app.files.count > 1, let first = app.files.first else { return app.files.first ?? "." }
    var common = Array((first as NSString).deletingLastPathComponent.split(separator: "/"))
    for file in app.files.dropFirst() {
      let folder = (file as NSString).deletingLastPathComponent.split(separator: "/")
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    let joined = common.joined(separator: "/")
    return first.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  /// Restores every state reachable in the previous version of the one app of `apps` into it
  /// and checks its properties in each; prints the failures with the ways there, and exits 1
  /// when one breaks or a version does not load.
  func checkRestores(apps: [FlowCatalog.App]) throws {
    guard apps.count == 1, let app = apps.first else {
      throw ValidationError(
        "--previous checks one app, but '\(path)' holds \(apps.count); name it with --app.")
    }
    let earlier: DiffSide
    if let previousRevision {
      earlier = .revision(previousRevision, of: Self.location(of: app))
    } else {
      let result = FlowLoader.load(try previousApp(of: app, at: previous ?? path))
      earlier = DiffSide(
        name: previous ?? path, definition: result.hasErrors ? nil : result.definition,
        problems: result.rendered())
    }
    let now = FlowLoader.load(app)
    if earlier.definition == nil { Console.write(earlier.problems, to: .error) }
    if now.definition == nil || now.hasErrors { Console.write(now.rendered(), to: .error) }
    guard let old = earlier.definition, let current = now.definition, !now.hasErrors else {
      Console.writeLine("\(app.name): a version does not load; no state was restored")
      throw ExitCode(earlier.needsGit ? 69 : 1)
    }
    let report = RestoreCheck(previous: old, current: current).run()
    Console.write(report.text)
    if !report.passed { throw ExitCode(1) }
  }
}
