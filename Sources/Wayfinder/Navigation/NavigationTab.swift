/// One tab of the home: its identifier and its own path stack.
///
/// Named so that it reads beside `import SwiftUI`, whose `Tab` is a view: in a file that imports
/// both, `Tab` is SwiftUI's and `NavigationTab` is this type, neither qualified.
public struct NavigationTab<Route: Hashable & Sendable>: Hashable, Sendable {
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

extension NavigationTab: Codable where Route: Codable {}
