import Testing
import WayfinderFixtures
@testable import WayfinderTools

/// The code of the library's "Getting started" article, kept compiling and true.
@Suite struct LoadingArticleTests {
  let yaml = Fixtures.notes

  @Test func loadAnApp() throws {
    let result = FlowLoader.load(sources: [FlowSource(path: "notes.yaml", text: yaml)])
    #expect(!result.hasErrors)
    let definition = try #require(result.definition)
    #expect(definition.app == "Notes")
    #expect(definition.screen("list")?.actions.map(\.label) == ["Open note 7"])
  }

  @Test func everyProblemAtOnce() {
    let broken = yaml.replacingFirst("push: note,", "push: notes,")
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
