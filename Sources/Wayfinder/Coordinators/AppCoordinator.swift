/// The whole-app coordinator: owns the launch phase, the home (a tab bar or a single flow), the
/// modals over everything, and deep links.
///
/// ```swift
/// let app = AppCoordinator(
///   try NavigationState(tabs: [NavigationTab("tab1", root: .primary), NavigationTab("tab2", root: .settings)],
///                       phase: .launching(screen: .splash)),
///   rules: NavigationRules(deepLinks: links))
/// try app.open("demo://item/42")   // held: the app is launching
/// try app.finishLaunch()           // home appears, then item 42 is shown in tab1
/// ```
public struct AppCoordinator<Route: Hashable & Sendable>: Sendable {
  /// The navigator holding the app's state.
  public let navigator: Navigator<Route>

  /// Creates an app coordinator with a navigator of its own.
  public init(_ state: NavigationState<Route>, rules: NavigationRules<Route> = .init()) {
    self.navigator = Navigator(state, rules: rules)
  }

  /// Creates an app coordinator over an existing navigator.
  public init(navigator: Navigator<Route>) {
    self.navigator = navigator
  }

  /// The current state.
  public var state: NavigationState<Route> { navigator.state }

  /// Launching or showing home.
  public var phase: LaunchPhase<Route> { navigator.state.phase }

  /// The tab coordinator, or `nil` when home is a single flow.
  public var tabs: TabCoordinator<Route>? {
    navigator.state.home.layout == .tabs ? TabCoordinator(navigator) : nil
  }

  /// The coordinator of the home flow, or `nil` when home is a tab bar.
  public var homeFlow: FlowCoordinator<Route, Route>? {
    let home = navigator.state.home
    return home.layout == .flow ? FlowCoordinator(navigator, on: .tab(home.selectedTab)) : nil
  }

  /// The coordinator of whatever stack is on screen.
  public var visibleFlow: FlowCoordinator<Route, Route> { FlowCoordinator(navigator, on: .visible) }

  /// Shows `screen` beneath the launch modals (or a blank launch screen for `nil`).
  @discardableResult
  public func showLaunchScreen(_ screen: Route?) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.showLaunchScreen(screen))
  }

  /// Ends the launch: home appears, then any deep link that arrived meanwhile is applied.
  @discardableResult
  public func finishLaunch() throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.finishLaunch)
  }

  /// Opens a deep link; during launch it is held until home appears.
  @discardableResult
  public func open(_ url: String) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.open(url: url))
  }

  /// Presents `modal` over whatever is on screen.
  @discardableResult
  public func present(_ modal: Modal<Route>) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.present(modal))
  }

  /// Dismisses the topmost modal.
  @discardableResult
  public func dismiss() throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.dismiss)
  }

  /// Presents `modal`, or when it is up already, dismisses the modals over it so that it is on
  /// screen again.
  @discardableResult
  public func presentOrReveal(_ modal: Modal<Route>) throws(NavigationError)
    -> StateTransition<Route>
  {
    try navigator.send(.presentOrReveal(modal))
  }

  /// Goes back as a system back does: pops the stack on screen, or dismisses the top modal.
  @discardableResult
  public func back() throws(NavigationError) -> StateTransition<Route> {
    try navigator.back()
  }

  /// Applies `commands` as one transition, all or none (``Navigator/perform(_:)``).
  @discardableResult
  public func perform(_ commands: [NavigationCommand<Route>]) throws(NavigationError)
    -> StateTransition<Route>
  {
    try navigator.perform(commands)
  }

  /// Dismisses every modal.
  @discardableResult
  public func dismissAll() throws(NavigationError) -> StateTransition<Route> {
    try navigator.send(.dismissAll)
  }

  /// Calls `observer` with every transition until the observation is cancelled or released.
  public func observe(
    _ observer: @escaping @Sendable (StateTransition<Route>) -> Void
  ) -> ObservationToken {
    navigator.observe(observer)
  }
}
