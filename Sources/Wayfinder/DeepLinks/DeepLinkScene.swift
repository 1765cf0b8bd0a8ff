/// Which window a deep link lands in, when the app has several (`scene:` on a link in a flow
/// file). Whichever it is, the link lands in exactly one window, and that window becomes the
/// active one.
public enum DeepLinkScene: String, Hashable, Sendable, Codable, CaseIterable {
  /// The active window. The default.
  case active
  /// The window already showing the screen the link opens — on a stack of its home or of one
  /// of its modals — or the active one when none is.
  case showing
  /// A new window, opened for the link (the active one when the app has one window).
  case new
}
