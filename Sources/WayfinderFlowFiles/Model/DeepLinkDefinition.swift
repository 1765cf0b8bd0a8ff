public import Wayfinder

/// A deep link (`deepLinks:`): a URL pattern and the stack it builds.
///
/// ```yaml
/// deepLinks:
///   - { url: "demo://item/{id:int}", tab: tab1, path: [ secondary1, { item: { id: "{id}" } } ] }
///   - { url: "demo://promo?code={code}", modal: { promo: { code: "{code}" } } }
///   - url: "mail://folder/{folder}/message/{id:int}"
///     columns:
///       content: [ { messages: { folder: "{folder}" } } ]
///       detail: [ { message: { id: "{id}" } } ]
/// ```
public struct DeepLinkDefinition: Hashable, Sendable {
  /// One screen of the path to build, whose arguments may come from the URL.
  public struct RouteTemplate: Hashable, Sendable {
    /// The screen.
    public var screen: String
    /// The arguments by parameter name.
    public var arguments: [String: ArgumentTemplate]
    /// Where the screen and each argument are written.
    package var location: FileLocation?
    var argumentLocations: [String: FileLocation] = [:]

    /// Creates a route template.
    package init(screen: String, arguments: [String: ArgumentTemplate] = [:]) {
      self.screen = screen
      self.arguments = arguments
    }

    /// The route, with placeholders taken from `parameters`; `nil` when one is missing.
    public func route(with parameters: DeepLinkParameters) -> ScreenRoute? {
      var values: [String: ArgumentValue] = [:]
      for (name, argument) in arguments {
        switch argument {
        case .value(let value): values[name] = value
        case .placeholder(let placeholder):
          guard let value = parameters[placeholder] else { return nil }
          values[name] = value
        }
      }
      return ScreenRoute(screen, arguments: values)
    }
  }

  /// The screens a link builds in each column of a split home (`columns:`): the sidebar's
  /// above its root, then the content's and the detail's, each rooted by its first screen.
  public struct Columns: Hashable, Sendable {
    /// The screens above the sidebar's root.
    public var sidebar: [RouteTemplate] = []
    /// The content column's screens, its root first; empty to select nothing there.
    public var content: [RouteTemplate] = []
    /// The detail's screens, its root first; empty to select nothing there.
    public var detail: [RouteTemplate] = []
    /// Where each column's list is written.
    var locations: [SplitColumn: FileLocation] = [:]

    /// Creates the columns of a link.
    package init(
      sidebar: [RouteTemplate] = [], content: [RouteTemplate] = [], detail: [RouteTemplate] = []
    ) {
      self.sidebar = sidebar
      self.content = content
      self.detail = detail
    }

    /// Every column's screens, the sidebar's first: the order a template's captures count.
    var all: [RouteTemplate] { sidebar + content + detail }
  }

  /// An argument written in a deep link's path.
  public enum ArgumentTemplate: Hashable, Sendable {
    /// A fixed value.
    case value(ArgumentValue)
    /// `"{name}"`: the value captured by the URL's placeholder `name`.
    case placeholder(String)
  }

