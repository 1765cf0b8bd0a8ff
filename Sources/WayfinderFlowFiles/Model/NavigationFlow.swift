/// A named flow of screens with its own root (`flows: { tab1: { title, root, screens } }`).
///
/// A flow becomes a tab (or the home flow) when `home:` names it; its screens may also be pushed
/// from anywhere else in the app.
public struct NavigationFlow: Hashable, Sendable {
  /// The flow's identifier, which is also its tab's identifier.
  public var id: String
  /// The title shown in the tab bar; the identifier when none is given.
  public var title: String
  /// The screen at the bottom of the flow's stack.
  public var root: String
  /// The flow's screens in declaration order.
  public var screens: [String]
  /// Where the flow is declared.
  public var location: FileLocation
  /// Where the root is named.
  var rootLocation: FileLocation?

  /// Creates a flow.
  package init(id: String, title: String, root: String, screens: [String], location: FileLocation) {
    self.id = id
    self.title = title
    self.root = root
    self.screens = screens
    self.location = location
  }
}

/// The former name of ``NavigationFlow``.
@available(*, deprecated, renamed: "NavigationFlow")
public typealias Flow = NavigationFlow
