/// The fields of a ``NavigationState``.
///
/// Kept in a ``CopyOnWriteBox`` so that copies of a state share them until one copy changes.
///
/// The deep-link fields, rarely set, are boxed again: a command's first change copies the
/// fields, and a pending link (with its target's modal) and a return point would otherwise be
/// most of what it copies, word by word, for fields that are almost always `nil`. Setting one
/// boxes the new value, O(1).
@usableFromInline
struct NavigationStateFields<Route: Hashable & Sendable>: Sendable {
  @usableFromInline var phase: LaunchPhase<Route>
  @usableFromInline var home: NavigationHome<Route>
  @usableFromInline var modals: [Modal<Route>]
  @usableFromInline var pendingDeepLinkBox: CopyOnWriteBox<PendingDeepLink<Route>>?
  @usableFromInline var interactionsPending: Bool
  @usableFromInline var deepLinkReturnBox: CopyOnWriteBox<DeepLinkReturn>?
  @usableFromInline var backGestureBox: CopyOnWriteBox<BackGesture<Route>>? = nil

  @inlinable
  init(
    phase: LaunchPhase<Route>, home: NavigationHome<Route>, modals: [Modal<Route>],
    pendingDeepLink: PendingDeepLink<Route>?, interactionsPending: Bool,
    deepLinkReturn: DeepLinkReturn?
  ) {
    self.phase = phase
    self.home = home
    self.modals = modals
    self.pendingDeepLinkBox = pendingDeepLink.map { CopyOnWriteBox($0) }
    self.interactionsPending = interactionsPending
    self.deepLinkReturnBox = deepLinkReturn.map { CopyOnWriteBox($0) }
  }

  /// The pending deep link, out of its box.
  @inlinable
  var pendingDeepLink: PendingDeepLink<Route>? {
    get { pendingDeepLinkBox?.value }
    set { pendingDeepLinkBox = newValue.map { CopyOnWriteBox($0) } }
  }

  /// Where Back from a deep link's screen returns, out of its box.
  @inlinable
  var deepLinkReturn: DeepLinkReturn? {
    get { deepLinkReturnBox?.value }
    set { deepLinkReturnBox = newValue.map { CopyOnWriteBox($0) } }
  }

  /// The back gesture in progress, out of its box.
  @inlinable
  var backGesture: BackGesture<Route>? {
    get { backGestureBox?.value }
    set { backGestureBox = newValue.map { CopyOnWriteBox($0) } }
  }
}
