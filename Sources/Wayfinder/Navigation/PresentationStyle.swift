/// How a modal covers its context.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// A card over the current context, which stays partly visible.
  case sheet
  /// A cover that hides the current context entirely.
  case fullScreen
  /// A bubble anchored to the screen that presented it, in a regular width; in a compact width
  /// (an iPhone) it shows as a sheet, with its detents (``Modal/shownStyle(compact:)``).
  case popover
}
