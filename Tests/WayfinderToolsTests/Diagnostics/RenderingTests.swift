import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

@Suite struct RenderingTests {
  @Test func printsTheLineACaretAndASuggestion() {
    let yaml = Fixtures.base.replacingFirst("push: next", "push: nxet, with: { id: 1 }")
    let result = Fixtures.load(yaml)
    let line = "          - { label: Next, push: nxet, with: { id: 1 } }"
    #expect(
      result.renderer.render(result.errors[0]) == """
        test.yaml:12:34: error: unknown screen 'nxet'
        \(line)
        \(String(repeating: " ", count: 33))^
        Did you mean 'next'?

        """)
  }

  @Test func summarisesCounts() {
    let error = Diagnostic(.error, "e", at: nil)
    let warning = Diagnostic(.warning, "w", at: nil)
    #expect(DiagnosticRenderer.summary(of: []) == "no problems")
    #expect(DiagnosticRenderer.summary(of: [error]) == "1 error")
    #expect(DiagnosticRenderer.summary(of: [warning, warning]) == "2 warnings")
    #expect(DiagnosticRenderer.summary(of: [error, error, warning]) == "2 errors, 1 warning")
  }

  @Test func keepsTheCaretUnderTabsAndLongLines() {
    let (tabbed, column) = DiagnosticRenderer.excerpt(of: "\tkey: value", column: 7)
    #expect(tabbed == " key: value")
    #expect(column == 7)
    let long = Substring(
      String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500))
    let (shown, caret) = DiagnosticRenderer.excerpt(of: long, column: 501)
    // Cut at both ends, each cut marked.
    #expect(shown.count == DiagnosticRenderer.maximumLineWidth + 2)
    #expect(shown.hasPrefix("…a") && shown.hasSuffix("b…"))
    #expect(Array(shown)[caret - 1] == "X")
  }

  @Test func aLineCutOnlyAtOneEndIsMarkedThereOnly() {
    let long = Substring("key: " + String(repeating: "v", count: 200))
    let (start, caret) = DiagnosticRenderer.excerpt(of: long, column: 6)
    #expect(start == "key: " + String(repeating: "v", count: 115) + "…")
    #expect(caret == 6)
    let (end, endCaret) = DiagnosticRenderer.excerpt(of: long, column: 205)
    #expect(end == "…" + String(repeating: "v", count: 120))
    #expect(Array(end)[endCaret - 1] == "v")
    #expect(endCaret == 121)
  }

  @Test func pointsInsideConditionStrings() {
    let yaml =
      Fixtures.base.replacingFirst("push: next", "popToRoot: true")
      + "launch:\n  - { id: a, when: \"flag && cuont > 1\" }\n"
    let result = Fixtures.load(yaml)
    #expect(
      result.errors.map(\.description) == [
        "test.yaml:17:29: error: unknown fact 'cuont' in condition"
      ])
    #expect(result.errors.first?.suggestion == "count")
  }
}

/// Diagnostics quote flow files safely and point at the right column on screen.
@Suite struct RenderingWidthTests {
  @Test func theCaretStandsUnderItsColumnAfterWideCharacters() {
    // 漢字 and ✨ take two columns each: the caret moves two per character, not one.
    let (shown, column) = DiagnosticRenderer.excerpt(of: "title: 漢字✨ x", column: 11)
    #expect(shown == "title: 漢字✨ x")
    #expect(column == 14)
  }

  @Test func aWideLineRendersWithItsCaretInPlace() {
    let yaml = Fixtures.base.replacingFirst(
      "- { label: Next, push: next }", "- { label: \"次へ 🚀\", push: nxet, with: { id: 1 } }")
    let result = Fixtures.load(yaml)
    let rendered = result.renderer.render(result.errors[0])
    let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "test.yaml:12:36: error: unknown screen 'nxet'")
    #expect(lines[2] == Substring(String(repeating: " ", count: 38) + "^"))
    // On screen, 38 columns precede the 'n' of 'nxet': 35 characters, three of them wide.
    let before = lines[1].prefix(35)
    #expect(TerminalText.width(of: before) == 38)
  }

  @Test func controlCharactersInTheFileAreShownEscaped() {
    let (shown, column) = DiagnosticRenderer.excerpt(of: "a\u{1B}]0;x\u{7} key", column: 9)
    #expect(shown == #"a\u{1B}]0;x\u{7} key"#)
    #expect(Array(shown)[column - 1] == "k")
    let diagnostic = Diagnostic(
      .error, "unknown screen 'x\u{1B}[2J'", at: nil, suggestion: "y\u{7}")
    let text = DiagnosticRenderer(sources: []).render(diagnostic)
    #expect(text == "error: unknown screen 'x\\u{1B}[2J'\nDid you mean 'y\\u{7}'?\n")
  }

  @Test func aNumberComparedWithAVersionSuggestsTheVersion() {
    let yaml =
      Fixtures.base.replacingFirst("push: next", "popToRoot: true")
      + "launch:\n  - { id: a, when: \"seen < 2\" }\n"
    let result = Fixtures.load(yaml)
    #expect(
      result.errors.map(\.description) == [
        "test.yaml:17:28: error: cannot compare version with int"
      ])
    #expect(result.errors.first?.suggestionText == "Did you mean '2.0'?")
  }
}
