import Testing
@testable import WayfinderDefinitions

@Suite struct RenderingTests {
  @Test func printsTheLineACaretAndASuggestion() {
    let yaml = Fixtures.base.replacingFirst("push: next", "push: nxet, with: { id: 1 }")
    let result = Fixtures.load(yaml)
    let line = "          - { label: Next, push: nxet, with: { id: 1 } }"
    #expect(result.renderer.render(result.errors[0]) == """
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
    let long = Substring(String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500))
    let (shown, caret) = DiagnosticRenderer.excerpt(of: long, column: 501)
    #expect(shown.count == DiagnosticRenderer.maximumLineWidth)
    #expect(Array(shown)[caret - 1] == "X")
  }

  @Test func pointsInsideConditionStrings() {
    let yaml = Fixtures.base.replacingFirst("push: next", "popToRoot: true")
      + "launch:\n  - { id: a, when: \"flag && cuont > 1\" }\n"
    let result = Fixtures.load(yaml)
    #expect(result.errors.map(\.description) == [
      "test.yaml:17:29: error: unknown fact 'cuont' in condition"
    ])
    #expect(result.errors.first?.suggestion == "count")
  }
}
