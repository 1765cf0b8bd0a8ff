public import Wayfinder

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// The detent the modal on top rests at, for SwiftUI's `presentationDetents(_:selection:)`:
  /// `nil` when no modal is up or it has no detents. Setting a detent (the user dragged the
  /// sheet) sends `NavigationCommand.selectDetent(_:modal:)`; one the engine refuses is
  /// reported as ``lastRefusal``, and setting `nil` or the detent it rests at does nothing.
  ///
  /// ```swift
  /// model.selectedDetent = .large   // the user dragged the filters sheet to full height
  /// ```
  public var selectedDetent: SheetDetent? {
    get { topModal?.selectedDetent }
    set {
      guard let newValue, newValue != topModal?.selectedDetent else { return }
      selectDetent(newValue)
    }
  }

  /// Rests the modal on top (or the modal `id`, which must be on top) at `detent`, as the user
  /// does by dragging it. A detent it does not declare is refused and reported.
  ///
  /// - Parameters:
  ///   - detent: One of the modal's detents.
  ///   - id: The modal; the one on top when `nil`.
  /// - Returns: Whether the engine applied it.
  @discardableResult
  public func selectDetent(_ detent: SheetDetent, of id: ModalID? = nil) -> Bool {
    send(.selectDetent(detent, modal: id))
  }

  /// The modal presented at `level` when it is a popover; `nil` otherwise. In a compact width a
  /// popover shows as a sheet (``PresentedModal/shownStyle(compact:)``), as SwiftUI's
  /// `.popover(item:)` does by itself.
  public func popover(at level: Int = 0) -> PresentedModal<Route>? {
    guard modals.indices.contains(level), modals[level].style == .popover else { return nil }
    return modals[level]
  }

  /// The first-level popover, for `.popover(item: $model.popover)`: setting `nil` (the user
  /// tapped outside it) dismisses it through the engine; other values are ignored.
  public var popover: PresentedModal<Route>? {
    get { popover(at: 0) }
    set {
      if newValue == nil, let modal = popover(at: 0) { send(.dismissModal(modal.id)) }
    }
  }
}
