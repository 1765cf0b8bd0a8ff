public import DemoApp

/// A button of the screen on top: a generated action, and whether it can be taken now.
///
/// `Identifiable` by its label, unique on a screen, for `ForEach`.
public struct DemoButton: Identifiable, Hashable, Sendable {
  /// What tapping it does.
  public var action: DemoAction
  /// Whether its `when:` holds with the facts as they are.
  public var isEnabled: Bool

  /// A button for `action`.
  public init(action: DemoAction, isEnabled: Bool) {
    self.action = action
    self.isEnabled = isEnabled
  }

  /// The button's title.
  public var label: String { action.label }

  /// The label.
  public var id: String { action.label }
}
