import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The graph shows screens by tab and modal, actions as labelled edges, deep links and launch.
@Suite struct FlowGraphTests {
  static func graph(_ path: String) throws -> FlowGraph {
    FlowGraph(try #require(FlowLoader.load(path: Fixtures.path(path)).definition))
  }

  private func demo() throws -> FlowGraph { try Self.graph("Flows/demo") }

  @Test func mermaidHasClustersEdgesAndTheLaunchDAG() throws {
    let text = try demo().mermaid()
    #expect(text.hasPrefix("flowchart TB\n"))
    #expect(text.contains("  subgraph flow_tab1[\"Tab 1 (tab tab1)\"]\n"))
    #expect(text.contains("  subgraph modal_details[\"modal details (sheet)\"]\n"))
    #expect(text.contains("  s_primary -- \"Go to Secondary 1\" --> s_secondary1\n"))
    #expect(text.contains("  s_details -- \"Close\" --> dismissed_modal_details\n"))
    #expect(text.contains("  home -- \"tab tab2\" --> s_tab2Home\n"))
    #expect(text.contains("  step_forceUpdate --> step_whatsNew\n"))
    #expect(text.contains("  link_1{{\"demo://item/{id:int}\"}}\n  link_2"))
    #expect(text.contains("  link_1 -.-> s_item\n"))
    #expect(
      text.contains("  s_passcode -- \"Unlock (finishes step)\" --> dismissed_modal_passcode\n"))
  }

  @Test func interactionsAreDrawnApartWithTheActionsThatRunThem() throws {
    let graph = try demo()
    let launch = try #require(graph.clusters.first { $0.id == "launch" })
    #expect(!launch.nodes.contains { $0.id == "step_notifications" })
    let onDemand = try #require(graph.clusters.first { $0.id == "interactions" })
    #expect(onDemand.title == "on demand")
    #expect(onDemand.nodes.map(\.id) == ["step_notifications", "step_updateNudge", "step_review"])
    #expect(!graph.edges.contains { $0.from == "step_notifications" && $0.to == "home" })
    let text = graph.mermaid()
    #expect(text.contains("  s_tab2Home -- \"Notification settings\" --> step_notifications\n"))
    #expect(
      text.contains(
        "  step_notifications -. \"presents (when !notificationsAllowed)\" .-> s_notifications\n"))
    #expect(!text.contains("s_tab2Home -- \"Notification settings\" --> s_tab2Home"))
  }

  @Test func conditionsAreWrittenOnEdgesAndOnStepsThatShowNothing() throws {
    let demo = try demo().mermaid()
    #expect(
      demo.contains("  step_whatsNew -. \"presents (when lastSeenVersion #lt; version)\" .->"))
    #expect(demo.contains("  step_forceUpdate -. \"holds with (while updateRequired)\" .->"))
    let shop = try Self.graph("Flows/shop").mermaid()
    #expect(shop.contains("  s_profile -- \"Log out (when loggedIn)\" --> step_login\n"))
    #expect(shop.contains("  s_cart -- \"Empty cart (when cartCount #gt; 0)\" --> s_cart\n"))
    #expect(
      shop.contains(
        "    step_restoreCart([\"restoreCart (background, when catalogLoaded && cartCount #gt; 0)\"])\n"
      ))
  }

  @Test func aHomeStepSplitsTheLaunchIntoBeforeAndAfterHome() throws {
    let graph = try Self.graph("Tests/WayfinderToolsTests/Flows/Graph/Fixtures/partway")
    let groups = graph.clusters.prefix(4).map { "\($0.title): \($0.nodes.map(\.id))" }
    #expect(
      groups == [
        "launch, before home: [\"step_updateNudge\", \"step_passcode\", \"step_home\"]",
        "launch, after home (over it): [\"step_whatsNew\"]",
        "launch, before or after home: [\"step_warmCache\"]",
        "on demand: [\"step_login\", \"step_syncPrompt\"]",
      ])
    let intoHome = graph.edges.filter { $0.to == "home" }
    #expect(intoHome.map(\.from) == ["step_home"])
    #expect(intoHome.first?.label == "shows")
    let text = graph.mermaid()
    #expect(text.contains("  step_home --> step_whatsNew\n"))
    #expect(text.contains("    step_warmCache([\"warmCache (background, when !starred)\"])\n"))
  }

  @Test func anActionThatRunsAStepBesideItsNavigationDrawsBoth() throws {
    let text = try Self.graph("Tests/WayfinderToolsTests/Flows/Graph/Fixtures/partway").mermaid()
    #expect(text.contains("  s_prefs -- \"Turn on sync\" --> s_sync\n"))
    #expect(text.contains("  s_prefs -- \"Turn on sync\" --> step_syncPrompt\n"))
    #expect(text.contains("  step_syncPrompt -. \"presents\" .-> s_syncPrompt\n"))
  }

  @Test func dotQuotesEverything() throws {
    let text = try demo().dot()
    #expect(text.hasPrefix("digraph \"Demo\" {\n  graph [rankdir=TB, fontname=\"Helvetica\""))
    #expect(text.contains("  subgraph \"cluster_flow_tab1\" {\n    label=\"Tab 1 (tab tab1)\";\n"))
    #expect(text.contains("    \"s_primary\" [label=\"Primary View\\nprimary\"];\n"))
    #expect(text.contains("  \"s_tertiary\" -> \"s_primary\" [label=\"Back to Primary\"];\n"))
    #expect(
      text.contains(
        "  \"link_3\" -> \"s_details\" [style=dashed, color=\"#57606a\", fontcolor=\"#57606a\"];\n"
      ))
    #expect(text.hasSuffix("}\n"))
  }

  @Test func dotDrawsEdgesWithTheSameEndsAsOneWithALineALabel() throws {
    let text = try Self.graph("Tests/WayfinderToolsTests/Flows/Graph/Fixtures/partway").dot()
    #expect(text.contains(#"  "s_list" -> "s_note" [label="Open note 7\lOpen note 8\l"];"#))
    #expect(
      text.contains(
        #"  "s_note" -> "s_note" [label="Star (when !starred)\lUnstar (when starred)\l"];"#))
    #expect(!text.contains(#"[label="Open note 7"]"#))
  }

  @Test func dotPutsATitleBelowAGroupThatMoreEdgesEnterThanLeave() throws {
    let text = try demo().dot()
    #expect(text.contains("    label=\"modal details (sheet)\";\n    labelloc=b;\n"))
    #expect(text.contains("    label=\"Tab 1 (tab tab1)\";\n    labelloc=b;\n"))
    #expect(text.contains("    label=\"Tab 2 (tab tab2)\";\n    \"s_tab2Home\""))
    #expect(text.contains("    label=\"launch\";\n    \"step_splash\""))
  }

  @Test func everyActionIsAnEdge() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/shop")).definition)
    let graph = FlowGraph(definition)
    let actions = definition.screens.values.flatMap { screen in
      screen.actions.map { CoverageItem.action(screen: screen.id, label: $0.label) }
    }
    #expect(Set(graph.edges.compactMap(\.item).filter { $0.isEdge }).isSuperset(of: actions))
    #expect(graph.edges.count { $0.item.map { actions.contains($0) } == true } == actions.count)
  }
}
