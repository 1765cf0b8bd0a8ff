internal import Wayfinder

extension FlowGraph {
  /// The graph as a Mermaid flowchart, for Markdown that renders Mermaid (GitHub does).
  public func mermaid() -> String {
    var lines = ["flowchart LR"]
    for cluster in clusters {
      lines.append("  subgraph \(cluster.id)[\"\(Self.mermaidText(cluster.title))\"]")
      for node in cluster.nodes { lines.append("    " + Self.mermaidNode(node)) }
      lines.append("  end")
    }
    for node in nodes { lines.append("  " + Self.mermaidNode(node)) }
    for edge in edges {
      let arrow: String
      switch (edge.style, edge.label) {
      case (.dotted, let label?): arrow = "-. \"\(Self.mermaidText(label))\" .->"
      case (.dotted, nil): arrow = "-.->"
      case (_, let label?): arrow = "-- \"\(Self.mermaidText(label))\" -->"
      case (_, nil): arrow = "-->"
      }
      lines.append("  \(edge.from) \(arrow) \(edge.to)")
    }
    // Coverage: taken edges thick and green, missed ones red and dashed (links count in order).
    for (index, edge) in edges.enumerated() {
      switch edge.isCovered {
      case true?: lines.append("  linkStyle \(index) stroke:#1a7f37,stroke-width:3px")
      case false?:
        lines.append("  linkStyle \(index) stroke:#cf222e,stroke-width:2px,stroke-dasharray:5 5")
      case nil: break
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The graph in Graphviz DOT (`dot -Tsvg`).
  public func dot() -> String {
    var lines = [
      "digraph \(Self.dotText(title)) {", "  rankdir=LR;", "  node [shape=box, style=rounded];",
    ]
    for cluster in clusters {
      lines.append("  subgraph \(Self.dotText("cluster_" + cluster.id)) {")
      lines.append("    label=\(Self.dotText(cluster.title));")
      for node in cluster.nodes { lines.append("    " + Self.dotNode(node)) }
      lines.append("  }")
    }
    for node in nodes { lines.append("  " + Self.dotNode(node)) }
    for edge in edges {
      var attributes: [String] = []
      if let label = edge.label { attributes.append("label=\(Self.dotText(label))") }
      switch edge.isCovered {
      case true?: attributes += ["color=\"#1a7f37\"", "penwidth=2.5"]
      case false?: attributes += ["color=\"#cf222e\"", "fontcolor=\"#cf222e\"", "style=dashed"]
      case nil: if edge.style == .dotted { attributes.append("style=dashed") }
      }
      let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
      lines.append("  \(Self.dotText(edge.from)) -> \(Self.dotText(edge.to))\(suffix);")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func mermaidNode(_ node: Node) -> String {
    let text = "\"" + mermaidText(node.label) + "\""
    switch node.kind {
    case .screen: return "\(node.id)[\(text)]"
    case .launchStep: return "\(node.id)([\(text)])"
    case .home: return "\(node.id)((\(text)))"
    case .deepLinks: return "\(node.id){{\(text)}}"
    case .placeholder: return "\(node.id)>\(text)]"
    }
  }

  /// A Mermaid label: quotes written as an entity, control characters shown escaped so the
  /// output is safe on a terminal. O(n).
  private static func mermaidText(_ text: String) -> String {
    TerminalText.sanitized(text).replacing("\"", with: "#quot;")
  }

  private static func dotNode(_ node: Node) -> String {
    let shape: String
    switch node.kind {
    case .screen: shape = ""
    case .launchStep: shape = ", shape=ellipse"
    case .home: shape = ", shape=doublecircle"
    case .deepLinks: shape = ", shape=hexagon"
    case .placeholder: shape = ", shape=plaintext"
    }
    return "\(dotText(node.id)) [label=\(dotText(node.label))\(shape)];"
  }

  /// A DOT quoted string: control characters shown escaped (so the output is safe on a
  /// terminal), then backslashes and quotes escaped for DOT. O(n).
  private static func dotText(_ text: String) -> String {
    "\"" + TerminalText.sanitized(text).replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      + "\""
  }
}
