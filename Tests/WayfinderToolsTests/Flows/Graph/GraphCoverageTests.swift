import Testing
import WayfinderFixtures
@testable import WayfinderTools

/// `graph --coverage` draws the edges scenarios took apart from those they missed.
@Suite struct GraphCoverageTests {
  @Test func takenEdgesAreGreenAndMissedOnesRedAndDashed() throws {
    let demo = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let covered: Set<CoverageItem> = [
      .action(screen: "primary", label: "Go to Secondary 1"), .tab("tab1"),
    ]
    let graph = FlowGraph(demo).marking(covered: covered)
    let taken = graph.edges.filter { $0.isCovered == true }.compactMap(\.label)
    #expect(Set(taken) == ["Go to Secondary 1", "tab tab1"])
    let missed = graph.edges.filter { $0.isCovered == false }
    #expect(missed.contains { $0.item == .deepLink("demo://tertiary") })
    #expect(
      graph.edges.contains { $0.isCovered == nil }, "launch dependencies are not edges to take")

    let dot = graph.dot()
    #expect(dot.contains(##"[label="Go to Secondary 1", color="#1a7f37", penwidth=2.5]"##))
    #expect(
      dot.contains(
        ##"[label="Go to Secondary 2", color="#cf222e", fontcolor="#cf222e", style=dashed]"##))
    let mermaid = graph.mermaid()
    #expect(mermaid.contains("stroke:#1a7f37"))
    #expect(mermaid.contains("stroke:#cf222e"))
    #expect(!FlowGraph(demo).mermaid().contains("linkStyle"), "no coverage asked, no styles")
  }
}
