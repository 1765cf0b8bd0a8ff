/// Whether an app opens more than one window (`windows: multiple` in a flow file), as an iPad,
/// Mac or visionOS app that supports multiple scenes does.
public enum WindowSupport: String, Hashable, Sendable, Codable, CaseIterable {
  /// One window: opening another is refused.
  case single
  /// Any number of windows, up to ``AppLife/windowLimit``.
  case multiple
}
