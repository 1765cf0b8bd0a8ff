/// The fields of a ``NavigationState``.
///
/// Kept in a ``CopyOnWriteBox`` so that copies of a state share them until one copy changes.
@usableFromInline
struct NavigationStateFields<Route: Hashable & Sendable>: Sendable {
  @usableFromInline var phase: LaunchPhase<Route>
  @usableFromInline var home: NavigationHome<Route>
  @usableFromInline var modals: [Modal<Route>]
  @usableFromInline var pendingDeepLink: PendingDeepLink<Route>?
  @usableFromInline var interactionsPending: Bool
  @usableFromInline var deepLinkReturn: DeepLinkReturn?

  @inlinable
  init(
    phase: LaunchPhase<Route>, home: NavigationHome<Route>, modals: [Modal<Route>],
    pendingDeepLink: PendingDeepLink<Route>?, interactionsPending: Bool,
    deepLinkReturn: DeepLinkReturn?
  ) {
    self.phase = phase
    self.home = home
    self.modals = modals
    self.pendingDeepLink = pendingDeepLink
    self.interactionsPending = interactionsPending
    self.deepLinkReturn = deepLinkReturn
  }
}
