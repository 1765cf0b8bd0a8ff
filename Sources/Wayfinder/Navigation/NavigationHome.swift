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
  /// The columns of a split home and its width; `nil` unless ``layout`` is
  /// ``HomeLayout/split``. A split keeps the stacks of its columns in ``tabs``, the sidebar's
  /// first, one for each column with a selection; the last is selected.
  public var split: NavigationSplit?

  /// Creates a home. Prefer the initializers of ``NavigationState``, which check the tabs.
  public init(
    layout: HomeLayout, tabs: [NavigationTab<Route>], selectedTab: TabID,
    split: NavigationSplit? = nil
  ) {
    self.layout = layout
    self.tabs = tabs
    self.selectedTab = selectedTab
    self.split = split
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

  /// The owner to name in messages about tab `id`: the tab, the single flow, or the column.
  @inlinable
  func owner(of id: TabID) -> StackOwner {
    switch layout {
    case .tabs: .tab(id)
    case .flow: .flow(id)
    case .split: .column(split?.column(showing: id) ?? .detail, id)
    }
  }
}

extension NavigationHome: Codable where Route: Codable {}

/// The former name of ``NavigationHome``.
@available(*, deprecated, renamed: "NavigationHome")
public typealias Home = NavigationHome
