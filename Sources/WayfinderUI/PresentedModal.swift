public import Wayfinder

/// A presented modal as a view needs it: which one, how it is presented, what it shows first
/// and whether the user may dismiss it. Its path is kept apart (``NavigationModel/stack(_:)``),
/// so pushing inside a modal does not redraw what only depends on which modals are up.
///
/// It is `Identifiable` by the modal's identifier, for SwiftUI's `.sheet(item:)` and
/// `.fullScreenCover(item:)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct PresentedModal<Route: Hashable & Sendable>: Identifiable, Hashable, Sendable {
  /// The modal's identifier.
  public var id: ModalID
  /// Sheet, full screen or popover.
  public var style: PresentationStyle
  /// The modal's root screen.
  public var root: Route
  /// Whether the modal holds a flow of its own that can push and pop.
  public var hasNavigation: Bool
  /// The interaction step that presented it, with what the user may do to it.
  public var interaction: ModalInteraction?
  /// The heights the sheet rests at, for SwiftUI's `presentationDetents`; empty for a
  /// full-height sheet.
  public var detents: [SheetDetent] = []
  /// The detent it rests at now; `nil` when it has no detents. Write it through
  /// ``NavigationModel/selectedDetent`` when the user drags the sheet.
  public var selectedDetent: SheetDetent?
  /// Which presentation of the modal this is: a number ``NavigationModel`` gives a modal each
  /// time it comes up (0 for a value made by ``init(_:)``), so that a host's late report about
  /// an earlier presentation of the same modal is known for what it is
  /// (``NavigationModel/userDismissed(_:)``).
  public internal(set) var presentation: UInt64 = 0

  /// The view of `modal` without its path.
  public init(_ modal: Modal<Route>) {
    id = modal.id
    style = modal.style
    root = modal.stack.root
    hasNavigation = modal.hasNavigation
    interaction = modal.interaction
    detents = modal.detents
    selectedDetent = modal.selectedDetent
  }

  /// How it is shown in a window of the given width: a popover shows as a sheet in a compact
  /// width (`Modal.shownStyle(compact:)`).
  public func shownStyle(compact: Bool) -> PresentationStyle {
    style.shown(compact: compact)
  }

  /// Whether the user may dismiss it (swipe a sheet away): any modal the app presented, and
  /// an interaction step's modal whose role is `ModalInteraction.Role.dismissible` — never an
  /// alert or confirmation dialog, which only its buttons close. Pass the opposite to SwiftUI's
  /// `interactiveDismissDisabled(_:)`.
  public var isDismissible: Bool {
    if style.isDialog { return false }
    guard let interaction else { return true }
    return interaction.role == .dismissible
  }
}
