internal import Foundation
internal import Wayfinder

/// Why `--app` names no app (see ``FlowCatalog/app(_:in:)``): each message names the option,
/// what it was given and the apps there are.
public enum AppChoiceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The apps of the folder of apps, for a message to list.
  public enum Listing: Hashable, Sendable {
    /// One app: its folder's name, and its `app:` name when it loads.
    public struct Entry: Hashable, Sendable {
      /// The app folder's name.
      public var folder: String
      /// The app's `app:` name, or `nil` when its flow files do not load.
      public var app: String?

      /// Creates an entry.
      public init(folder: String, app: String?) {
        self.folder = folder
        self.app = app
      }
    }

    /// The apps there are.
    case apps([Entry])
    /// There are none, and why (`no such file or folder 'Flows'`).
    case none(reason: String)
  }

  /// Neither an app of the folder of apps `flows` nor a folder here.
  case unknown(String, flows: String, apps: Listing)
  /// The `app:` name of several apps of `flows`, in the `folders` named.
  case ambiguous(String, flows: String, folders: [String])
  /// A folder here, and an app of `flows` that is another folder.
  case folderOrApp(String, flows: String)
  /// A folder that holds no flow files.
  case noFlowFiles(String, flows: String, apps: Listing)
  /// A folder of several apps, in the `folders` named.
  case severalApps(String, folders: [String])

  /// The message, starting with `--app 'GIVEN'`.
  public var description: String {
    switch self {
    case .unknown(let given, let flows, let apps):
      "--app '\(given)' is neither an app under '\(flows)' nor a folder; "
        + Self.text(of: apps, under: nil, suggesting: given)
    case .ambiguous(let given, let flows, let folders):
      "--app '\(given)' is the name of \(folders.count) apps under '\(flows)' (\(Self.quoted(folders))); "
        + "give the folder of the one you mean, such as --app "
        + Self.path(flows, folders.first ?? given) + "."
    case .folderOrApp(let given, let flows):
      "--app '\(given)' is both a folder here and an app under '\(flows)'; write "
        + "--app ./\(given) for the folder or --app \(Self.path(flows, given)) for the app."
    case .noFlowFiles(let given, let flows, let apps):
      "--app '\(given)' holds no flow files (.yaml, .yml or .json); "
        + Self.text(of: apps, under: flows, suggesting: nil)
    case .severalApps(let given, let folders):
      "--app '\(given)' is a folder of \(folders.count) apps (\(Self.quoted(folders))); give one "
        + "of them, such as --app " + Self.path(given, folders.first ?? "") + "."
    }
  }

  /// The apps there are (under `flows`, when the message has not said where yet), and the one
  /// closest to `given`, if any is close.
  private static func text(of listing: Listing, under flows: String?, suggesting given: String?)
    -> String
  {
    switch listing {
    case .none(let reason):
      return "there are no apps to choose from: \(reason)."
    case .apps(let entries):
      let names = entries.map { entry in
        guard let app = entry.app, app != entry.folder else { return "'\(entry.folder)'" }
        return "'\(entry.folder)' (\(app))"
      }
      var text =
        "the apps " + (flows.map { "under '\($0)' " } ?? "") + "are "
        + names.joined(separator: ", ") + "."
      let candidates = entries.flatMap { [$0.folder] + ($0.app.map { [$0] } ?? []) }
      if let given, let closest = Suggestions.closest(to: given, in: candidates) {
        text += " Did you mean '\(closest)'?"
      }
      return text
    }
  }

  private static func quoted(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }

  /// `name` inside `folder`, as a person would type it.
  private static func path(_ folder: String, _ name: String) -> String {
    folder == "." ? "./" + name : (folder as NSString).appendingPathComponent(name)
  }
}
