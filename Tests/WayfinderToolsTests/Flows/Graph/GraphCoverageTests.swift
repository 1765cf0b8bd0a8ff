import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
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

  @Test func anEdgeTakenWhoseOtherCriteriaMissSaysWhatAndIsAmber() throws {
    let shop = try #require(FlowLoader.load(path: Fixtures.path("Flows/shop")).definition)
    var coverage = Coverage(shop)
    coverage.formUnion(coverage.edges)
    coverage.formUnion([
      .whenOutcome(screen: "profile", label: "Log out", available: true),
      .whenOutcome(screen: "cart", label: "Empty cart", available: true),
      .whenOutcome(screen: "cart", label: "Empty cart", available: false),
      .linkPhase(pattern: "shop://cart", phase: .home),
      .linkPhase(pattern: "shop://cart", phase: .launching),
    ])
    for phase in LinkPhase.allCases {
      for link in ["shop://product/{id:int}", "shop://orders/{id:int}", "shop://checkout"] {
        coverage.formUnion([.linkPhase(pattern: link, phase: phase)])
      }
      coverage.formUnion([
        .linkPhase(pattern: "shop://search?q={q:string}&page={page:int=1}", phase: phase)
      ])
    }
    let graph = FlowGraph(shop).marking(coverage)
    let partial = graph.edges.filter { !$0.gaps.isEmpty }
    #expect(
      partial.map(\.gaps) == [
        ["never seen unavailable"], ["never opened while gate up, interaction up"],
      ])
    #expect(partial.allSatisfy { $0.isCovered == true })
    let dot = graph.dot()
    #expect(
      dot.contains(
        ##"[label="Log out (when loggedIn) · never seen unavailable", color="#bf8700", "##
          + ##"fontcolor="#9a6700", penwidth=2.5]"##))
    #expect(
      dot.contains(
        ##"[label="never opened while gate up, interaction up", color="#bf8700", "##))
    let mermaid = graph.mermaid()
    #expect(mermaid.contains(#"-. "never opened while gate up, interaction up" .->"#))
    #expect(mermaid.contains("stroke:#bf8700"))
    #expect(
      FlowGraph(shop).marking(covered: coverage.covered).edges.allSatisfy { $0.gaps.isEmpty },
      "marking by items alone says nothing of the other criteria")
  }
}
