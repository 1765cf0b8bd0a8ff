/// A presented modal: a single screen, or a whole flow with its own path stack.
///
/// ```swift
/// let passcode = Modal.screen(AppRoute.passcode, id: "passcode", style: .fullScreen)
/// let checkout = Modal.flow(AppRoute.cart, id: "checkout")    // can push and pop inside
/// ```
public struct Modal<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The modal's identifier; one identifier is presented at most once at a time.
  public var id: ModalID
  /// Sheet or full screen.
  public var style: PresentationStyle
  /// The modal's screens: its root, and for a flow, what was pushed inside it.
  public var stack: PathStack<Route>
  /// Whether the modal holds its own navigation stack (a flow) or shows one screen.
  public var hasNavigation: Bool

  /// Creates a modal. Prefer ``screen(_:id:style:)`` and ``flow(_:id:style:path:)``.
  public init(id: ModalID, style: PresentationStyle, stack: PathStack<Route>, hasNavigation: Bool) {
    self.id = id
    self.style = style
    self.stack = stack
    self.stack.owner = .modal(id)
    self.hasNavigation = hasNavigation
  }

  /// A modal showing the single screen `route`; nothing can be pushed inside it.
  public static func screen(_ route: Route, id: ModalID, style: PresentationStyle = .sheet) -> Self {
    Self(id: id, style: style, stack: PathStack(root: route), hasNavigation: false)
  }

  /// A modal holding a flow rooted at `root`, optionally with `path` already pushed.
  public static func flow(
    _ root: Route, id: ModalID, style: PresentationStyle = .sheet, path: [Route] = []
  ) -> Self {
    Self(id: id, style: style, stack: PathStack(root: root, path: path), hasNavigation: true)
  }
}

extension Modal: Codable where Route: Codable {}
