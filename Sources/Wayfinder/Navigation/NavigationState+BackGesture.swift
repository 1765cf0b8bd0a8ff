/// The rules of a back gesture in progress (``BackGesture``), in one place.
///
/// - ``NavigationCommand/beginBack`` is refused exactly when ``NavigationCommand/back`` would be
///   (gates, required steps, an alert or dialog on top, a screen's back veto, the root of a
///   tab), when the screen on screen or the modal it would dismiss turns swipe back off, and
///   while a gesture is already in progress.
/// - ``NavigationCommand/completeBack`` does what ``NavigationCommand/back`` does;
///   ``NavigationCommand/cancelBack`` only clears the gesture. Both are refused when no gesture
///   is in progress.
/// - Meanwhile every other command is refused with
///   ``NavigationError/backGestureInProgress(action:)``, except what the app cannot hold back
///   (``NavigationCommand/cancelsBackGesture``, and every change of the interaction sequence),
///   which cancels the gesture first. A transaction is let through and each of its commands is
///   held to the same rule.
extension NavigationState {
  /// Why ``NavigationCommand/beginBack`` would be refused now, or `nil` when a back gesture may
  /// begin: for a UI to turn its swipe off. O(1) beside what the rules' callbacks cost.
  ///
  /// - Parameter rules: The rules the gesture is begun with.
  /// - Returns: The refusal the gesture would throw, or `nil`.
  @inlinable
  public func backGestureRefusal(rules: NavigationRules<Route> = .init()) -> NavigationError? {
    do throws(NavigationError) {
      _ = try applying(.beginBack, rules: rules)
      return nil
    } catch {
      return error
    }
  }

  /// Settles a back gesture in progress before `command`: lets the gesture's own commands and
  /// transactions through, cancels the gesture for what the app cannot hold back, and refuses
  /// the rest.
  @inlinable
  mutating func settleBackGesture(before command: NavigationCommand<Route>) throws(NavigationError)
  {
    guard backGesture != nil else { return }
    switch command {
    case .completeBack, .cancelBack, .transaction: return
    default:
      guard command.cancelsBackGesture else {
        throw .backGestureInProgress(action: command.description)
      }
      backGesture = nil
    }
  }

  /// Applies ``NavigationCommand/beginBack``, ``NavigationCommand/completeBack`` or
  /// ``NavigationCommand/cancelBack``.
  @inlinable
  mutating func reduceBackGesture(
    _ command: NavigationCommand<Route>, rules: NavigationRules<Route>
  ) throws(NavigationError) {
    switch command {
    case .beginBack:
      if backGesture != nil { throw .backGestureInProgress(action: command.description) }
      backGesture = try gestureBack(rules: rules)
    case .completeBack:
      guard backGesture != nil else { throw .noBackGesture(action: command.description) }
      backGesture = nil
      try goBack(for: .back, rules: rules)
    case .cancelBack:
      guard backGesture != nil else { throw .noBackGesture(action: command.description) }
      backGesture = nil
    default:
      try reduceCommand(command, rules: rules)
    }
  }

  /// The gesture ``NavigationCommand/back`` would complete now, or its refusal.
  @inlinable
  func gestureBack(rules: NavigationRules<Route>) throws(NavigationError) -> BackGesture<Route> {
    let after = try applying(.back, rules: rules).after
    guard let stack = visibleStack else {
      throw .launchInProgress(action: NavigationCommand<Route>.beginBack.description)
    }
    let leaving = stack.top
    if let off = rules.screensWithoutSwipeBack, off(leaving) {
      throw Self.swipeBackOff(leaving)
    }
    var dismissing: ModalID?
    if let modal = modals.last, !modal.stack.canGoBack {
      if rules.modalsWithoutSwipeBack.contains(modal.id) { throw .swipeBackOffModal(modal.id) }
      dismissing = modal.id
    }
    return BackGesture(
      leaving: leaving, owner: stack.owner, dismissing: dismissing, revealing: after.visibleRoute)
  }

  /// The refusal of a gesture on `screen`. Out of line: the inlined gesture only calls it.
  @usableFromInline
  static func swipeBackOff(_ screen: Route) -> NavigationError {
    .swipeBackOff(screen: RouteDescription.of(screen))
  }
}

extension NavigationCommand {
  /// Whether this command cancels a back gesture in progress rather than being refused by it:
  /// what the app cannot hold back while the user's finger is down — a deep link arriving,
  /// dismissing every modal (a log-out), the launch showing a screen or ending. Changes of the
  /// interaction sequence (a gate presenting) cancel it too. Every other command is refused
  /// with ``NavigationError/backGestureInProgress(action:)``.
  public var cancelsBackGesture: Bool {
    switch self {
    case .open, .dismissAll, .showLaunchScreen, .finishLaunch: true
    default: false
    }
  }
}
