public import Wayfinder

/// What a screen shows, as the renderer needs it: a title, body text and action labels.
public struct ScreenContent: Hashable, Sendable {
  /// The title in the navigation bar.
  public var title: String
  /// Body text; may hold line breaks. Empty for none.
  public var body: String
  /// The labels of the screen's actions, in order; the renderer numbers them from 1.
  public var actions: [String]
  /// The positions (from 0) of actions that cannot be taken now. They keep their place and
  /// number, drawn dimmed and marked `(unavailable)`.
  public var unavailableActions: Set<Int>
  /// The roles of the actions of an alert or confirmation dialog, by position (from 0); the
  /// renderer marks them beside their buttons.
  public var actionRoles: [Int: ActionRole] = [:]

  /// Creates screen content.
  public init(
    title: String, body: String = "", actions: [String] = [], unavailableActions: Set<Int> = [],
    actionRoles: [Int: ActionRole] = [:]
  ) {
    self.title = title
    self.body = body
    self.actions = actions
    self.unavailableActions = unavailableActions
    self.actionRoles = actionRoles
  }
}
