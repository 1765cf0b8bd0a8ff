internal import Wayfinder

extension FlowValidator {
  /// Checks the buttons of alerts and confirmation dialogs: each has one at least (only its
  /// buttons close it) and at most one `role: cancel`; `role:` elsewhere is ignored, with a
  /// warning. O(screens + actions).
  mutating func checkDialogs() {
    for id in screenIDs {
      guard let screen = definition.screens[id] else { continue }
      guard case .modal(let modalID) = screen.owner, let modal = definition.modal(modalID),
        modal.style.isDialog, !modal.isFlow
      else {
        for action in screen.actions where action.role != nil {
          bag.report(
            .roleOutsideDialog(screen: id), at: action.roleLocation ?? action.location)
        }
        continue
      }
      if screen.actions.isEmpty {
        bag.report(
          .dialogWithoutButtons(modalID.rawValue, kind: modal.style.displayName), at: modal.location
        )
      }
      let cancels = screen.actions.filter { $0.role == .cancel }
      for action in cancels.dropFirst() {
        bag.report(
          .secondCancelButton(
            action.label, dialog: modalID.rawValue, kind: modal.style.displayName,
            first: cancels[0].label),
          at: action.roleLocation ?? action.location)
      }
    }
  }
}
