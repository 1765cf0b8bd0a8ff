/// Where Back goes from the screen a deep link lands on.
public enum DeepLinkBack: String, Hashable, Sendable, Codable, CaseIterable {
  /// Back pops the tab's stack, as for any screen: through the synthetic back stack, then
  /// nowhere at the root. The default.
  case path
  /// Back from the link's screen returns to the tab the user was on when the link was opened,
  /// like iOS's "◀ Mail" after following a link from another app, popping the link's screen
  /// if the link pushed it. Back from a screen pushed over the link's pops as usual; selecting
  /// a tab, or leaving the link's screen by other means, forgets the way back. A link that
  /// stays on the selected tab has no other tab to return to and behaves as ``path``.
  case previousTab
}
