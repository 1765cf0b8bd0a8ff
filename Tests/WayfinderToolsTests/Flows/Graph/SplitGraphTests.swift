import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// A split home's graph: a group per column, named after it, home leading to the sidebar, and
/// the actions that select or clear a column saying which.
@Suite struct SplitGraphTests {
  @Test func eachColumnIsAGroupAndSelectionsSayTheirColumn() throws {
    let graph = try FlowGraphTests.graph("Tests/WayfinderToolsTests/Codegen/Fixtures/notes")
    #expect(
      graph.clusters.map(\.title).filter { $0.contains("column") } == [
        "Notebooks (sidebar column notebooks)", "Note (detail column note)",
      ])
    let text = graph.mermaid()
    #expect(text.contains("  home -- \"sidebar\" --> s_notebookList\n"), "\(text)")
    #expect(!text.contains("home -- \"tab"), "a split has no tab bar")
    #expect(text.contains("  s_notebookList -- \"Shopping list (in detail)\" --> s_note\n"))
    #expect(text.contains("  s_note -- \"Close (clears detail)\" --> back_flow_note\n"))
    #expect(text.contains("  s_history -- \"Other note (in detail)\" --> s_note\n"))
    // A link that fills the columns lands on the last screen of the last column it fills.
    #expect(text.contains("  link_1 -.-> s_history\n"))
    let dot = graph.dot()
    #expect(dot.contains("label=\"Note (detail column note)\""), "\(dot)")
  }
}
