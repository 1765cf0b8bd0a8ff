internal import Wayfinder

/// An app's navigation as a graph, for docs and review: screens grouped by tab, flow and modal,
/// actions as labelled edges, the tab bar, deep links, and the launch DAG.
///
/// ```swift
/// print(FlowGraph(app).mermaid())     // or .dot()
/// ```
///
/// Actions whose destination depends on the stack at run time point at a shared node: `back`
/// for `pop`, `dismissed` for `dismiss`. Actions that navigate nowhere (they only set facts or
/// finish a launch step) loop on their screen.
public struct FlowGraph: Hashable, Sendable {
  /// A box of the graph.
  public struct Node: Hashable, Sendable {
    /// What a node stands for, which decides its shape.
    public enum Kind: Hashable, Sendable {
      /// A screen of a flow, a modal or the launch.
      case screen
      /// A launch step.
      case launchStep
      /// Home, where the launch ends and the tabs start.
      case home
      /// Where deep links come in.
      case deepLinks
      /// A destination known only at run time: `back` or `dismissed`.
      case placeholder
    }

    /// The identifier, unique in the graph and safe in both formats.
    public var id: String
    /// The text shown.
    public var label: String
    /// What it stands for.
    public var kind: Kind
  }

  /// A group of nodes: a tab's or flow's screens, a modal's, or the launch.
  public struct Cluster: Hashable, Sendable {
    /// The identifier, unique in the graph.
    public var id: String
    /// The title shown.
    public var title: String
    /// The nodes in it.
    public var nodes: [Node]
  }

  /// An arrow.
  public struct Edge: Hashable, Sendable {
    /// How an edge is drawn.
    public enum Style: Hashable, Sendable {
      /// An action or a tab: solid.
      case action
      /// A launch dependency: solid, unlabelled.
      case dependency
      /// What a launch step shows, or a deep link: dotted.
      case dotted
    }

    /// The source node's identifier.
    public var from: String
    /// The target node's identifier.
    public var to: String
    /// The label, or `nil`.
    public var label: String?
    /// How it is drawn.
    public var style: Style
    /// What taking the edge exercises, for coverage: an action, a tab, a deep link.
    public var item: CoverageItem?
    /// Whether scenarios took it: `nil` when coverage was not asked for, or the edge is not
    /// one scenarios take (a launch dependency).
    public var isCovered: Bool?
  }

  /// The app's name.
  public var title: String
  /// The groups, in declaration order: launch, tabs and flows, modals.
  public var clusters: [Cluster] = []
  /// Nodes outside any group: home, deep links, `back`, `dismissed`.
  public var nodes: [Node] = []
  /// Every arrow.
  public var edges: [Edge] = []

  /// The same graph with each action, tab and deep-link edge marked as taken or missed by the
  /// scenarios that exercised `covered`. O(edges).
  public func marking(covered: Set<CoverageItem>) -> FlowGraph {
    var graph = self
    for index in graph.edges.indices {
      guard let item = graph.edges[index].item else { continue }
      graph.edges[index].isCovered = covered.contains(item)
    }
    return graph
  }

  /// The graph of `definition`.
  public init(_ definition: FlowDefinition) {
    title = definition.app
    var builder = FlowGraphBuilder(definition: definition)
    builder.build()
    clusters = builder.clusters
    nodes = builder.nodes
    edges = builder.edges
  }
}

/// Builds a ``FlowGraph`` from a definition.
struct FlowGraphBuilder {
  let definition: FlowDefinition
  var clusters: [FlowGraph.Cluster] = []
  var nodes: [FlowGraph.Node] = []
  var edges: [FlowGraph.Edge] = []
  private var placeholders: Set<String> = []

  init(definition: FlowDefinition) {
    self.definition = definition
  }

  static func id(_ prefix: String, _ name: String) -> String {
    prefix + "_"
      + String(
        name.unicodeScalars.map {
          $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_"
        })
  }

  static func screen(_ name: String) -> String { id("s", name) }

