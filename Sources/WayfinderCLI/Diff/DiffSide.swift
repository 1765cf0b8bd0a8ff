import Foundation
import WayfinderFlowFiles

/// One side of `wayfinder diff`: an app's files on disk, or as a git revision holds them.
struct DiffSide {
  /// What names the side in the report: `Flows/shop`, or `HEAD~1:Flows/shop`.
  var name: String
  /// The app, or `nil` when it did not load.
  var definition: FlowDefinition?
  /// Why it did not load, as `check` prints it: diagnostics with their source lines, or one
  /// line saying what could not be read.
  var problems: String
  /// Whether git is missing, which the exit status says apart (69).
  var needsGit = false

  /// The one app at `path` on disk: an app's folder or flow file, or a folder holding a
  /// single app.
  static func files(at path: String) -> DiffSide {
    switch FlowCatalog.apps(at: path) {
    case .failure(let diagnostic):
      return DiffSide(name: path, definition: nil, problems: "\(diagnostic)\n")
    case .success(let apps) where apps.count > 1:
      let names = apps.map(\.name).joined(separator: ", ")
      return DiffSide(
        name: path, definition: nil,
        problems: "\(path): error: it holds several apps (\(names)); diff one app's folder\n")
    case .success(let apps):
      return loaded(FlowLoader.load(apps[0]), name: path)
    }
  }

  /// The one app at `path` as commit `revision` of its repository holds it.
  static func revision(_ revision: String, of path: String) -> DiffSide {
    let name = "\(revision):\(path)"
    do throws(GitRevision.Failure) {
      let sources = try GitRevision(revision: revision, path: path).sources()
      return loaded(FlowLoader.load(sources: sources), name: name)
    } catch {
      var side = DiffSide(name: name, definition: nil, problems: "\(error)\n")
      if case .gitMissing = error { side.needsGit = true }
      return side
    }
  }

  /// The side for `result`: its app, or its errors with their source lines.
  private static func loaded(_ result: FlowLoadResult, name: String) -> DiffSide {
    guard let definition = result.definition, !result.hasErrors else {
      let summary = "\(name): \(DiagnosticRenderer.summary(of: result.diagnostics))\n"
      return DiffSide(name: name, definition: nil, problems: result.rendered() + summary)
    }
    return DiffSide(name: name, definition: definition, problems: "")
  }
}
