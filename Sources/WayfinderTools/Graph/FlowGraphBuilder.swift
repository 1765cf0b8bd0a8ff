internal import Wayfinder
internal import WayfinderFlowFiles

/// Builds a ``FlowGraph`` from a definition: the launch and the interactions first
/// (`FlowGraphBuilder+Launch.swift`), then a group per flow and modal (a split's named after
/// its column), home and its tabs (or its sidebar), an edge per action (and per step an action
/// runs), and a node per deep link.
struct FlowGraphBuilder {
  let definition: FlowDefinition
  var clusters: [FlowGraph.Cluster] = []
  var nodes: [FlowGraph.Node] = []
  var edges: [FlowGraph.Edge] = []
  /// The `back` and `dismissed` nodes made so far, by identifier.
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

  static func step(_ name: String) -> String { id("step", name) }

  mutating func build() {
    buildLaunch()
    buildInteractions()
    let tabs = Set(definition.home.tabIDs.map(\.rawValue))
    let split = definition.home.split
    for flow in definition.flows {
      // A split's columns are a group each, named after the column.
      let column = split?.column(showing: TabID(flow.id)).map { "\($0) column" }
      let kind =
        column
        ?? (tabs.contains(flow.id)
          ? (definition.home.layout == .tabs ? "tab" : "home flow") : "flow")
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
    if let split, let root = definition.flow(forTab: split.sidebar)?.root {
      // Home shows the sidebar; the other columns show what is selected.
      edges.append(
        FlowGraph.Edge(from: "home", to: Self.screen(root), label: "sidebar", style: .action))
    }
    for tab in split == nil ? definition.home.tabIDs : [] {
      if let root = definition.flow(forTab: tab)?.root {
        edges.append(
          FlowGraph.Edge(
            from: "home", to: Self.screen(root), label: "tab \(tab)", style: .action,
            item: .tab(tab.rawValue)))
      }
    }
    for id in orderedScreens {
      guard let screen = definition.screen(id) else { continue }
      for action in screen.actions { addEdges(of: action, on: screen) }
    }
    for (index, link) in definition.deepLinks.enumerated() {
      let node = "link_\(index + 1)"
      nodes.append(FlowGraph.Node(id: node, label: link.pattern.description, kind: .deepLinks))
      edges.append(
        FlowGraph.Edge(
          from: node, to: deepLinkTarget(link), label: nil, style: .dotted,
          item: .deepLink(link.pattern.description)))
    }
  }

  /// The label of a step's or an action's edge: `text`, then what it depends on in brackets.
  static func label(_ text: String, _ notes: [String?]) -> String {
    let notes = notes.compactMap(\.self)
    return notes.isEmpty ? text : "\(text) (\(notes.joined(separator: ", ")))"
  }

  /// The edge an action takes, or one to each step it runs when it navigates nowhere (and one
  /// to each step it runs beside its navigation otherwise).
  private mutating func addEdges(of action: ActionDefinition, on screen: ScreenDefinition) {
    let label = Self.label(
      action.label,
      [
        action.condition.map { "when \($0)" },
        action.finishesStep ? "finishes step" : nil,
        Self.columnNote(action.effect),
      ])
    let item = CoverageItem.action(screen: screen.id, label: action.label)
    let from = Self.screen(screen.id)
    let runs = action.runs.filter { definition.step($0) != nil }
    if action.effect != .none || runs.isEmpty {
      edges.append(
        FlowGraph.Edge(
          from: from, to: target(of: action, on: screen), label: label, style: .action,
          item: item))
    }
    for step in runs {
      edges.append(
        FlowGraph.Edge(from: from, to: Self.step(step), label: label, style: .action, item: item))
    }
  }

  /// `in detail` for an action that selects in a split's column last, `clears detail` for one
  /// that clears a column's selection last; `nil` otherwise.
  private static func columnNote(_ effect: ActionDefinition.Effect) -> String? {
    switch effect {
    case .select(_, let column): "in \(column)"
    case .deselect(let column): "clears \(column)"
    case .transaction(let steps): steps.last.flatMap(columnNote)
    default: nil
    }
  }

  private var orderedScreens: [String] {
    definition.launchScreens + definition.flows.flatMap(\.screens)
      + definition.modals.flatMap(\.screens)
  }

  func screenNode(_ id: String) -> FlowGraph.Node {
    let title = definition.screen(id)?.title ?? id
    guard title != id else { return FlowGraph.Node(id: Self.screen(id), label: id, kind: .screen) }
    return FlowGraph.Node(
      id: Self.screen(id), label: "\(title) · \(id)", kind: .screen, lines: [title, id])
  }

  /// The identifier of the group that holds `screen`, if any.
  private func clusterID(of screen: ScreenDefinition) -> String? {
    switch screen.owner {
    case .flow(let id): Self.id("flow", id)
    case .modal(let id): Self.id("modal", id.rawValue)
    case .launch: nil
    }
  }

  /// The node `name` (`back`, `dismissed`) of the group holding `screen`, made on first use;
  /// outside any group, one shared node.
  private mutating func placeholder(_ name: String, for screen: ScreenDefinition) -> String {
    let cluster = clusterID(of: screen)
    let id = cluster.map { name + "_" + $0 } ?? name
    guard placeholders.insert(id).inserted else { return id }
    let node = FlowGraph.Node(id: id, label: name, kind: .placeholder)
    if let index = clusters.firstIndex(where: { $0.id == cluster }) {
      clusters[index].nodes.append(node)
    } else {
      nodes.append(node)
    }
    return id
  }

  private mutating func target(of action: ActionDefinition, on screen: ScreenDefinition) -> String {
    node(for: definition.destination(of: action, on: screen), from: screen)
  }

  /// The node a destination is drawn as: a screen, the group's `back` or `dismissed`, a tab's
  /// root, or home.
  private mutating func node(
    for destination: ActionDestination, from screen: ScreenDefinition
  ) -> String {
    switch destination {
    case .screen(let id): Self.screen(id)
    case .back: placeholder("back", for: screen)
    case .dismissed: placeholder("dismissed", for: screen)
    case .tab(let tab): Self.screen(definition.flow(forTab: tab)?.root ?? tab.rawValue)
    case .home: "home"
    }
  }

  private func deepLinkTarget(_ link: DeepLinkDefinition) -> String {
    switch definition.destination(of: link) {
    case .screen(let id): Self.screen(id)
    case .back, .dismissed, .tab, .home: "home"
    }
  }
}