  mutating func build() {
    buildLaunch()
    let tabs = Set(definition.home.tabIDs.map(\.rawValue))
    for flow in definition.flows {
      let kind =
        tabs.contains(flow.id) ? (definition.home.layout == .tabs ? "tab" : "home flow") : "flow"
      clusters.append(
        FlowGraph.Cluster(
          id: Self.id("flow", flow.id), title: "\(flow.title) (\(kind) \(flow.id))",
          nodes: flow.screens.map(screenNode)))
    }
    for modal in definition.modals {
      clusters.append(
        FlowGraph.Cluster(
          id: Self.id("modal", modal.id.rawValue),
          title: "modal \(modal.id) (\(modal.style.rawValue))",
          nodes: modal.screens.map(screenNode)))
    }
    nodes.append(FlowGraph.Node(id: "home", label: "Home", kind: .home))
    for tab in definition.home.tabIDs {
      if let root = definition.flow(forTab: tab)?.root {
        edges.append(
          FlowGraph.Edge(
            from: "home", to: Self.screen(root), label: "tab \(tab)", style: .action,
            item: .tab(tab.rawValue)))
      }
    }
    for id in orderedScreens {
      guard let screen = definition.screen(id) else { continue }
      for action in screen.actions {
        let label = action.finishesStep ? action.label + " (finishes step)" : action.label
        edges.append(
          FlowGraph.Edge(
            from: Self.screen(id), to: target(of: action, on: screen), label: label, style: .action,
            item: .action(screen: id, label: action.label)))
      }
    }
    if !definition.deepLinks.isEmpty {
      nodes.append(FlowGraph.Node(id: "deepLinks", label: "deep links", kind: .deepLinks))
      for link in definition.deepLinks {
        edges.append(
          FlowGraph.Edge(
            from: "deepLinks", to: deepLinkTarget(link), label: link.pattern.description,
            style: .dotted, item: .deepLink(link.pattern.description)))
      }
    }
  }

  private var orderedScreens: [String] {
    definition.launchScreens + definition.flows.flatMap(\.screens)
      + definition.modals.flatMap(\.screens)
  }

  private func screenNode(_ id: String) -> FlowGraph.Node {
    let title = definition.screen(id)?.title ?? id
    return FlowGraph.Node(
      id: Self.screen(id), label: title == id ? id : "\(title) · \(id)", kind: .screen)
  }

  private mutating func buildLaunch() {
    guard !definition.launch.isEmpty || !definition.launchScreens.isEmpty else { return }
    var launch = definition.launch.map { step in
      FlowGraph.Node(
        id: Self.id("step", step.id), label: "\(step.id) (\(step.kind.rawValue))", kind: .launchStep
      )
    }
    launch += definition.launchScreens.map(screenNode)
    clusters.append(FlowGraph.Cluster(id: "launch", title: "launch", nodes: launch))
    var hasDependents: Set<String> = []
    for step in definition.launch {
      for before in step.after {
        hasDependents.insert(before)
        edges.append(
          FlowGraph.Edge(
            from: Self.id("step", before), to: Self.id("step", step.id), label: nil,
            style: .dependency))
      }
      let shown = step.screen ?? step.modal.flatMap { definition.modal($0)?.root }
      if let shown {
        let verb = step.kind == .splash ? "shows" : step.kind == .gate ? "holds with" : "presents"
        edges.append(
          FlowGraph.Edge(
            from: Self.id("step", step.id), to: Self.screen(shown), label: verb, style: .dotted))
      }
    }
    // Home appears at the home step when there is one, and after the last steps otherwise.
    if let home = definition.launch.first(where: { $0.kind == .home && $0.runsAtLaunch }) {
      edges.append(
        FlowGraph.Edge(from: Self.id("step", home.id), to: "home", label: "shows", style: .dotted))
    } else {
      for step in definition.launch where !hasDependents.contains(step.id) {
        edges.append(
          FlowGraph.Edge(
            from: Self.id("step", step.id), to: "home", label: nil, style: .dependency))
      }
    }
  }

  private mutating func placeholder(_ id: String, _ label: String) -> String {
    if placeholders.insert(id).inserted {
      nodes.append(FlowGraph.Node(id: id, label: label, kind: .placeholder))
    }
    return id
  }

  private mutating func target(of action: ActionDefinition, on screen: ScreenDefinition) -> String {
    switch action.effect {
    case .none: return Self.screen(screen.id)
    case .push(let route): return Self.screen(route.screen)
    case .pop: return placeholder("back", "back")
    case .popTo(let id): return Self.screen(id)
    case .popToRoot: return Self.screen(root(of: screen) ?? screen.id)
    case .replace(let routes):
      return Self.screen(routes.last?.screen ?? root(of: screen) ?? screen.id)
    case .present(_, let root, _): return Self.screen(root.screen)
    case .dismiss: return placeholder("dismissed", "dismissed")
    case .switchTab(let tab): return Self.screen(definition.flow(forTab: tab)?.root ?? tab.rawValue)
    case .open(let url):
      for link in definition.deepLinks {
        if case .matched = link.pattern.match(url) { return deepLinkTarget(link) }
      }
      return "deepLinks"
    }
  }

  private func root(of screen: ScreenDefinition) -> String? {
    switch screen.owner {
    case .flow(let id): definition.flow(id)?.root
    case .modal(let id): definition.modal(id)?.root
    case .launch: nil
    }
  }

  private func deepLinkTarget(_ link: DeepLinkDefinition) -> String {
    if let modal = link.modal, let root = definition.modal(modal)?.root { return Self.screen(root) }
    if let last = link.path.last { return Self.screen(last.screen) }
    let tab = link.tab ?? definition.home.tabIDs.first
    return Self.screen(tab.flatMap { definition.flow(forTab: $0)?.root } ?? "home")
  }
}
