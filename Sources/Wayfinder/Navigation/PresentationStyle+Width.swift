extension PresentationStyle {
  /// The style a modal presented in this style is shown in, in a window of the given width: a
  /// popover is a sheet in a compact width (an iPhone), as SwiftUI adapts it; every other style
  /// shows as it is. ``Modal/shownStyle(compact:)`` and the UI model ask this one function.
  ///
  /// - Parameter compact: Whether the window is horizontally compact.
  /// - Returns: The style shown.
  public func shown(compact: Bool) -> PresentationStyle {
    self == .popover && compact ? .sheet : self
  }
}
