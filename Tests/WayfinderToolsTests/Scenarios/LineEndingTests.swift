import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// `\n`, `\r\n` and a lone `\r` end lines alike in flow files and scenario files.
@Suite struct LineEndingTests {
  static let endings = ["\n", "\r\n", "\r"]

  private func demo() throws -> FlowDefinition {
    try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
  }

  private func failures(_ lines: [String], ending: String) throws -> [ScenarioFailure?] {
    let definition = try demo()
    let file = ScenarioFile.parse(
      path: "endings.scenario", text: lines.joined(separator: ending) + ending, for: definition)
    #expect(!file.hasErrors, "\(file.rendered())")
    let runner = ScenarioRunner(definition: definition)
    return file.scenarios.map { runner.run($0).failure }
  }

  @Test(arguments: endings) func aFalseExpectationFails(ending: String) throws {
    let lines = [
      "scenario: wrong", "given facts: { lastSeenVersion: 2.0 }", "expect screen tertiary",
    ]
    let results = try failures(lines, ending: ending)
    #expect(results.count == 1)
    #expect(results.first??.location.line == 3)
  }

  @Test(arguments: endings) func linesAreReadOneByOne(ending: String) throws {
    let lines = [
      "scenario: one", "given facts: { lastSeenVersion: 2.0 }", "tap 1", "expect screen secondary1",
      "scenario: two", "given facts: { lastSeenVersion: 2.0 }", "expect screen primary",
    ]
    let results = try failures(lines, ending: ending)
    #expect(results.count == 2)
    #expect(results.allSatisfy { $0 == nil })
  }

  @Test(arguments: endings) func flowFileDiagnosticsKeepTheirLines(ending: String) {
    let yaml = Fixtures.base.replacingFirst("push: next", "push: nxet, with: { id: 1 }")
      .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ending)
    let result = Fixtures.load(yaml)
    #expect(result.errors.map(\.description) == ["test.yaml:12:34: error: unknown screen 'nxet'"])
    let rendered = result.renderer.render(result.errors[0])
    #expect(
      rendered.hasPrefix(
        "test.yaml:12:34: error: unknown screen 'nxet'\n"
          + "          - { label: Next, push: nxet, with: { id: 1 } }\n"))
  }

  @Test(arguments: endings) func jsonPositionsCountEveryLineEnd(ending: String) {
    let json = ["{", "  \"app\": \"T\",", "  \"version\" \"1.0\"", "}"].joined(separator: ending)
    let result = Fixtures.load(json, path: "test.json")
    #expect(result.errors.first?.location?.line == 3)
    #expect(result.errors.first?.location?.column == 13)
  }

  @Test func textLinesSplitsOnEveryEnding() {
    #expect(TextLines.split("a\r\nb\rc\nd") == ["a", "b", "c", "d"])
    #expect(TextLines.split("a\r\n") == ["a", ""])
    #expect(TextLines.split("") == [""])
  }

  @Test func sourceTextFindsLinesAfterALoneCarriageReturn() {
    let source = SourceText(path: "x", text: "one\rtwo\r\nthree\nfour\r")
    #expect(source.line(1) == "one")
    #expect(source.line(2) == "two")
    #expect(source.line(3) == "three")
    #expect(source.line(4) == "four")
    #expect(source.line(5) == "")
    #expect(source.location(ofUTF8Offset: 5) == FileLocation(path: "x", line: 2, column: 2))
  }
}
