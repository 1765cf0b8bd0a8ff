import ArgumentParser
import WayfinderFlowFiles
import WayfinderTools

/// `--app`, read the same way by every command that has it (`FlowCatalog.app(_:in:)`): an
/// app's name under the folder of apps, or an app's folder. What names no app is a usage error
/// (exit status 64) naming the option, what it was given and the apps there are.
enum AppArgument {
  /// The app `given` names under `flows`.
  static func app(_ given: String, in flows: String) throws -> FlowCatalog.App {
    do throws(AppChoiceError) {
      return try FlowCatalog.app(given, in: flows)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// The flow files of the app `app` names under `path` (a folder of apps, an app's folder or
  /// a flow file), loaded; without `app`, the first app at `path`.
  static func load(path: String, app: String?) throws -> FlowLoadResult {
    guard let app else { return FlowLoader.load(path: path) }
    return FlowLoader.load(try Self.app(app, in: path))
  }

  /// Checks that `path` exists, unless `--app` was given: an app's folder is found without it,
  /// and a name that is not found says what is missing.
  static func requireFlows(_ path: String, app: String?) throws {
    if app == nil { try PathArgument.requireExisting(path) }
  }
}
