internal import Wayfinder

extension StateRestorer {
  /// Home as the app's split: the sidebar keeping what fits of its saved stack, then each
  /// column after it that had a selection, in order, as long as what it selected still fits
  /// — a route the app has, which an action or a link of the app selects there — with its
  /// stack cut where a route stops fitting, as a tab's is; from the first column whose
  /// selection no longer fits, nothing is selected (a warning says so). The width is the one
  /// saved, or the app's for a state saved before its home was a split.
  mutating func splitHome(
    _ saved: SavedNavigation, split app: NavigationSplit, phase: LaunchPhase<Route>
  ) throws(NavigationError) -> NavigationState<Route> {
    var split = app
    if let width = saved.split?.width { split.width = width }
    let flows = split.columns.compactMap { split.flow(of: $0) }
    var stacks: [TabID: SavedNavigation.Stack] = [:]
    for stack in saved.tabs {
      if stacks[stack.id] != nil {
        warnings.append(.tabDropped(stack.id, problem: .duplicateTab(stack.id), selected: nil))
      } else if flows.contains(stack.id) {
        stacks[stack.id] = stack
      } else {
        warnings.append(.tabDropped(stack.id, problem: .unknownTab(stack.id), selected: nil))
      }
    }
    guard let sidebarRoot = context.roots.first(where: { $0.id == split.sidebar })?.root else {
      return try context.freshHome()
    }
    let sidebarPath = stacks[split.sidebar].map {
      stackFitting(
        root: $0.root, path: $0.path, expected: sidebarRoot,
        owner: .column(.sidebar, split.sidebar), tab: split.sidebar
      ).path
    }
    var state = NavigationState(
      split: split, sidebar: sidebarRoot, path: sidebarPath ?? [], phase: phase)
    let selectable = split.columns.dropFirst()
    for (index, column) in selectable.enumerated() {
      guard let id = split.flow(of: column), let stack = stacks[id] else { break }
      let root: Route
      switch context.route(stack.root) {
      case .success(let checked)
      where !context.allows(checked.screenRoute.screen, selectedIn: column):
        let problem = RestoreProblem.notSelectable(checked.screenRoute.screen, column: column)
        clearSelection(column, problem, after: selectable.dropFirst(index + 1), of: stacks, split)
        return state
      case .success(let checked):
        root = checked
      case .failure(let problem):
        clearSelection(column, problem, after: selectable.dropFirst(index + 1), of: stacks, split)
        return state
      }
      let fitted = stackFitting(
        root: stack.root, path: stack.path, expected: root, owner: .column(column, id), tab: id)
      var tab = NavigationTab(id, root: root, path: fitted.path)
      tab.stack.owner = .column(column, id)
      state.home.tabs.append(tab)
      state.home.selectedTab = id
    }
    return state
  }

  /// Warns that `column`'s selection no longer fits (`problem`), naming the columns after it
  /// that had a selection, which go with it.
  private mutating func clearSelection(
    _ column: SplitColumn, _ problem: RestoreProblem, after rest: ArraySlice<SplitColumn>,
    of stacks: [TabID: SavedNavigation.Stack], _ split: NavigationSplit
  ) {
    let also = rest.filter { split.flow(of: $0).map { stacks[$0] != nil } ?? false }
    warnings.append(.selectionCleared(column, problem: problem, alsoCleared: Array(also)))
  }
}
