/// Where a deep link leads: a tab and the stack to build in it, optionally with a modal over it.
///
/// The path is the synthetic back stack: opening `demo://item/42` with
/// `DeepLinkTarget(tab: "tab1", path: [.secondary1, .item(42)])` leaves the user on `item(42)`
/// with `secondary1` and the tab's root beneath it, so back behaves as if they had tapped there.
public struct DeepLinkTarget<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The tab to select, or `nil` to stay on the selected tab (or the single flow).
  public var tab: TabID?
  /// The path to set above the tab's root.
  public var path: [Route]
  /// A modal to present over the tab once its stack is built.
  public var modal: Modal<Route>?

  /// Creates a target.
  public init(tab: TabID? = nil, path: [Route] = [], modal: Modal<Route>? = nil) {
    self.tab = tab
    self.path = path
    self.modal = modal
  }
}

extension DeepLinkTarget: Codable where Route: Codable {}
