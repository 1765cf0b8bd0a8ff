/// How a modal covers its context.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// A card over the current context, which stays partly visible.
  case sheet
  /// A cover that hides the current context entirely.
  case fullScreen
}
