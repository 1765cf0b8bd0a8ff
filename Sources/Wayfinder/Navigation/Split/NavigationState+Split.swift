/// A split home: columns, each a flow with its own stack, shown side by side in a regular width
/// and collapsed into one stack in a compact width.
///
/// The state holds what is selected and each column's stack; the width only says how they are
/// shown. Back walks the same order in both widths: it pops the last column with a selection,
/// and at that column's root clears its selection so the column before it is on top again —
/// the collapsed stack's Back, and in a regular width the Back of a list-detail pane whose
/// previous entries are the columns before it. Back at the sidebar's root is refused as at any
/// root.
extension NavigationState {
  /// Creates a state whose home is a split, with nothing selected for the columns after the
  /// sidebar yet.
  ///
  /// ```swift
  /// var state = try NavigationState(
  ///   split: NavigationSplit(sidebar: "folders", content: "messages", detail: "message"),
  ///   sidebar: Mail.folders)
  /// try state.apply(.select(.inbox, in: .content))
  /// ```
  ///
  /// - Parameters:
  ///   - split: The split's columns and the width it starts at.
  ///   - sidebar: The sidebar's root screen.
  ///   - path: Screens already pushed in the sidebar.
  ///   - phase: `.home` for a running app, `.launching(screen:)` before its launch sequence ends.
  public init(
    split: NavigationSplit, sidebar: Route, path: [Route] = [], phase: LaunchPhase<Route> = .home
  ) {
    var column = NavigationTab(split.sidebar, root: sidebar, path: path)
    column.stack.owner = .column(.sidebar, split.sidebar)
    let home = NavigationHome(
      layout: .split, tabs: [column], selectedTab: split.sidebar, split: split)
    self.init(phase: phase, home: home)
  }

  /// The width a split home is shown at, or `nil` when home is not a split.
  @inlinable
  public var splitWidth: SplitWidth? { home.split?.width }

  /// The stack of `column` of a split home, or `nil` when home is not a split, the split has
  /// no such column, or nothing is selected for it yet.
  @inlinable
  public subscript(column column: SplitColumn) -> PathStack<Route>? {
    guard let id = home.split?.flow(of: column) else { return nil }
    return home[id]
  }

  /// What is selected for `column`: the root of its stack. The sidebar's root is no
  /// selection, so `nil` for it, as for a column with nothing selected.
  @inlinable
  public func selection(in column: SplitColumn) -> Route? {
    column == .sidebar ? nil : self[column: column]?.root
  }

  /// The columns of a split home on screen at its width: every column side by side in a
  /// regular width (a column with nothing selected shows a placeholder), the column on top of
  /// the collapsed stack in a compact width. Empty when home is not a split.
  @inlinable
  public var visibleColumns: [SplitColumn] {
    guard let split = home.split else { return [] }
    switch split.width {
    case .regular: return split.columns
    case .compact: return split.column(showing: home.selectedTab).map { [$0] } ?? []
    }
  }

  /// The screens of a split home as one stack, bottom first: the sidebar's, then the content
  /// column's, then the detail's — what a compact width shows and the order Back walks back,
  /// in either width. Empty when home is not a split. O(screens).
  public var collapsedPath: [Route] {
    guard home.split != nil else { return [] }
    return home.tabs.flatMap { $0.stack.routes }
  }

  /// Applies a command on a split's columns: a selection or a width. With `edges`, the top of
  /// the column before the one selected in must declare selecting the route there.
  @inlinable
  mutating func reduceSplit(
    _ command: NavigationCommand<Route>, heldTo edges: DeclaredEdges<Route>? = nil
  ) throws(NavigationError) {
    switch command {
    case .select(let route, let column):
      guard let split = home.split else { throw .noSplit(action: command.description) }
      guard column != .sidebar else { throw .sidebarNotSelectable(action: command.description) }
      guard let id = split.flow(of: column), let position = split.columns.firstIndex(of: column)
      else { throw .noColumn(column, action: command.description) }
      if phase.isLaunching { throw .launchInProgress(action: command.description) }
      if let modal = modals.last {
        throw .blockedByModal(action: command.description, modal: modal.id)
      }
      guard position <= home.tabs.count else {
        throw .nothingSelected(split.columns[position - 1], action: command.description)
      }
      if let edges {
        try edges.checkSelect(route, in: column, from: home.tabs[position - 1].stack.top)
      }
      var tab = NavigationTab(id, root: route)
      tab.stack.owner = .column(column, id)
      home.tabs.removeSubrange(position...)
      home.tabs.append(tab)
      home.selectedTab = id
    case .setWidth(let width):
      guard home.split != nil else { throw .noSplit(action: command.description) }
      home.split?.width = width
    case .deselect(let column):
      guard let split = home.split else { throw .noSplit(action: command.description) }
      guard column != .sidebar else { throw .sidebarNotSelectable(action: command.description) }
      guard let position = split.columns.firstIndex(of: column) else {
        throw .noColumn(column, action: command.description)
      }
      if phase.isLaunching { throw .launchInProgress(action: command.description) }
      if let modal = modals.last {
        throw .blockedByModal(action: command.description, modal: modal.id)
      }
      guard position < home.tabs.count else { return }
      home.tabs.removeSubrange(position...)
      home.selectedTab = home.tabs[home.tabs.count - 1].id
    default:
      break
    }
  }

