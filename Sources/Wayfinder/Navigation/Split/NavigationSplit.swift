/// The columns of a split home — the flow each column shows — and the width it is shown at.
///
/// A split home keeps one stack per column in ``NavigationHome/tabs``, in column order: the
/// sidebar's always, then the content's and the detail's once something is selected for them.
/// The last of them is the selected one (``NavigationHome/selectedTab``): the column Back acts
/// on and commands on ``StackTarget/visible`` reach.
///
/// ```swift
/// let split = try NavigationSplit(sidebar: "folders", content: "messages", detail: "message")
/// ```
public struct NavigationSplit: Hashable, Sendable, Codable {
  /// The flow of the sidebar column.
  public var sidebar: TabID
  /// The flow of the content column, or `nil` for a two-column split.
  public var content: TabID?
  /// The flow of the detail column.
  public var detail: TabID
  /// Whether the columns stand side by side or collapse into one stack.
  public var width: SplitWidth

  /// Creates the columns of a split.
  ///
  /// - Parameters:
  ///   - sidebar: The sidebar's flow.
  ///   - content: The content column's flow; `nil` for a two-column split.
  ///   - detail: The detail column's flow.
  ///   - width: The width the split starts at.
  /// - Throws: ``NavigationError/invalidHome(_:)`` when two columns name the same flow.
  public init(
    sidebar: TabID, content: TabID? = nil, detail: TabID, width: SplitWidth = .regular
  ) throws(NavigationError) {
    let ids = [sidebar] + (content.map { [$0] } ?? []) + [detail]
    if let twice = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
      throw .invalidHome("flow '\(twice)' shows in two columns of the split")
    }
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
    self.width = width
  }

  /// The split's columns in order: the sidebar, the content column when there is one, the
  /// detail.
  public var columns: [SplitColumn] {
    content == nil ? [.sidebar, .detail] : [.sidebar, .content, .detail]
  }

  /// The flow column `column` shows, or `nil` for the content column of a two-column split.
  public func flow(of column: SplitColumn) -> TabID? {
    switch column {
    case .sidebar: sidebar
    case .content: content
    case .detail: detail
    }
  }

  /// Whether `other` shows the same flow in each column, whatever its width.
  public func sameColumns(as other: NavigationSplit) -> Bool {
    sidebar == other.sidebar && content == other.content && detail == other.detail
  }

  /// The column showing flow `id`, or `nil` when no column shows it.
  public func column(showing id: TabID) -> SplitColumn? {
    if id == sidebar { return .sidebar }
    if id == content { return .content }
    if id == detail { return .detail }
    return nil
  }
}
