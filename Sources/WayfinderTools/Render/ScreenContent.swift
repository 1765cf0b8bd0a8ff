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

  /// Creates screen content.
  public init(
    title: String, body: String = "", actions: [String] = [], unavailableActions: Set<Int> = []
  ) {
    self.title = title
    self.body = body
    self.actions = actions
    self.unavailableActions = unavailableActions
  }
}
