extension Modal {
  /// This modal resting at `detents`, as SwiftUI's `presentationDetents(_:selection:)`: a sheet
  /// the user drags between half and full height.
  ///
  /// ```swift
  /// navigator.send(.present(.screen(.filters, id: "filters").presentationDetents([.medium, .large])))
  /// ```
  ///
  /// Presenting checks them (``NavigationError/invalidDetents(modal:reason:)``): detents apply to
  /// a sheet or a popover, each once, a height above zero, and `selection` among them.
  ///
  /// - Parameters:
  ///   - detents: The heights it rests at; empty for a full-height sheet.
  ///   - selection: The one it rests at first; the first of `detents` when `nil`.
  /// - Returns: The modal with its detents.
  public func presentationDetents(_ detents: [SheetDetent], selection: SheetDetent? = nil) -> Self {
    var modal = self
    modal.detents = detents
    modal.selectedDetent = selection ?? detents.first
    return modal
  }

  /// How the modal is shown in a window of the given width: a popover shows as a sheet (with its
  /// detents) in a compact width, as on an iPhone, and as a popover anchored to the screen that
  /// presented it in a regular width; other styles show as they are. The renderer and the UI
  /// model ask this one function.
  ///
  /// - Parameter compact: Whether the window is horizontally compact.
  /// - Returns: The style the modal is shown in.
  public func shownStyle(compact: Bool) -> PresentationStyle {
    style.shown(compact: compact)
  }

  /// Why the modal's detents cannot be presented, or `nil` when they can: detents only on a
  /// sheet or a popover, each once, a height above zero, the selection among them.
  @usableFromInline
  package func detentProblem() -> String? {
    if detents.isEmpty {
      return selectedDetent.map { "it rests at detent '\($0)' but declares no detents" }
    }
    guard style == .sheet || style == .popover else {
      return "detents apply to a sheet or a popover, not a \(style) modal"
    }
    var seen: Set<SheetDetent> = []
    for detent in detents {
      if case .height(let points) = detent, points <= 0 {
        return "a height detent must be above zero points, not \(points)"
      }
      if !seen.insert(detent).inserted { return "detent '\(detent)' is listed twice" }
    }
    if let selected = selectedDetent, !seen.contains(selected) {
      return "its selected detent '\(selected)' is not among its detents "
        + SheetDetent.list(detents)
    }
    return nil
  }
}

extension SheetDetent {
  /// `'medium', 'large'`, as messages list detents.
  static func list(_ detents: [SheetDetent]) -> String {
    detents.map { "'\($0)'" }.joined(separator: ", ")
  }
}
