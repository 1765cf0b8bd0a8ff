/// A screen coordinator: one screen that presents modals over itself and dismisses them.
///
/// ```swift
/// let profile = tabs.flow("tab2").screen(.profile)
/// try profile.present(.screen(.editProfile, id: "edit"))
/// try profile.dismissPresented()
/// ```
///
/// A screen can present only while it is the screen on top; otherwise presenting throws
/// ``NavigationError/notOnScreen(route:)``.
public struct ScreenCoordinator<Route: Hashable & Sendable>: Sendable {
  /// The navigator this coordinator acts through.
  public let navigator: Navigator<Route>
  /// The screen.
  public let route: Route
  /// The stack the screen lives in: a tab's or a modal's (``StackTarget/visible`` is resolved to
  /// one of those when the coordinator is created).
  public let context: StackTarget

  /// Creates a coordinator for `route` living in the stack `context`.
  public init(_ navigator: Navigator<Route>, route: Route, in context: StackTarget) {
    self.navigator = navigator
    self.route = route
    if context == .visible {
      let state = navigator.state
      if let modal = state.modals.last {
        self.context = .modal(modal.id)
      } else {
        self.context = .tab(state.home.selectedTab)
      }
    } else {
      self.context = context
    }
  }

  /// Whether this screen is the one on screen: on top of its stack, with nothing over it.
  public var isOnScreen: Bool { Self.isOnScreen(route, in: context, state: navigator.state) }

  /// The modal this screen presented, if it is still up: the modal presented over the screen
  /// while it was on top of its stack. Another screen's modal, and a modal of the interaction
  /// sequence, are not this screen's.
  public var presented: Modal<Route>? {
    let state = navigator.state
    guard let index = Self.presentedIndex(of: route, in: context, state: state) else {
      return nil
    }
    return state.modals[index]
  }

  /// Presents `modal` over this screen.
  ///
  /// - Throws: ``NavigationError/notOnScreen(route:)`` when the screen is not on top, or what
  ///   presenting throws (``NavigationError/modalAlreadyPresented(_:)``).
  @discardableResult
  public func present(_ modal: Modal<Route>) throws(NavigationError) -> StateTransition<Route> {
    try navigator.send { state throws(NavigationError) in
      guard Self.isOnScreen(route, in: context, state: state) else {
        throw .notOnScreen(route: RouteDescription.of(route))
      }
      return .present(modal)
    }
  }

  /// Presents a modal flow over this screen and returns the coordinator of its stack.
  @discardableResult
  public func presentFlow(
    _ root: Route, id: ModalID, style: PresentationStyle = .sheet
  ) throws(NavigationError) -> FlowCoordinator<Route, Route> {
    try present(.flow(root, id: id, style: style))
    return FlowCoordinator(navigator, on: .modal(id))
  }

  /// Dismisses the modal this screen presented, with any modal presented over it.
  ///
  /// - Throws: ``NavigationError/noModalPresented(action:)`` when this screen presents nothing.
  @discardableResult
  public func dismissPresented() throws(NavigationError) -> StateTransition<Route> {
    try navigator.send { state throws(NavigationError) in
      guard let index = Self.presentedIndex(of: route, in: context, state: state) else {
        throw .noModalPresented(action: "dismiss what '\(RouteDescription.of(route))' presented")
      }
      return .dismissModal(state.modals[index].id)
    }
  }

  static func isOnScreen(_ route: Route, in context: StackTarget, state: NavigationState<Route>)
    -> Bool
  {
    switch context {
    case .visible:
      return state.visibleRoute == route
    case .tab(let id):
      guard !state.phase.isLaunching, state.modals.isEmpty, state.home.selectedTab == id else {
        return false
      }
      return state.home[id]?.top == route
    case .modal(let id):
      guard let modal = state.modals.last, modal.id == id else { return false }
      return modal.stack.top == route
    case .column(let column):
      guard !state.phase.isLaunching, state.modals.isEmpty else { return false }
      return state[column: column]?.top == route
    }
  }

  /// The index in the modal stack of the modal `route`, living in `context`, presented. While
  /// a modal is up nothing beneath it moves (the tab bar and the stacks under it are blocked),
  /// so the screen that presented the modal just above a stack is still that stack's top: the
  /// selected tab's for the first modal, the modal's own for the one above it.
  static func presentedIndex(
    of route: Route, in context: StackTarget, state: NavigationState<Route>
  ) -> Int? {
    let index: Int
    switch context {
    case .visible:
      return nil
    case .tab(let id):
      guard !state.phase.isLaunching, state.home.selectedTab == id, state.home[id]?.top == route
      else { return nil }
      index = 0
    case .modal(let id):
      guard let own = state.modals.firstIndex(where: { $0.id == id }),
        state.modals[own].stack.top == route
      else { return nil }
      index = own + 1
    case .column(let column):
      guard !state.phase.isLaunching, state[column: column]?.top == route else { return nil }
      index = 0
    }
    guard state.modals.indices.contains(index), state.modals[index].interaction == nil else {
      return nil
    }
    return index
  }
}
