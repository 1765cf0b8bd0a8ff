extension NavigationState {
  /// What a window's state holds for the app rather than for the window: the launch phase, a
  /// held deep link, whether interactions are still to come, and the interactions' modals with
  /// whatever was presented over them. It shows in the active window and moves with the user.
  struct AppPart: Sendable {
    var phase: LaunchPhase<Route>
    var pendingDeepLink: PendingDeepLink<Route>?
    var interactionsPending: Bool
    var modals: [Modal<Route>]
  }

  /// Takes the app's part out of this window, leaving it at home with its own modals; a back
  /// gesture in progress is cancelled, as a window that stops being active cancels one.
  /// O(modals).
  mutating func removeAppPart() -> AppPart {
    let first = modals.firstIndex { $0.interaction != nil } ?? modals.endIndex
    let part = AppPart(
      phase: phase, pendingDeepLink: pendingDeepLink, interactionsPending: interactionsPending,
      modals: Array(modals[first...]))
    modals.removeSubrange(first...)
    phase = .home
    pendingDeepLink = nil
    interactionsPending = false
    backGesture = nil
    return part
  }

  /// Puts the app's part into this window, over its own modals. The window's own alert or
  /// dialog closes first when an interaction's modal comes over it, as it does when a gate
  /// presents: an alert is always on top. O(modals).
  mutating func insertAppPart(_ part: AppPart) {
    backGesture = nil
    phase = part.phase
    pendingDeepLink = part.pendingDeepLink
    interactionsPending = part.interactionsPending
    guard !part.modals.isEmpty else { return }
    if let top = modals.last, top.style.isDialog { modals.removeLast() }
    modals += part.modals
  }

  /// Whether the window holds nothing of the app's part. O(modals).
  var holdsNoAppPart: Bool {
    !phase.isLaunching && pendingDeepLink == nil && !interactionsPending
      && !modals.contains { $0.interaction != nil }
  }

  /// Whether a stack of this window — of its home or of one of its modals — holds `route`.
  /// O(routes on its stacks).
  func holds(_ route: Route) -> Bool {
    home.tabs.contains { $0.stack.holds(route) } || modals.contains { $0.stack.holds(route) }
  }
}

extension PathStack {
  /// Whether the stack holds `route`, at its root or on its path. O(depth).
  fileprivate func holds(_ route: Route) -> Bool {
    root == route || path.contains(route)
  }
}

extension Modal {
  /// Whether this modal hides the app in every window, not only in its own: a gate, or a
  /// required step shown full screen (the passcode). O(1).
  var coversEveryWindow: Bool {
    guard let role = interaction?.role else { return false }
    return role == .gate || (role == .required && style == .fullScreen)
  }
}
