internal import Wayfinder
internal import WayfinderPersistence

extension FlowGraph {
  /// The graph in Graphviz DOT (`dot -Tsvg`), laid out to be read: top to bottom in a
  /// sans-serif face, a box per group, screens in rounded boxes with their identifier on a
  /// second line, steps in ellipses, dashed grey edges for what a step shows and for deep links.
  ///
  /// A group's title goes at its top, or at its bottom when more edges enter the group than
  /// leave it, so that fewer edges run through it.
  public func dot() -> String {
    var lines = ["digraph \(Self.dotText(title)) {"] + Self.dotHeader
    let titlesBelow = titlesBelow()
    for cluster in clusters {
      lines.append("  subgraph \(Self.dotText("cluster_" + cluster.id)) {")
      lines.append("    label=\(Self.dotText(cluster.title));")
      if titlesBelow.contains(cluster.id) { lines.append("    labelloc=b;") }
      for node in cluster.nodes { lines.append("    " + Self.dotNode(node)) }
      lines.append("  }")
    }
    for node in nodes { lines.append("  " + Self.dotNode(node)) }
    for (edge, labels) in mergedEdges() {
      var attributes: [String] = []
      // Several labels go a line each, aligned left (`\l` ends a left-aligned line).
      let texts = labels.map { Self.dotText($0).dropFirst().dropLast() }
      if texts.count == 1 {
        attributes.append("label=\"\(texts[0])\"")
      } else if texts.count > 1 {
        attributes.append("label=\"\(texts.map { $0 + "\\l" }.joined())\"")
      }
      // Coverage draws in color; the trail of a recording in width (and in blue when
      // coverage was not asked for), so that both show at once.
      let onTrail = !edge.trailSteps.isEmpty
      let width = onTrail ? ["penwidth=4"] : []
      if let change = edge.change {
        attributes += Self.dotChange(change, outline: false)
      } else {
        attributes += coverageAttributes(of: edge, width: width)
      }
      let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
      lines.append("  \(Self.dotText(edge.from)) -> \(Self.dotText(edge.to))\(suffix);")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// How coverage and a recording's trail draw `edge`: in color, and in `width`.
  private func coverageAttributes(of edge: Edge, width: [String]) -> [String] {
    var attributes: [String] = []
    let onTrail = !edge.trailSteps.isEmpty
    switch edge.isCovered {
    case true? where !edge.gaps.isEmpty:
      attributes +=
        ["color=\"#bf8700\"", "fontcolor=\"#9a6700\""]
        + (width.isEmpty ? ["penwidth=2.5"] : width)
    case true?: attributes += ["color=\"#1a7f37\""] + (width.isEmpty ? ["penwidth=2.5"] : width)
    case false?:
      attributes += ["color=\"#cf222e\"", "fontcolor=\"#cf222e\"", "style=dashed"] + width
    case nil where onTrail:
      attributes += ["color=\"#0969da\"", "fontcolor=\"#0969da\""] + width
    case nil:
      if edge.style == .dotted {
        attributes += ["style=dashed", "color=\"#57606a\"", "fontcolor=\"#57606a\""]
      }
    }
    return attributes
  }

  /// How a change is drawn: added in green, changed in orange, both bold; removed in red and
  /// dashed (an `outline`, a node's border, keeps its rounded corners).
  private static func dotChange(_ change: FlowDiff.Change, outline: Bool) -> [String] {
    switch change {
    case .added: ["color=\"#1a7f37\"", "fontcolor=\"#1a7f37\"", "penwidth=2.5"]
    case .changed: ["color=\"#bc4c00\"", "fontcolor=\"#bc4c00\"", "penwidth=2.5"]
    case .removed:
      [
        outline ? "style=\"rounded,dashed\"" : "style=dashed", "color=\"#cf222e\"",
        "fontcolor=\"#cf222e\"",
      ]
    }
  }

  /// The attributes of the whole drawing: top to bottom (an app's launch, home, tabs and
  /// modals are deep, so left to right drew a strip), Helvetica, room between ranks for edge
  /// labels, rounded grey group boxes with their titles at the left.
  private static let dotHeader = [
    "  graph [rankdir=TB, fontname=\"Helvetica\", fontsize=12, labeljust=l, nodesep=0.3, "
      + "ranksep=0.45, style=rounded, color=\"#8c959f\"];",
    "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11, height=0.3, "
      + "margin=\"0.12,0.05\"];",
    "  edge [fontname=\"Helvetica\", fontsize=10, arrowsize=0.7];",
  ]

  /// The edges with the same ends, style and coverage as one, with their labels a line each:
  /// two actions from one screen to another, or two that loop on one screen, would otherwise
  /// be drawn on one path with their labels over each other. O(edges).
  private func mergedEdges() -> [(edge: Edge, labels: [String])] {
    struct Key: Hashable {
      var from: String
      var to: String
      var style: Edge.Style
      var isCovered: Bool?
      var isPartial: Bool
      var trailSteps: [Int]
      var change: FlowDiff.Change?
    }
    var merged: [(edge: Edge, labels: [String])] = []
    var index: [Key: Int] = [:]
    for edge in edges {
      let key = Key(
        from: edge.from, to: edge.to, style: edge.style, isCovered: edge.isCovered,
        isPartial: !edge.gaps.isEmpty, trailSteps: edge.trailSteps, change: edge.change)
      if let at = index[key] {
        merged[at].labels += edge.drawnLabel.map { [$0] } ?? []
      } else {
        index[key] = merged.count
        merged.append((edge, edge.drawnLabel.map { [$0] } ?? []))
      }
    }
    return merged
  }

  /// The groups more edges enter than leave. O(nodes + edges).
  private func titlesBelow() -> Set<String> {
    var group: [String: String] = [:]
    for cluster in clusters { for node in cluster.nodes { group[node.id] = cluster.id } }
    var balance: [String: Int] = [:]
    for edge in edges where group[edge.from] != group[edge.to] {
      if let into = group[edge.to] { balance[into, default: 0] += 1 }
      if let out = group[edge.from] { balance[out, default: 0] -= 1 }
    }
    return Set(balance.filter { $0.value > 0 }.keys)
  }

  private static func dotNode(_ node: Node) -> String {
    // Each line quoted, then joined with DOT's line break inside one quoted string.
    let label =
      "\"" + node.drawnLines.map { dotText($0).dropFirst().dropLast() }.joined(separator: "\\n")
      + "\""
    let shape: String
    switch node.kind {
    case .screen: shape = ""
    case .launchStep: shape = ", shape=ellipse"
    case .home: shape = ", shape=doublecircle"
    case .deepLinks:
      // Grey, unless a change colors it.
      shape =
        ", shape=cds, fontsize=10"
        + (node.change == nil ? ", color=\"#57606a\", fontcolor=\"#57606a\"" : "")
    case .placeholder:
      shape =
        ", shape=plaintext, fontsize=10" + (node.change == nil ? ", fontcolor=\"#57606a\"" : "")
    }
    let highlight: String
    switch node.highlight {
    case .current?:
      highlight =
        ", style=\"rounded,filled,bold\", fillcolor=\"#ddf4ff\", color=\"#0969da\", penwidth=3"
    case .trail?: highlight = ", color=\"#0969da\", penwidth=2"
    case nil: highlight = ""
    }
    let change =
      node.change.map { ", " + dotChange($0, outline: true).joined(separator: ", ") } ?? ""
    return "\(dotText(node.id)) [label=\(label)\(shape)\(highlight)\(change)];"
  }

  /// A DOT quoted string: control characters shown escaped (so the output is safe on a
  /// terminal), then backslashes and quotes escaped for DOT. O(n).
  private static func dotText(_ text: String) -> String {
    "\"" + TerminalText.sanitized(text).replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      + "\""
  }
}
