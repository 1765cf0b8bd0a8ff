/// A presented modal: a single screen, or a whole flow with its own path stack.
///
/// ```swift
/// let passcode = Modal.screen(AppRoute.passcode, id: "passcode", style: .fullScreen)
/// let checkout = Modal.flow(AppRoute.cart, id: "checkout")    // can push and pop inside
/// ```
public struct Modal<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The modal's identifier; one identifier is presented at most once at a time.
  public var id: ModalID
  /// Sheet, full screen or popover.
  public var style: PresentationStyle
  /// The modal's screens: its root, and for a flow, what was pushed inside it.
  public var stack: PathStack<Route>
  /// Whether the modal holds its own navigation stack (a flow) or shows one screen.
  public var hasNavigation: Bool
  /// The interaction step that presented the modal, if one did. The interaction sequence sets
  /// it; no command can: ``NavigationCommand/present(_:)`` and deep links clear it.
  public var interaction: ModalInteraction?
  /// Who receives the modal's result, when someone awaits one: set by
  /// ``Navigator/presentForResult(_:of:)`` and by a flow action's `result:`. Deep links and the
  /// interaction sequence present modals nobody awaits.
  public var resultReceiver: ResultReceiver?
  /// The heights a sheet (or a popover shown as a sheet) rests at, as SwiftUI's
  /// `presentationDetents`; empty for the platform's default, a full-height sheet. Set with
  /// ``presentationDetents(_:selection:)``.
  public var detents: [SheetDetent] = []
  /// The detent the sheet rests at now: one of ``detents`` (the first unless chosen), `nil` when
  /// there are none. The user changes it by dragging the sheet
  /// (``NavigationCommand/selectDetent(_:modal:)``).
  public var selectedDetent: SheetDetent?

  /// Creates a modal. Prefer ``screen(_:id:style:)`` and ``flow(_:id:style:path:)``.
  public init(id: ModalID, style: PresentationStyle, stack: PathStack<Route>, hasNavigation: Bool) {
    self.id = id
    self.style = style
    self.stack = stack
    self.stack.owner = .modal(id)
    self.hasNavigation = hasNavigation
  }

  /// A modal showing the single screen `route`; nothing can be pushed inside it.
  public static func screen(_ route: Route, id: ModalID, style: PresentationStyle = .sheet) -> Self
  {
    Self(id: id, style: style, stack: PathStack(root: route), hasNavigation: false)
  }

  /// A modal holding a flow rooted at `root`, optionally with `path` already pushed.
  public static func flow(
    _ root: Route, id: ModalID, style: PresentationStyle = .sheet, path: [Route] = []
  ) -> Self {
    Self(id: id, style: style, stack: PathStack(root: root, path: path), hasNavigation: true)
  }
}

extension Modal {
  /// The modal interaction step `step` presents: its single screen `route`, marked with the
  /// step and what the user may do to it. This is what the interaction sequence puts on screen;
  /// use it to say what a test expects.
  ///
  /// ```swift
  /// tester.runLaunch(steps) {
  ///   $0.interactionsPending = true
  ///   $0.modals = [.step("passcode", screen: .passcode, style: .fullScreen, role: .required)]
  /// }
  /// ```
  public static func step(
    _ step: StepID, screen route: Route, style: PresentationStyle = .sheet,
    role: ModalInteraction.Role = .dismissible
  ) -> Self {
    var modal = Self.screen(route, id: step.modalID, style: style)
    modal.interaction = ModalInteraction(step: step, role: role)
    return modal
  }

  /// The modal flow interaction step `step` presents (``InteractionStep/presentsFlow``): its flow
  /// rooted at `root` with `path` pushed inside it, marked with the step and what the user may
  /// do to it. Use it to say what a test expects.
  ///
  /// ```swift
  /// tester.send(.push(.carousel2)) {
  ///   $0.modals = [
  ///     .step("onboarding", flow: .carousel1, path: [.carousel2], style: .fullScreen,
  ///           role: .required)
  ///   ]
  /// }
  /// ```
  public static func step(
    _ step: StepID, flow root: Route, path: [Route] = [],
    style: PresentationStyle = .sheet, role: ModalInteraction.Role = .dismissible
  ) -> Self {
    var modal = Self.flow(root, id: step.modalID, style: style, path: path)
    modal.interaction = ModalInteraction(step: step, role: role)
    return modal
  }
}
