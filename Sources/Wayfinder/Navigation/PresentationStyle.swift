/// How a modal covers its context.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// A card over the current context, which stays partly visible.
  case sheet
  /// A cover that hides the current context entirely.
  case fullScreen
  /// An alert: a title, a message and buttons, over anything; only its buttons close it.
  case alert
  /// A confirmation dialog (an action sheet): a title, a message and a list of choices, over
  /// anything; only its buttons close it.
  case confirmationDialog
  /// A bubble anchored to the screen that presented it, in a regular width; in a compact width
  /// (an iPhone) it shows as a sheet, with its detents (``Modal/shownStyle(compact:)``).
  case popover
}

extension PresentationStyle {
  /// Whether the style is an alert or a confirmation dialog: a single screen that only its own
  /// buttons close, over which nothing else presents, and under which nothing moves while it
  /// is up. The user's dismiss and back are refused on it; the app may still close it with
  /// ``NavigationCommand/dismissModal(_:)`` or ``NavigationCommand/dismissAll``.
  public var isDialog: Bool {
    self == .alert || self == .confirmationDialog
  }
}

extension PresentationStyle {
  /// What a person calls a modal of this style: "sheet", "full-screen cover", "alert" or
  /// "confirmation dialog".
  public var displayName: String {
    switch self {
    case .sheet: "sheet"
    case .fullScreen: "full-screen cover"
    case .alert: "alert"
    case .confirmationDialog: "confirmation dialog"
    case .popover: "popover"
    }
  }
}
