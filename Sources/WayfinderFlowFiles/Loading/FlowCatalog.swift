internal import Foundation

/// Finds the apps in a folder of flow files (see ``FlowLoader`` for the rules).
public enum FlowCatalog {
  /// One app: its name and its files in name order.
  public struct App: Hashable, Sendable {
    /// The app folder's name (`demo` for `.` inside it), or the file's name without extension
    /// for a single file.
    public var name: String
    /// The app's flow files.
    public var files: [String]

    /// Creates an app entry.
    package init(name: String, files: [String]) {
      self.name = name
      self.files = files
    }
  }

  /// The file extensions read as flow files.
  package static let extensions: Set<String> = ["yaml", "yml", "json"]

  /// The apps at `path`, default first; or a diagnostic when there are none.
  public static func apps(at path: String) -> Result<[App], Diagnostic> {
    var isFolder: ObjCBool = false
    let manager = FileManager.default
    guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
      return .failure(diagnostic(.pathNotFound(path)))
    }
    guard isFolder.boolValue else {
      let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      return .success([App(name: name, files: [path])])
    }
    let own = flowFiles(in: path)
    if !own.isEmpty { return .success([App(name: folderName(path), files: own)]) }
    let folders = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
    var apps: [App] = []
    for folder in folders where !folder.hasPrefix(".") {
      let full = (path as NSString).appendingPathComponent(folder)
      var isSubfolder: ObjCBool = false
      guard manager.fileExists(atPath: full, isDirectory: &isSubfolder), isSubfolder.boolValue
      else {
        continue
      }
      let files = flowFiles(in: full)
      if !files.isEmpty { apps.append(App(name: folder, files: files)) }
    }
    return apps.isEmpty ? .failure(diagnostic(.noFlowFiles(path))) : .success(apps)
  }

  /// The name of the folder at `path`, with `.` and `..` resolved: `demo` for `.` inside
  /// `Flows/demo`, never `.`.
  package static func folderName(_ path: String) -> String {
    let resolved = URL(fileURLWithPath: path).standardizedFileURL.path
    let name = (resolved as NSString).lastPathComponent
    return name.isEmpty ? resolved : name
  }

  /// The flow files directly in `folder`, by name.
  package static func flowFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { name in
      !name.hasPrefix(".") && extensions.contains((name as NSString).pathExtension.lowercased())
    }.sorted().map { (folder as NSString).appendingPathComponent($0) }
  }

  /// A file's bytes, or a diagnostic saying why they cannot be read.
  static func read(_ path: String) -> Result<[UInt8], Diagnostic> {
    guard let data = FileManager.default.contents(atPath: path) else {
      let problem = Problem.unreadable("it does not exist or is not readable")
      return .failure(
        Diagnostic(
          problem.severity, problem.message, at: FileLocation(path: path, line: 1, column: 1)))
    }
    return .success([UInt8](data))
  }

  private static func diagnostic(_ problem: Problem) -> Diagnostic {
    Diagnostic(problem.severity, problem.message, at: nil)
  }
}
