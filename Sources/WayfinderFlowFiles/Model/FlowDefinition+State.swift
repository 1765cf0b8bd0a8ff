public import Wayfinder

extension FlowDefinition {
  /// The navigation state the app starts in: home built from its tabs (or single flow), each at
  /// its root — for a split, the sidebar at its root and nothing selected — and the launch
  /// phase when `launching`.
  ///
  /// - Throws: `NavigationError` only for a definition that did not come from a clean load.
  public func initialState(launching: Bool = true) throws(NavigationError) -> NavigationState<
    ScreenRoute
  > {
    let phase: LaunchPhase<ScreenRoute> = launching ? .launching(screen: nil) : .home
    switch home {
    case .tabs(let ids):
      let tabs = ids.compactMap { id in
        flow(id.rawValue).map { NavigationTab(id, root: ScreenRoute($0.root)) }
      }
      return try NavigationState(tabs: tabs, phase: phase)
    case .flow(let name):
      let root = flow(name).map { ScreenRoute($0.root) } ?? ScreenRoute(name)
      return NavigationState(flow: TabID(name), root: root, phase: phase)
    case .split(let split):
      let root = flow(split.sidebar.rawValue).map { ScreenRoute($0.root) }
      return NavigationState(
        split: split, sidebar: root ?? ScreenRoute(split.sidebar.rawValue), phase: phase)
    }
  }
}
