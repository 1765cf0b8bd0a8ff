import Wayfinder
import WayfinderUI

/// A write a host makes to its model's bindings, as SwiftUI makes it: a stack's path from the
/// drawing on screen, a modal the user took away, a tab selected.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
enum HostReport<Route: Hashable & Sendable>: CustomStringConvertible {
  /// A `NavigationStack`'s path binding, written with the drawing it was made from.
  case path(StackTarget, BoundPath<Route>)
  /// A sheet's or a cover's binding set to `nil`: the user took this presentation away.
  case dismissed(PresentedModal<Route>)
  /// The tab bar's selection binding, written with the drawing of the selection it was made
  /// from.
  case tab(TabID, seenAt: UInt64)

  /// `path of tab 'shop' = [product(id: 7)]`, `nil for sheet 'filters'`, `tab 'settings'`.
  var description: String {
    switch self {
    case .path(let target, let path): "path of \(target) = \(path)"
    case .dismissed(let modal): "nil for \(modal.style) '\(modal.id)'"
    case .tab(let id, _): "tab '\(id)'"
    }
  }
}
