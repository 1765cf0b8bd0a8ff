internal import Wayfinder

extension StateRestorer {
  /// `modal` resting where it was saved, at the detents the app declares for it now (those it
  /// was saved with when the app does not say). A saved detent the app no longer declares goes
  /// back to the one the modal rests at first, with a warning; detents a full-screen modal
  /// cannot have are dropped.
  mutating func withDetents(
    _ modal: Modal<Route>, _ saved: SavedNavigation.Modal, _ shape: ModalShape
  ) -> Modal<Route> {
    let declared = shape.detents ?? (saved.detents ?? [], saved.detent)
    let candidate = modal.presentationDetents(declared.all, selection: declared.selected)
    let detents =
      candidate.shownStyle(compact: true) == .sheet && candidate.detentProblem() == nil
      ? declared.all : []
    guard !detents.isEmpty else { return modal }
    let first = declared.selected ?? detents[0]
    var selected = saved.detent ?? first
    if !detents.contains(selected) {
      warnings.append(.detentReset(modal.id, saved: selected, now: first))
      selected = first
    }
    return modal.presentationDetents(detents, selection: selected)
  }
}
