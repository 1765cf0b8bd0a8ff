/// What a screen shows, as the renderer needs it: a title, body text and action labels.
public struct ScreenContent: Hashable, Sendable {
  /// The title in the navigation bar.
  public var title: String
  /// Body text; may hold line breaks. Empty for none.
  public var body: String
  /// The labels of the screen's actions, in order; the renderer numbers them from 1.
  public var actions: [String]

  /// Creates screen content.
  public init(title: String, body: String = "", actions: [String] = []) {
    self.title = title
    self.body = body
    self.actions = actions
  }
}
