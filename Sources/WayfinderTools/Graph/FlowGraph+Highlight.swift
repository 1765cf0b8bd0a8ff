internal import Wayfinder

extension FlowGraph {
  /// The same graph with the trail of `highlight` marked: its last screen ``Node/Highlight``
  /// `current`, the screens before it `trail`, and the edges between them numbered in order
  /// (``Edge/trailSteps``), from home's tab edge to the last screen.
  ///
  /// A step of the trail from screen A to screen B takes the first edge from A to B; into a
  /// modal an interaction step presented, the step's edge to it; from home, the tab's edge. A
  /// step no edge draws — a deep link's jump, a modal the app presented by itself — is left
  /// unmarked, and so is a screen the graph has no node for. Coverage marks (``marking(_:)``)
  /// are kept: the two are drawn together.
  ///
  /// O(edges + nodes + the trail's length).
  public func highlighting(_ highlight: GraphHighlight) -> FlowGraph {
    var graph = self
    let crumbs = highlight.trail.crumbs
    guard !crumbs.isEmpty else { return graph }
    var edgeIndex: [String: Int] = [:]
    for (index, edge) in edges.enumerated() {
      let key = edge.from + "\u{0}" + edge.to
      if edgeIndex[key] == nil { edgeIndex[key] = index }
    }
    var nodeIDs = crumbs.map { FlowGraphBuilder.screen($0.route.screen) }
    var sources: [String?] = [nil] + nodeIDs.dropLast()
    // Home's tab edge leads to the first screen of a tab or home flow.
    if crumbs[0].place != "launch" { sources[0] = "home" }
    var step = 0
    for index in crumbs.indices {
      let target = nodeIDs[index]
      let from =
        crumbs[index].presentedBy.map { FlowGraphBuilder.step($0.rawValue) } ?? sources[index]
      guard let from, let edge = edgeIndex[from + "\u{0}" + target] else { continue }
      step += 1
      graph.edges[edge].trailSteps.append(step)
    }
    let current = nodeIDs.removeLast()
    let before = Set(nodeIDs)
    graph.mark { node in
      node.id == current ? .current : before.contains(node.id) ? .trail : nil
    }
    return graph
  }

  /// Sets each node's highlight to `highlight(node)`. O(nodes).
  private mutating func mark(_ highlight: (Node) -> Node.Highlight?) {
    for cluster in clusters.indices {
      for node in clusters[cluster].nodes.indices {
        clusters[cluster].nodes[node].highlight = highlight(clusters[cluster].nodes[node])
      }
    }
    for node in nodes.indices { nodes[node].highlight = highlight(nodes[node]) }
  }
}
