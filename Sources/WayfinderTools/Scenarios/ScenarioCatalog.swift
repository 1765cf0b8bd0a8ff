internal import Foundation
public import WayfinderFlowFiles

/// Finds scenario files: `*.scenario` files in the subfolders of an app's folder (which are
/// never read as flow files), such as `Flows/demo/scenarios/launch.scenario`.
public enum ScenarioCatalog {
  /// The extension of scenario files.
  package static let fileExtension = "scenario"

  /// The scenario files of `app`, by path; none for an app that is a single file.
  public static func files(of app: FlowCatalog.App) -> [String] {
    guard let first = app.files.first else { return [] }
    let folder = (first as NSString).deletingLastPathComponent
    // A single-file app is named after its file, a folder app after its folder.
    guard (folder as NSString).lastPathComponent == app.name else { return [] }
    return files(under: folder, includingTopLevel: false)
  }

  /// Every scenario file under `folder`, at any depth, by path.
  public static func files(under folder: String, includingTopLevel: Bool = true) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      guard (name as NSString).pathExtension == fileExtension else { continue }
      guard includingTopLevel || relative.contains("/") else { continue }
      found.append((folder as NSString).appendingPathComponent(relative))
    }
    return found.sorted()
  }

  /// The app a scenario file belongs to: the nearest folder above it that holds flow files.
  public static func app(containing scenarioFile: String) -> FlowCatalog.App? {
    // An absolute, standardised folder, so walking up ends at `/` (a bare file name's folder
    // is the current one; "." and ".." have no parent to walk to by their text).
    var folder = URL(fileURLWithPath: scenarioFile).standardizedFileURL
      .deletingLastPathComponent().path
    while true {
      let files = FlowCatalog.flowFiles(in: folder)
      if !files.isEmpty {
        return FlowCatalog.App(name: (folder as NSString).lastPathComponent, files: files)
      }
      let parent = (folder as NSString).deletingLastPathComponent
      if parent == folder { break }
      folder = parent
    }
    return nil
  }
}
