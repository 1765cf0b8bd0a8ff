/// A flow coordinator: owns one stack (a tab's, the home flow's, or a modal flow's) and pushes
/// and pops typed pages on it.
///
/// A flow coordinator is a view onto a ``Navigator``; it keeps no state of its own. Its page
/// type may be the app's route type, or a narrower per-flow enum embedded in it:
///
/// ```swift
/// enum Tab1Page: Hashable, Sendable { case primary, secondary1, secondary2, tertiary }
/// enum AppRoute: Hashable, Sendable { case tab1(Tab1Page), tab2(Tab2Page) }
///
/// let tab1 = FlowCoordinator<AppRoute, Tab1Page>(
///   navigator, on: .tab("tab1"),
///   embed: AppRoute.tab1,
///   extract: { if case .tab1(let page) = $0 { page } else { nil } })
/// try tab1.push(.secondary1)
/// ```
///
/// Every method throws the ``NavigationError`` the transition function throws, with the state
/// unchanged.
public struct FlowCoordinator<Route: Hashable & Sendable, Page: Hashable & Sendable>: Sendable {
  /// The navigator this coordinator acts through.
  public let navigator: Navigator<Route>
  /// The stack this coordinator owns.
  public let target: StackTarget
  private let embed: @Sendable (Page) -> Route
  private let extract: @Sendable (Route) -> Page?

  /// Creates a coordinator for the stack `target` whose pages embed into the app's routes.
  public init(
    _ navigator: Navigator<Route>,
    on target: StackTarget,
    embed: @escaping @Sendable (Page) -> Route,
    extract: @escaping @Sendable (Route) -> Page?
  ) {
    self.navigator = navigator
    self.target = target
    self.embed = embed
    self.extract = extract
  }

  /// The stack as it is now; `nil` when the target does not exist (a dismissed modal).
  public var stack: PathStack<Route>? { Self.stack(for: target, in: navigator.state) }

  /// The root page.
  public var root: Page? { stack.flatMap { extract($0.root) } }
  /// The pages above the root, bottom first (routes of other page types are skipped).
  public var path: [Page] { stack?.path.compactMap(extract) ?? [] }
  /// The page on top.
  public var top: Page? { stack.flatMap { extract($0.top) } }
  /// Whether there is a page above the root.
  public var canGoBack: Bool { stack?.canGoBack ?? false }

  /// Pushes `page`.
  @discardableResult
  public func push(_ page: Page) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.push(embed(page), on: target))
  }

  /// Pushes `pages` in order.
  @discardableResult
  public func push(contentsOf pages: [Page]) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.pushAll(pages.map(embed), on: target))
  }

  /// Pops the top page.
  @discardableResult
  public func pop() throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.pop(count: 1, on: target))
  }

  /// Pops `count` pages.
  @discardableResult
  public func pop(count: Int) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.pop(count: count, on: target))
  }

  /// Pops back to the last occurrence of `page`.
  @discardableResult
  public func pop(to page: Page) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.popTo(embed(page), on: target))
  }

  /// Pops back to the topmost page that satisfies `predicate`.
  @discardableResult
  public func pop(
    to predicate: @escaping (Page) -> Bool
  ) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send { state throws(NavigationError) in
      guard let stack = Self.stack(for: target, in: state) else {
        throw Self.missingStack(target, in: state)
      }
      let match = stack.routes.last { route in extract(route).map(predicate) ?? false }
      guard let match else { throw .noMatchOnStack(owner: stack.owner) }
      return .popTo(match, on: target)
    }
  }

  /// Pops back to the root.
  @discardableResult
  public func popToRoot() throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.popToRoot(on: target))
  }

  /// Replaces the whole path above the root.
  @discardableResult
  public func setPath(_ pages: [Page]) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.setPath(pages.map(embed), on: target))
  }

  /// The app's route for `page`: to name this flow's pages in commands of a transaction.
  ///
  /// ```swift
  /// try navigator.perform([.selectTab("tab2"), .push(tab2.route(for: .detail), on: tab2.target)])
  /// ```
  public func route(for page: Page) -> Route { embed(page) }

  /// A screen coordinator for the page on top of this flow, to present modals from it.
  public func screen(_ page: Page) -> ScreenCoordinator<Route> {
    ScreenCoordinator(navigator, route: embed(page), in: target)
  }

  /// Why `target` names no stack in `state`.
  static func missingStack(_ target: StackTarget, in state: NavigationState<Route>)
    -> NavigationError
  {
    switch target {
    case .visible: .launchInProgress(action: "pop")
    case .tab(let id): .unknownTab(id.rawValue, available: state.home.tabIDs)
    case .modal(let id): .modalNotPresented(id)
    case .column(let column):
      state.home.split == nil
        ? .noSplit(action: "pop") : .nothingSelected(column, action: "pop")
    }
  }

  static func stack(for target: StackTarget, in state: NavigationState<Route>) -> PathStack<Route>?
  {
    switch target {
    case .visible: state.visibleStack
    case .tab(let id): state.home[id]
    case .modal(let id): state.modals.last { $0.id == id }?.stack
    case .column(let column): state[column: column]
    }
  }
}

extension FlowCoordinator where Page == Route {
  /// Creates a coordinator for the stack `target` whose pages are the app's routes.
  public init(_ navigator: Navigator<Route>, on target: StackTarget) {
    self.init(navigator, on: target, embed: { $0 }, extract: { $0 })
  }
}
