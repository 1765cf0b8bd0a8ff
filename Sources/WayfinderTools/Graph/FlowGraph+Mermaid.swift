internal import Wayfinder
internal import WayfinderPersistence

extension FlowGraph {
  /// The graph as a Mermaid flowchart, for Markdown that renders Mermaid (GitHub does): top to
  /// bottom, a subgraph per group, coverage and a recording's trail as `linkStyle` lines, the
  /// trail's screens as `style` lines, the last one's label starting with `▶ `.
  public func mermaid() -> String {
    var lines = ["flowchart TB"]
    for cluster in clusters {
      lines.append("  subgraph \(cluster.id)[\"\(Self.mermaidText(cluster.title))\"]")
      for node in cluster.nodes { lines.append("    " + Self.mermaidNode(node)) }
      lines.append("  end")
    }
    for node in nodes { lines.append("  " + Self.mermaidNode(node)) }
    for edge in edges {
      let arrow: String
      switch (edge.style, edge.drawnLabel) {
      case (.dotted, let label?): arrow = "-. \"\(Self.mermaidText(label))\" .->"
      case (.dotted, nil): arrow = "-.->"
      case (_, let label?): arrow = "-- \"\(Self.mermaidText(label))\" -->"
      case (_, nil): arrow = "-->"
      }
      lines.append("  \(edge.from) \(arrow) \(edge.to)")
    }
    // Coverage: taken edges thick and green (amber when another criterion misses part of them),
    // missed ones red and dashed (links count in order). A recording's trail: thicker still,
    // in blue when coverage is not drawn.
    for (index, edge) in edges.enumerated() {
      let onTrail = !edge.trailSteps.isEmpty
      let width = onTrail ? "5px" : nil
      switch edge.isCovered {
      case true? where !edge.gaps.isEmpty:
        lines.append("  linkStyle \(index) stroke:#bf8700,stroke-width:\(width ?? "3px")")
      case true?: lines.append("  linkStyle \(index) stroke:#1a7f37,stroke-width:\(width ?? "3px")")
      case false?:
        lines.append(
          "  linkStyle \(index) stroke:#cf222e,stroke-width:\(width ?? "2px"),stroke-dasharray:5 5")
      case nil where onTrail: lines.append("  linkStyle \(index) stroke:#0969da,stroke-width:5px")
      case nil: break
      }
    }
    for node in clusters.flatMap(\.nodes) + nodes {
      switch node.highlight {
      case .current?:
        lines.append("  style \(node.id) fill:#ddf4ff,stroke:#0969da,stroke-width:3px")
      case .trail?: lines.append("  style \(node.id) stroke:#0969da,stroke-width:2px")
      case nil: break
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func mermaidNode(_ node: Node) -> String {
    let label = node.highlight == .current ? "▶ " + node.label : node.label
    let text = "\"" + mermaidText(label) + "\""
    switch node.kind {
    case .screen: return "\(node.id)[\(text)]"
    case .launchStep: return "\(node.id)([\(text)])"
    case .home: return "\(node.id)((\(text)))"
    case .deepLinks: return "\(node.id){{\(text)}}"
    case .placeholder: return "\(node.id)>\(text)]"
    }
  }

  /// A Mermaid label: quotes and angle brackets written as entities (so a condition such as
  /// `a < b` is never read as markup), control characters shown escaped so the output is safe
  /// on a terminal. O(n).
  private static func mermaidText(_ text: String) -> String {
    TerminalText.sanitized(text).replacing("\"", with: "#quot;").replacing("<", with: "#lt;")
      .replacing(">", with: "#gt;")
  }
}
