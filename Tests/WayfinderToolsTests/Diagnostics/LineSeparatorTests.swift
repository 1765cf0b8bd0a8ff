import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// U+0085 (next line), U+2028 (line separator) and U+2029 (paragraph separator) end a line for
/// the YAML parser but not for an editor. Diagnostics after them name the line and column an
/// editor shows, and quote that line.
@Suite struct LineSeparatorTests {
  /// A file with each of the three in a string, then an error on its line or after it.
  static let yaml = """
    app: Separators
    version: "1.0"
    facts: { ready: true }
    home: { flow: main }
    flows:
      main:
        root: start
        screens:
          start:
            title: "Next\u{85}line"
            actions:
              - { label: Ahead, push: nowhere }
              - { label: "Line\u{2028}separator", push: elsewhere }
              - { label: "Paragraph\u{2029}separator", push: next, when: "ready && redy" }
          next:
            title: Next

    """

  @Test func diagnosticsNameTheLineAndColumnAnEditorShows() {
    let result = Fixtures.load(Self.yaml)
    #expect(
      result.diagnostics.map(\.description) == [
        "test.yaml:12:35: error: unknown screen 'nowhere'",
        "test.yaml:13:46: error: unknown screen 'elsewhere'",
        "test.yaml:14:73: error: unknown fact 'redy' in condition",
      ])
  }

  @Test func theExcerptIsTheLineShowingTheSeparatorAndTheCaretUnderTheError() {
    let result = Fixtures.load(Self.yaml)
    #expect(
      result.rendered() == #"""
        test.yaml:12:35: error: unknown screen 'nowhere'
                  - { label: Ahead, push: nowhere }
                                          ^
        test.yaml:13:46: error: unknown screen 'elsewhere'
                  - { label: "Line\u{2028}separator", push: elsewhere }
                                                            ^
        test.yaml:14:73: error: unknown fact 'redy' in condition
                  - { label: "Paragraph\u{2029}separator", push: next, when: "ready && redy" }
                                                                                       ^
        Did you mean 'ready'?

        """#)
  }

  @Test func syntaxErrorsAfterSeparatorsNameTheirLineAndItsContext() {
    let yaml = "app: \"A\u{2028}B\u{2029}C\u{85}D\"\nflows: [one,\n  two: three\n"
    let result = Fixtures.load(yaml)
    #expect(
      result.diagnostics.map(\.description) == [
        "test.yaml:4:1: error: syntax error: while parsing a flow sequence at 2:8, "
          + "did not find expected ',' or ']'"
      ])
  }

  @Test func aConditionHoldingASeparatorIsReportedAtItsStart() {
    let yaml = Self.yaml.replacingFirst("\"ready && redy\"", "\"ready &&\u{2028} redy\"")
    let result = Fixtures.load(yaml)
    #expect(
      result.diagnostics.map(\.description).last
        == "test.yaml:14:64: error: unknown fact 'redy' in condition")
  }

  @Test func yamlPositionsMapOntoEditorLines() {
    // Editor lines: 1 "a\r", 2 "b\u{2028}c\r\n", 3 "d\u{85}e\u{2029}f\n", 4 "g".
    let source = SourceText(path: "x", text: "a\rb\u{2028}c\r\nd\u{85}e\u{2029}f\ng")
    let positions = [(1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1), (7, 1), (7, 2)].map {
      let location = source.location(ofYAMLLine: $0.0, column: $0.1)
      return "\(location.line):\(location.column)"
    }
    #expect(positions == ["1:1", "2:1", "2:3", "3:1", "3:3", "3:5", "4:1", "4:2"])
    #expect(source.line(3) == "d\u{85}e\u{2029}f")
    let plain = SourceText(path: "x", text: "a\nb\r\nc")
    #expect(plain.location(ofYAMLLine: 3, column: 2) == FileLocation(path: "x", line: 3, column: 2))
  }
}
