/// What a deep link does to the stack of the tab it lands in.
///
/// The names follow what navigation libraries call these: go_router's `go` builds the whole
/// stack (``reset``) and its `push` adds on top (``append``); a link that only presents a modal
/// leaves the screens beneath it alone (``keep``).
public enum DeepLinkStackPolicy: String, Hashable, Sendable, Codable, CaseIterable {
  /// The tab's path becomes the link's path: the synthetic back stack. The default, except for
  /// a link that declares no path and presents a modal, which defaults to ``keep``.
  case reset
  /// The tab's stack stays as it is; the link selects the tab and presents its modal, if any.
  /// A path given with this policy is not built.
  case keep
  /// The link's path is pushed on top of what the tab shows.
  case append
}
