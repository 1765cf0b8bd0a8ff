internal import Wayfinder
public import WayfinderFlowFiles

/// An app's navigation as a graph, for docs and review: screens grouped by tab, flow and modal,
/// actions as labelled edges, the tab bar, deep links, the launch DAG and the interactions that
/// run on demand.
///
/// ```swift
/// print(FlowGraph(app).mermaid())     // or .dot()
/// ```
///
/// Actions whose destination depends on the stack at run time point at a node of their group:
/// `back` for `pop`, `dismissed` for `dismiss` and for a `finish: true` that closes its modal.
/// An action that runs steps (`run:`) points at each step it runs, and the step at its modal.
/// Actions that navigate nowhere (they only set facts) loop on their screen. A `when:`
/// condition is written on the edge: `Log out (when loggedIn)`, `presents (when
/// passcodeEnabled)`.
///
/// The launch is one group, or, when a `kind: home` step shows home part-way, a group of the
/// steps before home and one of the steps after it, which run over home.
public struct FlowGraph: Hashable, Sendable {
  /// A box of the graph.
  public struct Node: Hashable, Sendable {
    /// What a node stands for, which decides its shape.
    public enum Kind: Hashable, Sendable {
      /// A screen of a flow, a modal or the launch.
      case screen
      /// A launch step or an interaction.
      case launchStep
      /// Home, where the launch ends and the tabs start.
      case home
      /// A deep link's pattern, where it comes in.
      case deepLinks
      /// A destination known only at run time: `back` or `dismissed`.
      case placeholder
    }

    /// How a node is marked for a recorded session (``FlowGraph/highlighting(_:)``).
    public enum Highlight: Hashable, Sendable {
      /// On the trail that led to the last screen.
      case trail
      /// The last screen of the recording.
      case current
    }

    /// The identifier, unique in the graph and safe in both formats.
    public var id: String
    /// The text shown.
    public var label: String
    /// What it stands for.
    public var kind: Kind
    /// The label as DOT draws it, a line each (a screen's title above its identifier); empty
    /// for the label on one line.
    var lines: [String] = []
    /// How it is marked for a recorded session; `nil` when not, or none was asked for.
    public var highlight: Highlight?
    /// How it changed from an older version of the app (``FlowGraph/init(changesFrom:to:)``);
    /// `nil` when it did not, or no comparison was asked for.
    public var change: FlowDiff.Change?

    /// The label as drawn, a line each: the current screen's first line starts with `▶ `.
    var drawnLines: [String] {
      let lines = self.lines.isEmpty ? [label] : self.lines
      guard highlight == .current else { return lines }
      return ["▶ " + lines[0]] + lines.dropFirst()
    }
  }

  /// A group of nodes: a tab's or flow's screens, a modal's, the launch's steps (before and
  /// after home when a home step splits them), or the interactions'.
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
    /// What the other coverage criteria still miss of it: `never seen unavailable` for an
    /// action's `when:`, `never opened while gate up` for a deep link. Drawn after its label.
    public var gaps: [String] = []
    /// Where it is on the trail of a recorded session (``FlowGraph/highlighting(_:)``), from
    /// 1: one number each time the trail takes it; empty when the trail does not take it.
    public var trailSteps: [Int] = []
    /// How it changed from an older version of the app (``FlowGraph/init(changesFrom:to:)``);
    /// `nil` when it did not, or no comparison was asked for.
    public var change: FlowDiff.Change?

    /// The label as drawn: the trail's numbers in brackets, the label, then the gaps.
    var drawnLabel: String? {
      let notes = gaps.isEmpty ? nil : gaps.joined(separator: "; ")
      let text = [label, notes].compactMap(\.self).joined(separator: " · ")
      guard !trailSteps.isEmpty else { return text.isEmpty ? nil : text }
      let steps = "[" + trailSteps.map(String.init).joined(separator: ", ") + "]"
      return text.isEmpty ? steps : steps + " " + text
    }
  }

  /// The app's name.
  public var title: String
  /// The groups, in declaration order: launch, interactions, tabs and flows, modals.
  public var clusters: [Cluster] = []
  /// Nodes outside any group: home, deep links, and `back` or `dismissed` for an action whose
  /// screen has no group to hold them.
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

  /// The same graph with each action, tab and deep-link edge marked as taken or missed, as
  /// ``marking(covered:)`` does, and with what `coverage` still misses of it under the
  /// criteria an edge can show (``Edge/gaps``): an outcome of an action's `when:` never seen, a
  /// phase a deep link was never opened in. Step pairs and transition pairs are not drawn.
  /// O(edges).
  public func marking(_ coverage: Coverage) -> FlowGraph {
    var graph = marking(covered: coverage.covered)
    let missing = Set(
      coverage.missing(of: .whenOutcomes) + coverage.missing(of: .linkPhases))
    for index in graph.edges.indices {
      switch graph.edges[index].item {
      case .action(let screen, let label)?:
        let outcomes = [true, false].filter {
          missing.contains(.whenOutcome(screen: screen, label: label, available: $0))
        }
        switch outcomes {
        case [true]: graph.edges[index].gaps = ["never seen available"]
        case [false]: graph.edges[index].gaps = ["never seen unavailable"]
        case [true, false]: graph.edges[index].gaps = ["never seen available or unavailable"]
        default: break
        }
      case .deepLink(let pattern)?:
        let phases = LinkPhase.allCases.filter {
          missing.contains(.linkPhase(pattern: pattern, phase: $0))
        }
        if !phases.isEmpty {
          graph.edges[index].gaps = [
            "never opened while " + phases.map(\.rawValue).joined(separator: ", ")
          ]
        }
      default:
        break
      }
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
