public import Wayfinder

/// A modal (`modals:`): a single screen written inline, or a flow with its own root and screens.
///
/// ```yaml
/// modals:
///   passcode:                       # a single screen, whose identifier is the modal's
///     style: fullScreen
///     title: Enter passcode
///     actions: [ { label: Unlock, finish: true } ]
///   checkout:                       # a flow: it can push and pop inside
///     root: shipping
///     screens: { shipping: { ... }, payment: { ... } }
///   filters:                        # a half-height sheet the user drags to full height
///     detents: [medium, large]
///     detent: medium
///     title: Filters
/// ```
public struct ModalDefinition: Hashable, Sendable {
  /// The modal's identifier.
  public var id: ModalID
  /// Sheet (the default), full screen or popover.
  public var style: PresentationStyle
  /// The heights the sheet (or the popover shown as a sheet) rests at (`detents:`); empty for a
  /// full-height sheet.
  public var detents: [SheetDetent] = []
  /// The detent it rests at when presented (`detent:`); the first of ``detents`` when `nil`.
  public var selectedDetent: SheetDetent?
  /// The screen shown first: the modal's own screen, or the flow's root.
  public var root: String
  /// The modal's screens in declaration order (one for a single-screen modal).
  public var screens: [String]
  /// Whether the modal holds a flow, which can push inside it.
  public var isFlow: Bool
  /// Where the modal is declared.
  public var location: FileLocation
  /// Where a flow modal's root is named.
  var rootLocation: FileLocation?
  /// Whether the user may dismiss the modal with a gesture, pulling it down from its root
  /// (`swipeBack: false` turns it off); a back gesture within its stack is up to its screens.
  public var swipeBack = true

  /// Creates a modal.
  package init(
    id: ModalID, style: PresentationStyle, root: String, screens: [String], isFlow: Bool,
    location: FileLocation
  ) {
    self.id = id
    self.style = style
    self.root = root
    self.screens = screens
    self.isFlow = isFlow
    self.location = location
  }

  /// The core's modal value for presenting this modal with its root `route`.
  public func presentation(_ route: ScreenRoute) -> Modal<ScreenRoute> {
    let modal: Modal<ScreenRoute> =
      isFlow ? .flow(route, id: id, style: style) : .screen(route, id: id, style: style)
    return detents(for: style).isEmpty
      ? modal : modal.presentationDetents(detents, selection: selectedDetent)
  }

  /// The detents the modal rests at when presented in `style`: its own in a sheet or a popover,
  /// none in a full-screen cover (an action's `style: fullScreen`).
  public func detents(for style: PresentationStyle) -> [SheetDetent] {
    style == .sheet || style == .popover ? detents : []
  }
}