  /// The URL pattern.
  public var pattern: DeepLinkPattern
  /// The tab to select; `nil` for the selected tab or the single flow.
  public var tab: TabID?
  /// The screens to set above the tab's root.
  public var path: [RouteTemplate]
  /// A modal to present over the built stack.
  public var modal: ModalID?
  /// The screens of every column of a split home (`columns:`); `nil` for a link to a tab.
  public var columns: Columns?
  /// The arguments of the modal's root screen by parameter name (`modal: { id: { … } }`),
  /// typed and filled from the URL as a path's screens are; empty for `modal: id`.
  public var modalArguments: [String: ArgumentTemplate] = [:]
  /// What the link does to the tab's stack (`stack:`); `nil` when not written, which means
  /// `keep` for a link with a modal and no path, `reset` otherwise.
  public var stack: DeepLinkStackPolicy?
  /// Where Back goes from the link's screen (`back:`).
  public var back: DeepLinkBack = .path
  /// Which window the link lands in when the app has several (`scene:`).
  public var scene: DeepLinkScene = .active
  /// Where the deep link is declared.
  public var location: FileLocation
  /// Where the URL, tab and modal are written.
  var urlSpan: TextSpan?
  var tabLocation: FileLocation?
  var modalLocation: FileLocation?
  /// Where each of the modal's arguments is written.
  var modalArgumentLocations: [String: FileLocation] = [:]
  /// Whether `modal:` was refused, in part or whole (reported): its placeholders count as used.
  var modalRefused = false
  /// Where `stack:`, `back:` and `path:` are written.
  var stackLocation: FileLocation?
  var backLocation: FileLocation?
  /// Where `scene:` is written.
  var sceneLocation: FileLocation?
  var pathLocation: FileLocation?
  /// Where `columns:` is written.
  var columnsLocation: FileLocation?

  /// Creates a deep link.
  package init(
    pattern: DeepLinkPattern, tab: TabID?, path: [RouteTemplate], modal: ModalID?,
    location: FileLocation
  ) {
    self.pattern = pattern
    self.tab = tab
    self.path = path
    self.modal = modal
    self.location = location
  }
}

extension DeepLinkDefinition {
  /// The link's target as the core's template: the one mapping from a flow file's deep link to
  /// the core's, used by the loader's router and by generated Swift alike. Fixed arguments stay
  /// in the routes; placeholders become captures, in parameter-name order; the modal's root
  /// takes its own the same way; a link to a split's columns counts its routes across the
  /// columns, the sidebar's first. O(size of the path, the columns and the modal's arguments).
  ///
  /// - Parameter definition: The app, which says the modal's root, style and whether it has a
  ///   stack.
  /// - Returns: The template the app's router fills in when a URL matches.
  package func template(in definition: FlowDefinition) -> DeepLinkTemplate {
    var routes: [ScreenRoute] = []
    var captures: [DeepLinkTemplate.Capture] = []
    for (index, template) in (columns?.all ?? path).enumerated() {
      var route = ScreenRoute(template.screen)
      for (name, argument) in template.arguments.sorted(by: { $0.key < $1.key }) {
        switch argument {
        case .value(let value): route.arguments[name] = value
        case .placeholder(let placeholder):
          captures.append(.init(route: index, parameter: name, placeholder: placeholder))
        }
      }
      routes.append(route)
    }
    let presentation = modal.flatMap { definition.modal($0) }.map { modal in
      var root = ScreenRoute(modal.root)
      var captures: [DeepLinkTemplate.Capture] = []
      for (name, argument) in modalArguments.sorted(by: { $0.key < $1.key }) {
        switch argument {
        case .value(let value): root.arguments[name] = value
        case .placeholder(let placeholder):
          captures.append(.init(route: 0, parameter: name, placeholder: placeholder))
        }
      }
      return DeepLinkTemplate.Presentation(
        modal.id, root: root, style: modal.style, hasNavigation: modal.isFlow, captures: captures)
    }
    guard let columns else {
      return DeepLinkTemplate(
        tab: tab, path: routes, captures: captures, modal: presentation, stack: stack, back: back,
        scene: scene)
    }
    let content = columns.sidebar.count
    let detail = content + columns.content.count
    let link = SplitLink(
      sidebar: Array(routes[..<content]), content: Array(routes[content..<detail]),
      detail: Array(routes[detail...]))
    return DeepLinkTemplate(
      captures: captures, modal: presentation, stack: stack, back: back, columns: link,
      scene: scene)
  }
}

extension FlowDefinition {
  /// A router resolving this app's deep links to targets of the core.
  package func deepLinkRouter() -> DeepLinkRouter<ScreenRoute> {
    var router = DeepLinkRouter<ScreenRoute>()
    for link in deepLinks {
      router.add(link.pattern, to: link.template(in: self))
    }
    return router
  }
}
