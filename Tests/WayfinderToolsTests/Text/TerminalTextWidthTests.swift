import Testing
import WayfinderFlowFiles
import WayfinderPersistence
import WayfinderTools

/// How many columns text takes on a terminal, the measure the renderer draws screens with.
@Suite struct TerminalTextWidthTests {
  @Test func widthCountsColumns() {
    #expect(TerminalText.width(of: "abc") == 3)
    #expect(TerminalText.width(of: "漢字") == 4)
    #expect(TerminalText.width(of: "✨ok") == 4)
    #expect(TerminalText.width(of: "e\u{301}") == 1)
    #expect(TerminalText.width(of: "\u{1B}[1mbold\u{1B}[0m") == 4)
  }
}
