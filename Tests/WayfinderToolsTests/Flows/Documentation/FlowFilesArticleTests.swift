import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The code of the article "Flow files in Swift", run as written: `SwiftSampleTests` checks that
/// every line of it is here, in order.
@Suite struct FlowFilesArticleTests {
  @Test func readTheModel() throws {
    let definition = try Fixtures.notesDefinition()
    #expect(definition.flows.map(\.id) == ["notes"])
    #expect(definition.flow(forTab: "notes")?.root == "list")
    let note = definition.screen("note")
    #expect(note?.parameter("id") == .int)
    #expect(note?.title(for: ScreenRoute("note", arguments: ["id": .int(7)])) == "Note 7")
    #expect(definition.launch.map(\.id) == ["passcode"])
    #expect(definition.initialFacts["passcodeEnabled"] == .bool(true))
  }

  @Test func conditions() throws {
    let condition = try Condition(
      parsing: "passcodeEnabled && lastSeenVersion < version",
      facts: ["passcodeEnabled": .bool, "lastSeenVersion": .version])
    let facts: Facts = [
      "passcodeEnabled": .bool(true), "lastSeenVersion": .version(AppVersion([1, 9])),
    ]
    #expect(condition.evaluate(facts: facts, version: AppVersion([2, 0])))
    #expect(!condition.evaluate(facts: facts, version: AppVersion([1, 9])))
  }

  @Test func theGraph() throws {
    let definition = try Fixtures.notesDefinition()
    let mermaid = FlowGraph(definition).mermaid()
    #expect(mermaid.hasPrefix("flowchart TB\n"))
    for line in [
      #"  step_passcode -. "presents (when passcodeEnabled)" .-> s_passcode"#,
      #"  home -- "tab notes" --> s_list"#, #"  s_list -- "Open note 7" --> s_note"#,
      #"  s_passcode -- "Unlock (finishes step)" --> dismissed_modal_passcode"#,
      "  link_1 -.-> s_note",
    ] {
      #expect(mermaid.contains(line + "\n"))
    }
  }

  @Test func diagnostics() {
    let diagnostic = Diagnostic(
      .error, "unknown screen 'notes'",
      at: FileLocation(path: "notes.yaml", line: 14, column: 44), suggestion: "note")
    #expect(diagnostic.description == "notes.yaml:14:44: error: unknown screen 'notes'")
    #expect(diagnostic.suggestionText == "Did you mean 'note'?")
    #expect(DiagnosticRenderer.summary(of: [diagnostic]) == "1 error")
  }
}