  /// The flow of `column` when a command may act on its stack now.
  @inlinable
  func columnFlow(
    _ column: SplitColumn, for command: NavigationCommand<Route>
  ) throws(NavigationError) -> TabID {
    guard let split = home.split else { throw .noSplit(action: command.description) }
    guard let id = split.flow(of: column) else {
      throw .noColumn(column, action: command.description)
    }
    guard home.tabs.contains(where: { $0.id == id }) else {
      throw .nothingSelected(column, action: command.description)
    }
    return id
  }

  /// Back at the root of a split's last column with a selection: clears that selection, so
  /// the column before it is on top again. Returns whether it did.
  @inlinable
  mutating func clearLastSelection() -> Bool {
    guard home.split != nil, home.tabs.count > 1, !home.tabs[home.tabs.count - 1].stack.canGoBack
    else { return false }
    home.tabs.removeLast()
    home.selectedTab = home.tabs[home.tabs.count - 1].id
    return true
  }

  /// Lands a deep link on a split home: builds every column when the link names them, or else
  /// the stack of the column it names (the last with a selection when it names none), clearing
  /// the columns after it, as Back would have to reach it; then presents the link's modal.
  @inlinable
  mutating func applyOnSplit(_ target: DeepLinkTarget<Route>, of split: NavigationSplit) {
    deepLinkReturn = nil
    if let columns = target.columns {
      apply(columns: columns, of: split)
    } else if let index = home.tabs.firstIndex(where: { $0.id == target.tab ?? home.selectedTab }) {
      home.tabs.removeSubrange((index + 1)...)
      home.selectedTab = home.tabs[index].id
      switch target.stack {
      case .reset: home.tabs[index].stack.replace(path: target.path)
      case .append: home.tabs[index].stack.push(contentsOf: target.path)
      case .keep: break
      }
    }
    presentModal(of: target)
  }

  /// Builds every column of a split home as a link to it asks: the sidebar's path, then the
  /// content's and the detail's screens, root first; a column left empty, and those after it,
  /// have nothing selected.
  @inlinable
  mutating func apply(columns link: SplitLink<Route>, of split: NavigationSplit) {
    home.tabs.removeSubrange(1...)
    home.tabs[0].stack.replace(path: link.sidebar)
    var selections: [(SplitColumn, [Route])] = [(.detail, link.detail)]
    if split.content != nil { selections.insert((.content, link.content), at: 0) }
    for (column, routes) in selections {
      guard let id = split.flow(of: column), let root = routes.first else { break }
      var tab = NavigationTab(id, root: root, path: Array(routes.dropFirst()))
      tab.stack.owner = .column(column, id)
      home.tabs.append(tab)
    }
    home.selectedTab = home.tabs[home.tabs.count - 1].id
  }

  /// Checks that a link to a split's columns fits this home.
  @inlinable
  func checkReachable(
    columns link: SplitLink<Route>, tab: TabID?, path: [Route], url: String
  ) throws(NavigationError) {
    let action = "open '\(url)'"
    guard let split = home.split else { throw .noSplit(action: action) }
    if tab != nil || !path.isEmpty {
      throw .invalidHome("a link to the columns of a split names no tab and no path")
    }
    if split.content == nil, !link.content.isEmpty { throw .noColumn(.content, action: action) }
    if split.content != nil, link.content.isEmpty, !link.detail.isEmpty {
      throw .nothingSelected(.content, action: action)
    }
  }
}
