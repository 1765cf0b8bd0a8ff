import Testing
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The code of the article "Loading and checking flow files", run as written:
/// `SwiftSampleTests` checks that every line of it is here, in order.
@Suite struct LoadingArticleTests {
  let yaml = Fixtures.notes

  @Test func loadAnApp() {
    let result = FlowLoader.load(sources: [FlowSource(path: "notes.yaml", text: yaml)])
    #expect(!result.hasErrors)
    if let definition = result.definition {
      #expect(definition.app == "Notes")
      #expect(definition.screen("list")?.actions.map(\.label) == ["Open note 7"])
    } else {
      Issue.record("\(result.rendered())")
    }
  }

  @Test func everyProblemAtOnce() {
    let broken = yaml.replacing("push: note,", with: "push: notes,")
    let result = FlowLoader.load(sources: [FlowSource(path: "notes.yaml", text: broken)])
    #expect(result.definition == nil)
    #expect(
      result.rendered() == """
        notes.yaml:13:41: error: unknown screen 'notes'
                  - { label: Open note 7, push: notes, with: { id: 7 } }
                                                ^
        Did you mean 'note'?

        """)
  }
}
