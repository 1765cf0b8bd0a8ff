/// The app-wide rules the transition function follows: tab re-selection, deep links, and
/// optionally the navigation a flow declares.
public struct NavigationRules<Route: Hashable & Sendable>: Sendable {
  /// Whether selecting the already selected tab pops it to its root (the platform default).
  public var reselectPopsToRoot: Bool
  /// How URLs opened with ``NavigationCommand/open(url:)`` resolve.
  public var deepLinks: DeepLinkRouter<Route>
  /// The navigation the flow declares, to which forward navigation is held: a push, path or
  /// present that no declared action does is refused with
  /// ``NavigationError/undeclaredNavigation(screen:command:nearest:)``. `nil` (the default)
  /// checks nothing and costs nothing.
  public var declaredEdges: DeclaredEdges<Route>?
  /// Why a screen keeps the user from going back (an unsaved form asking "Discard changes?"),
  /// or `nil` when it does not: called with the screen ``NavigationCommand/back`` would leave.
  /// A refused back throws ``NavigationError/backVetoed(screen:reason:)``; a UI asks
  /// ``NavigationState/backRefusal(rules:)`` to hide its back button or hold its back gesture.
  /// Only ``NavigationCommand/back``, the user's own back, asks: a pop or a dismiss the app
  /// sends is the app's decision. Keep it a function of what the app knows now, so that the
  /// same state gives the same answer. `nil` (the default) holds nothing.
  public var backVeto: (@Sendable (Route) -> String?)?
  /// Whether a screen turns the back gesture off (`swipeBack: false` in a flow's files): a
  /// ``NavigationCommand/beginBack`` on it is refused with
  /// ``NavigationError/swipeBackOff(screen:)``, while ``NavigationCommand/back`` (a back
  /// button) still goes back. `nil` (the default) turns it off nowhere.
  public var screensWithoutSwipeBack: (@Sendable (Route) -> Bool)? = nil
  /// The modals a back gesture may not dismiss (a sheet that cannot be pulled down): a
  /// ``NavigationCommand/beginBack`` that would dismiss one is refused with
  /// ``NavigationError/swipeBackOffModal(_:)``. Popping inside their stacks is not affected.
  public var modalsWithoutSwipeBack: Set<ModalID> = []

  /// Creates rules.
  ///
  /// - Parameters:
  ///   - reselectPopsToRoot: Whether selecting the selected tab pops it to its root.
  ///   - deepLinks: How URLs resolve.
  ///   - declaredEdges: The navigation the flow declares, to hold forward navigation to; `nil`
  ///     for none.
  ///   - backVeto: Why a screen keeps the user from going back, or `nil` when it does not.
  public init(
    reselectPopsToRoot: Bool = true, deepLinks: DeepLinkRouter<Route> = .init(),
    declaredEdges: DeclaredEdges<Route>? = nil, backVeto: (@Sendable (Route) -> String?)? = nil
  ) {
    self.reselectPopsToRoot = reselectPopsToRoot
    self.deepLinks = deepLinks
    self.declaredEdges = declaredEdges
    self.backVeto = backVeto
  }
}
