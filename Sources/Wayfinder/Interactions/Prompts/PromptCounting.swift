/// When a prompt counts as shown, for its cooldown, quota and the spacing of others.
public enum PromptCounting: String, Hashable, Sendable, CaseIterable {
  /// When the sequence presents it (or starts a presenting step's work): for a prompt whose
  /// appearance the app cannot observe, such as the App Store review request, which the system
  /// may decline to show.
  case onRequest = "requested"
  /// When the host confirms it is on screen (``InteractionCoordinator/presentationFinished(_:)``),
  /// with hand-shakes on; a prompt dismissed before that never counts. Without hand-shakes, or
  /// for a presenting step, nothing confirms appearance and it counts when presented.
  case onAppearance = "appeared"
}
