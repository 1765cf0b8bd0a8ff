/// Where a deep link leads, as a flow file writes it: screen routes whose arguments may come from
/// the URL's placeholders, filled in when a URL matches.
///
/// ```yaml
/// - { url: "demo://item/{id:int}", tab: tab1, path: [ secondary1, { item: { id: "{id}" } } ] }
/// ```
///
/// is
///
/// ```swift
/// DeepLinkTemplate(
///   tab: "tab1", path: [ScreenRoute("secondary1"), ScreenRoute("item")],
///   captures: [.init(route: 1, parameter: "id", placeholder: "id")])
/// ```
///
/// The flow loader and generated Swift build the same values and add them to a
/// ``DeepLinkRouter`` with ``DeepLinkRouter/add(_:to:)``, so a URL leads to the same place in
/// both.
public struct DeepLinkTemplate: Hashable, Sendable {
  /// An argument of the path taken from a placeholder of the URL.
  public struct Capture: Hashable, Sendable {
    /// The position of the route in ``DeepLinkTemplate/path``; for a link to the columns of a
    /// split, in the sidebar's, content's and detail's screens of ``DeepLinkTemplate/columns``
    /// one after another.
    public var route: Int
    /// The route's parameter.
    public var parameter: String
    /// The placeholder whose value it takes.
    public var placeholder: String

    /// Creates a capture.
    public init(route: Int, parameter: String, placeholder: String) {
      self.route = route
      self.parameter = parameter
      self.placeholder = placeholder
    }
  }

  /// A modal the link presents over the tab.
  ///
  /// `modal: { promo: { code: "{code}" } }` is
  /// `.init("promo", root: ScreenRoute("promo"), style: .sheet, hasNavigation: false,
  /// captures: [.init(route: 0, parameter: "code", placeholder: "code")])`.
  public struct Presentation: Hashable, Sendable {
    /// The modal's identifier.
    public var id: ModalID
    /// Its first screen, with its fixed arguments.
    public var root: ScreenRoute
    /// Sheet or full screen.
    public var style: PresentationStyle
    /// Whether it holds a stack of its own.
    public var hasNavigation: Bool
    /// The arguments of ``root`` taken from the URL; each capture's
    /// ``DeepLinkTemplate/Capture/route`` is `0`, the modal's root.
    public var captures: [Capture]

    /// Creates a presentation.
    ///
    /// - Parameters:
    ///   - id: The modal's identifier.
    ///   - root: Its first screen, with its fixed arguments.
    ///   - style: Sheet or full screen.
    ///   - hasNavigation: Whether it holds a stack of its own.
    ///   - captures: The arguments of `root` taken from the URL (`route: 0`).
    public init(
      _ id: ModalID, root: ScreenRoute, style: PresentationStyle, hasNavigation: Bool,
      captures: [Capture] = []
    ) {
      self.id = id
      self.root = root
      self.style = style
      self.hasNavigation = hasNavigation
      self.captures = captures
    }
  }

  /// The tab to select; `nil` for the selected tab or the single flow.
  public var tab: TabID?
  /// The screens to build above the tab's root, with their fixed arguments.
  public var path: [ScreenRoute]
  /// The arguments of ``path`` taken from the URL.
  public var captures: [Capture]
  /// A modal to present over the tab.
  public var modal: Presentation?
  /// What the link does to the tab's stack; `nil` for the target's default.
  public var stack: DeepLinkStackPolicy?
  /// Where Back goes from the link's screen.
  public var back: DeepLinkBack
  /// The screens of every column of a split home, with their fixed arguments, for a link that
  /// fills the columns (``DeepLinkTarget/columns``); ``tab`` and ``path`` are then empty. `nil`
  /// for a link to a tab.
  public var columns: SplitLink<ScreenRoute>?
  /// Which window the link lands in when the app has several.
  public var scene: DeepLinkScene

  /// Creates a template.
  ///
  /// `columns` fills every column of a split home; ``captures`` then count its routes, the
  /// sidebar's first, and `tab` and `path` stay empty.
  public init(
    tab: TabID? = nil, path: [ScreenRoute] = [], captures: [Capture] = [],
    modal: Presentation? = nil, stack: DeepLinkStackPolicy? = nil, back: DeepLinkBack = .path,
    columns: SplitLink<ScreenRoute>? = nil, scene: DeepLinkScene = .active
  ) {
    self.tab = tab
    self.path = path
    self.captures = captures
    self.modal = modal
    self.stack = stack
    self.back = back
    self.columns = columns
    self.scene = scene
  }

  /// The target for `parameters`, the values a URL gave the placeholders; `nil` when a
  /// placeholder has no value (an optional query item the URL left out) or a route is not one
  /// of `Route`'s. The modal's root takes its own captures the same way, and a link to a
  /// split's columns fills each column's routes. O(path + columns + captures).
  public func target<Route: FlowRoute>(
    with parameters: DeepLinkParameters, as _: Route.Type = Route.self
  ) -> DeepLinkTarget<Route>? {
    var routes = path
    if let columns { routes = columns.sidebar + columns.content + columns.detail }
    for capture in captures where routes.indices.contains(capture.route) {
      guard let value = parameters[capture.placeholder] else { return nil }
      routes[capture.route].arguments[capture.parameter] = value
    }
    var typed: [Route] = []
    typed.reserveCapacity(routes.count)
    for route in routes {
      guard let route = Route(route) else { return nil }
      typed.append(route)
    }
    var presented: Modal<Route>?
    if let modal {
      var root = modal.root
      for capture in modal.captures where capture.route == 0 {
        guard let value = parameters[capture.placeholder] else { return nil }
        root.arguments[capture.parameter] = value
      }
      guard let root = Route(root) else { return nil }
      presented = Modal(
        id: modal.id, style: modal.style, stack: PathStack(root: root),
        hasNavigation: modal.hasNavigation)
    }
    guard let columns else {
      return DeepLinkTarget(
        tab: tab, path: typed, modal: presented, stack: stack, back: back, scene: scene)
    }
    let content = columns.sidebar.count
    let detail = content + columns.content.count
    let link = SplitLink(
      sidebar: Array(typed[..<content]), content: Array(typed[content..<detail]),
      detail: Array(typed[detail...]))
    return DeepLinkTarget(modal: presented, stack: stack, back: back, columns: link, scene: scene)
  }
}

extension DeepLinkRouter where Route: FlowRoute {
  /// Adds `pattern`, tried after those already added, leading to `template` filled in with
  /// the URL's values.
  public mutating func add(_ pattern: DeepLinkPattern, to template: DeepLinkTemplate) {
    add(pattern) { parameters in template.target(with: parameters) }
  }
}
