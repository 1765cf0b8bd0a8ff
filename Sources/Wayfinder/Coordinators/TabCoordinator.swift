/// A tab coordinator: selects tabs, each of which owns a flow with its own stack.
///
/// Switching tabs keeps every tab's stack as it was. Selecting the selected tab pops it to its
/// root when ``NavigationRules/reselectPopsToRoot`` is set (the default).
///
/// ```swift
/// let tabs = app.tabs!
/// try tabs.flow("tab1").push(.secondary1)
/// try tabs.select("tab2")
/// try tabs.select("tab1")        // tab1 still shows secondary1
/// try tabs.select("tab1")        // re-selected: back at primary
/// ```
public struct TabCoordinator<Route: Hashable & Sendable>: Sendable {
  /// The navigator this coordinator acts through.
  public let navigator: Navigator<Route>

  /// Creates a tab coordinator over `navigator`.
  public init(_ navigator: Navigator<Route>) {
    self.navigator = navigator
  }

  /// The tabs in tab-bar order.
  public var tabs: [TabID] { navigator.state.home.tabIDs }

  /// The selected tab.
  public var selectedTab: TabID { navigator.state.home.selectedTab }

  /// Selects tab `id`.
  @discardableResult
  public func select(_ id: TabID) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.selectTab(id))
  }

  /// Adds `tab` to the tab bar at `index` (at the end by default): a tab that appears after a
  /// login.
  ///
  /// - Throws: ``NavigationError/invalidHome(_:)`` when the bar has the tab or no such place.
  @discardableResult
  public func add(_ tab: NavigationTab<Route>, at index: Int? = nil) throws(NavigationError)
    -> StateTransition<Route>
  {
    try navigator.send(.addTab(tab, at: index))
  }

  /// Removes tab `id`; when it was selected, the tab before it (or the first) is.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:available:)``, or
  ///   ``NavigationError/invalidHome(_:)`` for the last tab or a tab a held deep link leads to.
  @discardableResult
  public func remove(_ id: TabID) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.removeTab(id))
  }

  /// The flow coordinator of tab `id`.
  public func flow(_ id: TabID) -> FlowCoordinator<Route, Route> {
    FlowCoordinator(navigator, on: .tab(id))
  }

  /// The flow coordinator of tab `id`, typed by the tab's own page enum.
  public func flow<Page>(
    _ id: TabID,
    embed: @escaping @Sendable (Page) -> Route,
    extract: @escaping @Sendable (Route) -> Page?
  ) -> FlowCoordinator<Route, Page> {
    FlowCoordinator(navigator, on: .tab(id), embed: embed, extract: extract)
  }
}
