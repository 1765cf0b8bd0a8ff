import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// `graph --highlight TRACE` marks where a recorded session ended and the trail that led there.
@Suite struct GraphHighlightTests {
  let demo: FlowDefinition

  init() throws {
    demo = try MemoryTrace.demoDefinition()
  }

  func highlight(_ text: String) throws(GraphHighlight.Failure) -> GraphHighlight {
    try GraphHighlight(reading: MemoryTrace(text), path: "session.jsonl", definition: demo)
  }

  @Test func theTrailIsNumberedInOrderAndTheLastScreenMarked() throws {
    let marked = try highlight(try MemoryTrace.demo(1...23))
    #expect(marked.warnings.isEmpty)
    let graph = FlowGraph(demo).highlighting(marked)
    let trail = graph.edges.filter { !$0.trailSteps.isEmpty }
    #expect(trail.map(\.trailSteps) == [[1], [2], [3]])
    #expect(trail.map(\.from) == ["home", "s_primary", "s_secondary1"])
    let nodes = graph.clusters.flatMap(\.nodes).filter { $0.highlight != nil }
    #expect(nodes.map(\.id) == ["s_primary", "s_secondary1", "s_item"])
    #expect(nodes.map(\.highlight) == [.trail, .trail, .current])

    let mermaid = graph.mermaid().split(separator: "\n").map(String.init)
    for line in [
      #"    s_item["▶ Item {id} · item"]"#,
      #"  home -- "[1] tab tab1" --> s_primary"#,
      #"  s_primary -- "[2] Go to Secondary 1" --> s_secondary1"#,
      #"  s_secondary1 -- "[3] Open item 42" --> s_item"#,
      "  style s_secondary1 stroke:#0969da,stroke-width:2px",
      "  style s_item fill:#ddf4ff,stroke:#0969da,stroke-width:3px",
    ] {
      #expect(mermaid.contains(line), "\(line)")
    }
    #expect(mermaid.filter { $0.hasPrefix("  linkStyle") }.count == 3)
    let dot = graph.dot().split(separator: "\n").map(String.init)
    for line in [
      ##"    "s_item" [label="▶ Item {id}\nitem", style="rounded,filled,bold", fillcolor="#ddf4ff", color="#0969da", penwidth=3];"##,
      ##"  "s_primary" -> "s_secondary1" [label="[2] Go to Secondary 1", color="#0969da", fontcolor="#0969da", penwidth=4];"##,
    ] {
      #expect(dot.contains(line), "\(line)")
    }
  }

  @Test func aModalAStepPresentedIsReachedByTheStepsEdge() throws {
    let graph = FlowGraph(demo).highlighting(try highlight(try MemoryTrace.demo(1...12)))
    let trail = graph.edges.filter { !$0.trailSteps.isEmpty }
    #expect(trail.map { "\($0.from) -> \($0.to)" } == ["step_whatsNew -> s_whatsNew"])
    #expect(graph.mermaid().contains(#"step_whatsNew -. "[1] presents (when"#))
  }

  @Test func coverageAndTheTrailAreDrawnTogether() throws {
    let covered: Set<CoverageItem> = [.action(screen: "primary", label: "Go to Secondary 1")]
    let graph = FlowGraph(demo).marking(covered: covered)
      .highlighting(try highlight(try MemoryTrace.demo(1...23)))
    let dot = graph.dot()
    // Taken and on the trail: green, and thicker; on the trail but missed: red, dashed, thick.
    #expect(dot.contains(##"[label="[2] Go to Secondary 1", color="#1a7f37", penwidth=4]"##))
    #expect(
      dot.contains(
        ##"[label="[3] Open item 42", color="#cf222e", fontcolor="#cf222e", style=dashed, penwidth=4]"##
      ))
    let mermaid = graph.mermaid()
    #expect(mermaid.contains("stroke:#1a7f37,stroke-width:5px"))
    #expect(mermaid.contains("stroke:#cf222e,stroke-width:5px,stroke-dasharray:5 5"))
  }

  @Test func anUndeclaredScreenIsAWarningNotACrash() throws {
    var lines = try MemoryTrace.demoLines()
    lines[19] = #"{"t":1.3,"event":"push","route":{"screen":"promo"}}"#
    let marked = try highlight(lines.prefix(21).map { $0 + "\n" }.joined())
    #expect(
      marked.warnings == [
        "line 20: 'promo' is a screen the flow does not declare; 'push' is skipped."
      ])
    #expect(marked.trail.crumbs.map(\.route.screen) == ["primary"])
  }

  @Test func aTraceCutOffIsAnErrorAsReplaySaysIt() throws {
    // Read as `replay` reads it: the entry the trace ends in the middle of is refused.
    let text = try MemoryTrace.demo(1...21) + #"{"t":1.3"#
    #expect(throws: GraphHighlight.Failure.self) { try highlight(text) }
    do {
      _ = try highlight(text)
    } catch {
      #expect(
        error.message
          == "session.jsonl:22:9: the entry is cut off: the trace ends in the middle of it. "
          + "Remove the line to read what comes before it.")
    }
  }

  @Test func aBadLineIsAnError() throws {
    let text = try MemoryTrace.demo(1...19) + #"{"t":1.3,"event":"tpa"}"# + "\n"
    #expect(throws: GraphHighlight.Failure.self) { try highlight(text) }
    do {
      _ = try highlight(text)
    } catch {
      #expect(
        error.message
          == "session.jsonl:20: unknown event 'tpa'. Did you mean 'tap'?")
    }
  }

  @Test func aTraceWithNoLaunchHighlightsNothing() throws {
    let marked = try highlight(try MemoryTrace.demo(1...1))
    #expect(marked.warnings == ["the trace holds no launch; nothing is highlighted."])
    #expect(FlowGraph(demo).highlighting(marked) == FlowGraph(demo))
  }
}
