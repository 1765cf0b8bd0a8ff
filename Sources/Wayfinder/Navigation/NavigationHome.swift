/// The app's home: its tabs (or single flow), each with its own stack, and the selected one.
///
/// Read and write a tab's stack by its identifier:
///
/// ```swift
/// state.home[.tab1]?.path = [.secondary1]
/// ```
public struct NavigationHome<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Whether home shows a tab bar or a single flow.
  public var layout: HomeLayout
  /// The tabs in tab-bar order. A single-flow home has exactly one, named after the flow.
  public var tabs: [NavigationTab<Route>]
  /// The selected tab; its stack is the one on screen when no modal is presented.
  public var selectedTab: TabID

  /// Creates a home. Prefer the initializers of ``NavigationState``, which check the tabs.
  public init(layout: HomeLayout, tabs: [NavigationTab<Route>], selectedTab: TabID) {
    self.layout = layout
    self.tabs = tabs
    self.selectedTab = selectedTab
  }

  /// The identifiers of the tabs, in order.
  @inlinable
  public var tabIDs: [TabID] { tabs.map { $0.id } }

  /// The stack of tab `id`, or `nil` when there is no such tab. Setting `nil` changes nothing.
  @inlinable
  public subscript(id: TabID) -> PathStack<Route>? {
    get { tabs.first { $0.id == id }?.stack }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0.id == id }) else { return }
      tabs[index].stack = newValue
    }
  }

  /// The stack of the selected tab.
  @inlinable
  public var selectedStack: PathStack<Route>? { self[selectedTab] }

  /// The owner to name in messages about tab `id`: the tab, or the single flow.
  func owner(of id: TabID) -> StackOwner {
    layout == .tabs ? .tab(id) : .flow(id)
  }
}

extension NavigationHome: Codable where Route: Codable {}

/// The former name of ``NavigationHome``.
@available(*, deprecated, renamed: "NavigationHome")
public typealias Home = NavigationHome
