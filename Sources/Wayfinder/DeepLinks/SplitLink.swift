/// Where a deep link leads in a split home: the screens of every column.
///
/// Each column's screens are its back stack, as a tab link's path is: opening
/// `mail://inbox/7` with `SplitLink(content: [.inbox], detail: [.message(7)])` shows message 7
/// in the detail, the inbox in the content column, and Back walks from the message to the inbox
/// to the sidebar in a compact width as in a regular one.
public struct SplitLink<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The screens to set above the sidebar's root.
  public var sidebar: [Route]
  /// The content column's screens, its root (the sidebar's selection) first; empty to select
  /// nothing there, and then nothing in the detail.
  public var content: [Route]
  /// The detail's screens, its root (the selection before it) first; empty to select nothing.
  public var detail: [Route]

  /// Creates the columns of a link.
  ///
  /// - Parameters:
  ///   - sidebar: The screens above the sidebar's root.
  ///   - content: The content column's screens, root first (none for a two-column split).
  ///   - detail: The detail's screens, root first.
  public init(sidebar: [Route] = [], content: [Route] = [], detail: [Route] = []) {
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
  }
}

extension SplitLink: Codable where Route: Codable {}
