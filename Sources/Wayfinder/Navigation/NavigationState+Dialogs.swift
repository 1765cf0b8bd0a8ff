/// The rules of alerts and confirmation dialogs (``PresentationStyle/isDialog``): at most one
/// is up, on top of everything; nothing presents over it and no stack moves under it; the user's
/// dismiss and back are refused on it. Only its buttons close it — a flow action's tap closes
/// it first, then does what the button says on what lies under — or the app, with
/// ``NavigationCommand/dismissModal(_:)`` or ``NavigationCommand/dismissAll``.
extension NavigationState {
  /// Refuses `command` while an alert or confirmation dialog is on top: only its buttons close
  /// it, and nothing presents over it or moves under it meanwhile. O(1).
  @inlinable
  func checkNoDialog(for command: NavigationCommand<Route>) throws(NavigationError) {
    guard let top = modals.last, top.style.isDialog else { return }
    throw Self.dialogUp(top, for: command)
  }

  /// The refusal of `command` under the dialog `top`. Out of line: the inlined checks only call
  /// it.
  @usableFromInline
  static func dialogUp(_ top: Modal<Route>, for command: NavigationCommand<Route>)
    -> NavigationError
  {
    .dialogUp(top.id, style: top.style, action: command.description)
  }
}
