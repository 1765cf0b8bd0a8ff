import Testing
import WayfinderFixtures
@testable import WayfinderTools

/// The graph shows screens by tab and modal, actions as labelled edges, deep links and launch.
@Suite struct FlowGraphTests {
  private func demo() throws -> FlowGraph {
    FlowGraph(try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition))
  }

  @Test func mermaidHasClustersEdgesAndTheLaunchDAG() throws {
    let text = try demo().mermaid()
    #expect(text.hasPrefix("flowchart LR\n"))
    #expect(text.contains("  subgraph flow_tab1[\"Tab 1 (tab tab1)\"]\n"))
    #expect(text.contains("  subgraph modal_details[\"modal details (sheet)\"]\n"))
    #expect(text.contains("  s_primary -- \"Go to Secondary 1\" --> s_secondary1\n"))
    #expect(text.contains("  s_details -- \"Close\" --> dismissed\n"))
    #expect(text.contains("  home -- \"tab tab2\" --> s_tab2Home\n"))
    #expect(text.contains("  step_forceUpdate --> step_whatsNew\n"))
    #expect(text.contains("  step_whatsNew -. \"presents\" .-> s_whatsNew\n"))
    #expect(text.contains("  deepLinks -. \"demo://item/{id:int}\" .-> s_item\n"))
    #expect(text.contains("  s_passcode -- \"Unlock (finishes step)\" --> s_passcode\n"))
  }

  @Test func dotQuotesEverything() throws {
    let text = try demo().dot()
    #expect(text.hasPrefix("digraph \"Demo\" {\n"))
    #expect(text.contains("  subgraph \"cluster_flow_tab1\" {\n    label=\"Tab 1 (tab tab1)\";\n"))
    #expect(text.contains("  \"s_tertiary\" -> \"s_primary\" [label=\"Back to Primary\"];\n"))
    #expect(
      text.contains("  \"deepLinks\" -> \"s_details\" [label=\"demo://details\", style=dashed];\n"))
    #expect(text.hasSuffix("}\n"))
  }

  @Test func everyActionIsAnEdge() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/shop")).definition)
    let graph = FlowGraph(definition)
    let actions = definition.screens.values.reduce(0) { $0 + $1.actions.count }
    let actionEdges = graph.edges.filter {
      $0.style == .action && !($0.label ?? "").hasPrefix("tab ")
    }
    #expect(actionEdges.count == actions)
  }
}
