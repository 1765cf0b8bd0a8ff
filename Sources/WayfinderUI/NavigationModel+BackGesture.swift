public import Wayfinder

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// The back gesture in progress, if any: a host draws `BackGesture.revealing` under the
  /// screen sliding away. Reading it tracks ``state``.
  public var backGesture: BackGesture<Route>? { state.backGesture }

  /// Whether ``beginBack()`` would begin a gesture now: bind a stack's swipe-back or a sheet's
  /// `interactiveDismissDisabled` to its negation. Reading it tracks ``state``.
  public var canSwipeBack: Bool { backGestureRefusal == nil }

  /// Why ``beginBack()`` would be refused now (back is refused, or swipe back is off), or `nil`.
  public var backGestureRefusal: NavigationError? {
    state.backGestureRefusal(rules: navigator.rules)
  }

  /// Reports that the user's finger went down on a back gesture (an edge swipe, a predictive
  /// back, a sheet being pulled). A refusal is reported.
  ///
  /// - Returns: Whether the gesture began.
  @discardableResult
  public func beginBack() -> Bool { send(.beginBack) }

  /// Reports that the user's finger went down on a back gesture on `screen`, the screen the
  /// host showed on top. When the model's screen on top is another — the host had not drawn a
  /// change yet (a prompt coming up, a push) — the gesture is refused with
  /// ``NavigationRefusal/staleGesture(_:)``: it would take away a screen the user never saw.
  ///
  /// - Returns: Whether the gesture began.
  @discardableResult
  public func beginBack(on screen: Route) -> Bool {
    refresh()
    guard state.visibleStack?.top == screen else {
      report(.staleGesture(RouteDescription.of(screen)))
      return false
    }
    return beginBack()
  }

  /// Reports that the gesture in progress completed: the core goes back as ``back()`` does.
  ///
  /// - Returns: Whether the engine went back.
  @discardableResult
  public func completeBack() -> Bool { send(.completeBack) }

  /// Reports that the gesture in progress was cancelled (the finger went back): nothing else
  /// changes.
  ///
  /// - Returns: Whether a gesture was cancelled.
  @discardableResult
  public func cancelBack() -> Bool { send(.cancelBack) }
}
