/// One tab of the home: its identifier and its own path stack.
///
/// SwiftUI (iOS 18, macOS 15) declares a `Tab` view too. In a file that imports both modules,
/// calls resolve by their arguments — `Tab("tab1", root: .primary)` is this type,
/// `Tab("Home", systemImage: "house") { … }` SwiftUI's — but a type annotation must say which
/// one: `Wayfinder.Tab<AppRoute>`. Wayfinder declares no type named `Wayfinder`, so the module
/// name always qualifies.
public struct Tab<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The tab's identifier.
  public var id: TabID
  /// The tab's stack, kept as it is while other tabs are selected.
  public var stack: PathStack<Route>

  /// Creates a tab with its own stack rooted at `root`.
  public init(_ id: TabID, root: Route, path: [Route] = []) {
    self.id = id
    self.stack = PathStack(root: root, path: path, owner: .tab(id))
  }
}

extension Tab: Codable where Route: Codable {}
