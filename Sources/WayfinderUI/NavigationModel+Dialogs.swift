internal import Wayfinder

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationModel {
  /// The alert on top, for SwiftUI's `.alert(_:isPresented:presenting:actions:message:)`;
  /// `nil` when the modal on top is anything else. An alert is never one of the sheets or
  /// covers (``sheet(at:)``, ``fullScreenCover(at:)``): it is drawn over them.
  ///
  /// Its buttons are ``actions`` (the alert is the screen on top), each with its
  /// ``ScreenAction/role``; a button calls ``tap(_:)``, which closes the alert and does what
  /// the button says. The user cannot dismiss it otherwise, so a binding's write of `false`
  /// after a tap has nothing left to do.
  ///
  /// ```swift
  /// .alert("Allow location?", isPresented: .constant(model.alert != nil)) {
  ///   ForEach(model.actions) { button in
  ///     Button(button.label, role: button.role == .destructive ? .destructive : nil) {
  ///       model.tap(button.label)
  ///     }
  ///   }
  /// }
  /// ```
  public var alert: PresentedModal<Route>? { dialog(.alert) }

  /// The confirmation dialog on top, for SwiftUI's `.confirmationDialog`; `nil` when the modal
  /// on top is anything else. Its buttons are ``actions``, as for ``alert``.
  public var confirmationDialog: PresentedModal<Route>? { dialog(.confirmationDialog) }

  private func dialog(_ style: PresentationStyle) -> PresentedModal<Route>? {
    guard let top = modals.last, top.style == style else { return nil }
    return top
  }
}
