/// SwiftUI's `Tab`, as far as a test needs it: one tab of a tab view, made of a title and the
/// view it shows.
///
/// Declared under SwiftUI's name so that a test can import it beside Wayfinder and WayfinderUI,
/// as an app's view files import SwiftUI (which does not build on Linux), and show that
/// nothing there needs a module's name to be told apart.
///
/// ```swift
/// Tab("Home", systemImage: "house", value: TabID("home")) {
///   model.stack(.tab("home"))
/// }
/// ```
public struct Tab<Content> {
  /// The tab's title, under its icon.
  public let title: String
  /// The name of the tab's icon, if it has one.
  public let systemImage: String?
  /// The value a tab view's selection takes when this tab is selected, if any.
  public let value: AnyHashable?
  /// What the tab shows.
  public let content: Content

  /// A tab titled `title` showing `content`.
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - content: Builds what the tab shows.
  public init(_ title: String, content: () -> Content) {
    self.title = title
    self.systemImage = nil
    self.value = nil
    self.content = content()
  }

  /// A tab titled `title`, with an icon, that a tab view selects by `value`.
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - systemImage: The name of its icon.
  ///   - value: The selection's value for this tab.
  ///   - content: Builds what the tab shows.
  public init<Value: Hashable>(
    _ title: String, systemImage: String, value: Value, content: () -> Content
  ) {
    self.title = title
    self.systemImage = systemImage
    self.value = AnyHashable(value)
    self.content = content()
  }
}
