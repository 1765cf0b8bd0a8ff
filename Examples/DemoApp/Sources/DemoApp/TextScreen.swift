/// A screen as this example shows it: a title and the labels of its buttons. A real app's
/// builder returns SwiftUI views or view controllers instead.
public struct TextScreen: Hashable, Sendable, CustomStringConvertible {
  /// The title.
  public var title: String
  /// The button labels, in order.
  public var buttons: [String]

  /// Creates a screen.
  public init(_ title: String, buttons: [String] = []) {
    self.title = title
    self.buttons = buttons
  }

  /// The title, then one line per button.
  public var description: String {
    ([title] + buttons.enumerated().map { "  \($0.offset + 1). \($0.element)" })
      .joined(separator: "\n")
  }
}

/// Builds every screen of the demo. This is the app's side of the generated
/// `DemoScreenBuilder`: when the flow file renames a screen or changes a parameter, this type
/// stops compiling, and the compiler's note points at the screen in the flow file.
public struct DemoScreens: DemoScreenBuilder {
  /// Creates the builder.
  public init() {}

  /// The tab's root.
  public func primary() -> TextScreen { screen(.primary) }
  /// The first pushed screen.
  public func secondary1() -> TextScreen { screen(.secondary1) }
  /// A dead end.
  public func secondary2() -> TextScreen { screen(.secondary2) }
  /// Two levels deep.
  public func tertiary() -> TextScreen { screen(.tertiary) }
  /// An item, with its identifier in the title.
  public func item(id: Int) -> TextScreen { screen(.item(id: id), title: "Item \(id)") }
  /// The second tab.
  public func tab2Home() -> TextScreen { screen(.tab2Home) }
  /// The sheet over the second tab.
  public func details() -> TextScreen { screen(.details) }
  /// The forced-update gate.
  public func forceUpdate() -> TextScreen { screen(.forceUpdate) }
  /// The passcode prompt.
  public func passcode() -> TextScreen { screen(.passcode) }
  /// What's new.
  public func whatsNew() -> TextScreen { screen(.whatsNew) }
  /// The contact-details check.
  public func contactInfo() -> TextScreen { screen(.contactInfo) }
  /// The notification prompt.
  public func notifications() -> TextScreen { screen(.notifications) }
  public func updateNudge() -> TextScreen { screen(.updateNudge) }
  public func review() -> TextScreen { screen(.review) }
  /// The launch screen.
  public func splash() -> TextScreen { screen(.splash) }

  private func screen(_ route: DemoRoute, title: String? = nil) -> TextScreen {
    TextScreen(title ?? route.screen.title, buttons: route.actions.map(\.label))
  }
}
