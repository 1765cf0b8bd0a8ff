public import Wayfinder

/// An action of the screen on top, as a view shows it: its label, what it does, and whether
/// it can be taken with the facts as they are.
///
/// ``NavigationModel/actions`` lists them in the order the flow declares them; they are
/// `Identifiable` by label (unique on a screen), for `ForEach`:
///
/// ```swift
/// ForEach(model.actions) { action in
///   Button(action.label) { model.tap(action.label) }
///     .disabled(!action.isAvailable)
/// }
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct ScreenAction: Identifiable, Hashable, Sendable {
  /// The action, as the runtime performs it.
  public var action: FlowAction
  /// The part of the action's `when:` that does not hold with the current facts; `nil` when
  /// the action is available.
  public var unmetCondition: Condition?

  /// Creates the view of `action` given what of its condition does not hold.
  public init(_ action: FlowAction, unmetCondition: Condition?) {
    self.action = action
    self.unmetCondition = unmetCondition
  }

  /// The button's label.
  public var label: String { action.label }

  /// What the button means on an alert or confirmation dialog (cancel, destructive); `nil` for
  /// a plain button.
  public var role: ActionRole? { action.role }

  /// The label: unique among a screen's actions.
  public var id: String { action.label }

  /// Whether tapping it would get past its `when:` (the runtime may still refuse it at a
  /// later stage, as it decides when the action is taken).
  public var isAvailable: Bool { unmetCondition == nil }
}
