internal import Foundation
internal import Wayfinder

extension FlowCatalog {
  /// The app that `--app` names, read the one way every command reads it: an app's name under
  /// the folder of apps `flows`, or the path of an app's folder.
  ///
  /// A word without `/` is looked up under `flows`, first among the apps' folder names, then
  /// among their `app:` names; a word that names no app there but is a folder (or a flow file)
  /// here is that folder. A path with `/` is used as it is. The folder must hold one app: its
  /// own flow files, or a single app folder.
  ///
  /// ```swift
  /// try FlowCatalog.app("shop", in: "Flows").name         // "shop"
  /// try FlowCatalog.app("Shop", in: "Flows").name         // "shop", by its app: name
  /// try FlowCatalog.app("Flows/shop", in: "Flows").name   // "shop", by its folder
  /// ```
  ///
  /// - Parameters:
  ///   - given: What `--app` was given.
  ///   - flows: The folder of apps a name is looked up in.
  /// - Returns: The app: its folder's name and its flow files.
  /// - Throws: ``AppChoiceError`` naming what was given and the apps there are, when it names
  ///   no app, names two different ones, or is a folder of no app or of several.
  public static func app(_ given: String, in flows: String) throws(AppChoiceError) -> App {
    let catalog = apps(at: flows)
    if given.contains("/") || given == "." || given == ".." {
      return try app(atPath: given, flows: flows, catalog: catalog)
    }
    let named = try app(named: given, flows: flows, catalog: catalog)
    let isHere = isAppPath(given)
    switch (named, isHere) {
    case (let named?, false):
      return named
    case (let named?, true):
      // The same folder by either reading is no ambiguity (`--app demo` inside `Flows`).
      let here = try app(atPath: given, flows: flows, catalog: catalog)
      guard standardized(here.files) == standardized(named.files) else {
        throw .folderOrApp(given, flows: flows)
      }
      return named
    case (nil, true):
      return try app(atPath: given, flows: flows, catalog: catalog)
    case (nil, false):
      throw .unknown(given, flows: flows, apps: listing(catalog))
    }
  }

  /// The one app at `path`.
  private static func app(
    atPath path: String, flows: String, catalog: Result<[App], Diagnostic>
  ) throws(AppChoiceError) -> App {
    guard isAppPath(path) else { throw .unknown(path, flows: flows, apps: listing(catalog)) }
    switch apps(at: path) {
    case .failure:
      throw .noFlowFiles(path, flows: flows, apps: listing(catalog))
    case .success(let found):
      guard found.count == 1, let only = found.first else {
        throw .severalApps(path, folders: found.map(\.name))
      }
      return only
    }
  }

  /// The app of `catalog` whose folder is called `name`, or else whose `app:` name is `name`.
  private static func app(
    named name: String, flows: String, catalog: Result<[App], Diagnostic>
  ) throws(AppChoiceError) -> App? {
    guard case .success(let apps) = catalog else { return nil }
    if let folder = apps.first(where: { $0.name == name }) { return folder }
    let matches = apps.filter { FlowLoader.load($0).definition?.app == name }
    guard matches.count <= 1 else {
      throw .ambiguous(name, flows: flows, folders: matches.map(\.name))
    }
    return matches.first
  }

  /// Whether `path` is a folder, or a file with a flow file's extension.
  private static func isAppPath(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return false
    }
    return isFolder.boolValue
      || extensions.contains((path as NSString).pathExtension.lowercased())
  }

  private static func standardized(_ files: [String]) -> [String] {
    files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
  }

  /// The apps of `catalog` as an error lists them.
  private static func listing(_ catalog: Result<[App], Diagnostic>) -> AppChoiceError.Listing {
    switch catalog {
    case .failure(let diagnostic):
      return .none(reason: diagnostic.message)
    case .success(let apps):
      return .apps(
        apps.map { app in
          AppChoiceError.Listing.Entry(
            folder: app.name, app: FlowLoader.load(app).definition?.app)
        })
    }
  }
}
