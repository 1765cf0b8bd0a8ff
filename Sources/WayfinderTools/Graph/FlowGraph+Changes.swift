public import WayfinderFlowFiles

extension FlowGraph {
  /// The graph of `new`, marked with what changed since `old` (``Node/change``,
  /// ``Edge/change``): screens, steps and edges `new` adds are marked added; a screen, step or
  /// deep link whose own fields changed (a title, a condition, a link's stack), and an edge
  /// whose label or target changed, changed; and what only `old` has — screens, groups, edges, an edge's old
  /// target — is drawn too, marked removed. ``dot()`` draws them green, orange, and red and
  /// dashed.
  ///
  /// Nodes match by identifier, deep links by their pattern; an edge matches an edge of the old
  /// graph from the same node for the same action, tab or link (or, for a launch edge, to the
  /// same node). O(nodes + edges of both graphs) after comparing the apps (``FlowDiff``).
  ///
  /// - Parameters:
  ///   - old: The app before.
  ///   - new: The app after, whose graph this is.
  public init(changesFrom old: FlowDefinition, to new: FlowDefinition) {
    self.init(new)
    var changed: Set<String> = []
    for section in FlowDiff(from: old, to: new).sections {
      for entry in section.entries where entry.change == .changed && !entry.fields.isEmpty {
        switch section.name {
        case "screens": changed.insert("node " + FlowGraphBuilder.screen(entry.key))
        case "launch", "interactions": changed.insert("node " + FlowGraphBuilder.step(entry.key))
        case "deepLinks": changed.insert("link " + entry.key)
        default: break
        }
      }
    }
    let before = FlowGraph(old)
    markEdges(from: before, ids: markNodes(from: before, changed: changed))
  }

  /// What matches a node across versions: its identifier, or a deep link's pattern (its
  /// identifier is its place in the list).
  private static func identity(_ node: Node) -> String {
    node.kind == .deepLinks ? "link " + node.label : "node " + node.id
  }

  /// Marks the nodes added or changed since `old`, adds those removed, and returns the
  /// identifier each node of `old` has in this graph.
  private mutating func markNodes(from old: FlowGraph, changed: Set<String>) -> [String: String] {
    var before: [String: Node] = [:]
    for node in old.clusters.flatMap(\.nodes) + old.nodes { before[Self.identity(node)] = node }
    var now: [String: String] = [:]
    var taken: Set<String> = []
    func mark(_ node: inout Node) {
      now[Self.identity(node)] = node.id
      taken.insert(node.id)
      guard let previous = before[Self.identity(node)] else {
        node.change = .added
        return
      }
      if previous.label != node.label || changed.contains(Self.identity(node)) {
        node.change = .changed
      }
    }
    for cluster in clusters.indices {
      for node in clusters[cluster].nodes.indices { mark(&clusters[cluster].nodes[node]) }
    }
    for node in nodes.indices { mark(&nodes[node]) }
    var ids: [String: String] = [:]
    func place(_ node: Node, in group: Cluster?) {
      if let id = now[Self.identity(node)] {
        ids[node.id] = id
        return
      }
      var removed = node
      removed.change = .removed
      while taken.contains(removed.id) { removed.id = "removed_" + removed.id }
      taken.insert(removed.id)
      ids[node.id] = removed.id
      guard let group else { return nodes.append(removed) }
      if let index = clusters.firstIndex(where: { $0.id == group.id }) {
        clusters[index].nodes.append(removed)
      } else {
        clusters.append(Cluster(id: group.id, title: group.title + " (removed)", nodes: [removed]))
      }
    }
    for group in old.clusters { for node in group.nodes { place(node, in: group) } }
    for node in old.nodes { place(node, in: nil) }
    return ids
  }

  /// Marks the edges added or changed since `old`, and adds those removed (an action's old
  /// target among them), with their ends named as in this graph (`ids`).
  private mutating func markEdges(from old: FlowGraph, ids: [String: String]) {
    struct Key: Hashable {
      var from: String
      var item: CoverageItem?
      var style: Edge.Style
    }
    func key(_ edge: Edge) -> Key {
      // An action's, a tab's or a link's edge is itself whatever its label; a launch edge is
      // known by its ends.
      Key(from: edge.from, item: edge.item, style: edge.style)
    }
    let previous = old.edges.map { edge in
      var edge = edge
      edge.from = ids[edge.from] ?? edge.from
      edge.to = ids[edge.to] ?? edge.to
      return edge
    }
    var unmatched: [Key: [Int]] = [:]
    for (index, edge) in previous.enumerated() { unmatched[key(edge), default: []].append(index) }
    var drawn = Array(repeating: false, count: previous.count)
    for index in edges.indices {
      let edge = edges[index]
      let candidates = unmatched[key(edge)] ?? []
      if let at = candidates.firstIndex(where: { previous[$0].to == edge.to }) {
        let match = candidates[at]
        unmatched[key(edge)]?.remove(at: at)
        drawn[match] = true
        if previous[match].label != edge.label { edges[index].change = .changed }
      } else if edge.item != nil, !candidates.isEmpty {
        // The same action now leads elsewhere: changed, and its old edge drawn removed.
        unmatched[key(edge)]?.removeFirst()
        edges[index].change = .changed
      } else {
        edges[index].change = .added
      }
    }
    for (index, edge) in previous.enumerated() where !drawn[index] {
      var removed = edge
      removed.change = .removed
      edges.append(removed)
    }
  }
}
