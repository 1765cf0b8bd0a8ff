import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderProperties
@testable import WayfinderTools

/// A split home in scenarios and exploration: `width`, `select` and `deselect` as commands,
/// `expect column` and `expect width`, a trace kept as a scenario that expects the columns, and
/// exploration turning the width and selecting in a column shown beside another.
@Suite struct SplitScenarioTests {
  static let app = """
    app: Mail
    home: { split: { sidebar: folders, content: messages, detail: message } }
    flows:
      folders:
        root: mailboxes
        screens:
          mailboxes:
            actions:
              - { label: Inbox, select: messageList, in: content, with: { folder: inbox } }
              - { label: Archive, select: messageList, in: content, with: { folder: archive } }
      messages:
        root: messageList
        screens:
          messageList:
            params: { folder: string }
            actions:
              - { label: Message 7, select: message, in: detail, with: { id: 7 } }
      message:
        root: message
        screens:
          message:
            params: { id: int }
            actions: [ { label: Reply, push: reply, with: { id: "{id}" } } ]
          reply: { params: { id: int } }

    """

  static func definition() throws -> FlowDefinition {
    let loaded = Fixtures.load(app)
    return try #require(loaded.definition, "\(loaded.rendered())")
  }

  private func run(_ text: String) throws -> ScenarioResult {
    let definition = try Self.definition()
    let file = ScenarioFile.parse(path: "t.scenario", text: text, for: definition)
    try #require(file.diagnostics.isEmpty, "\(file.rendered())")
    return ScenarioRunner(definition: definition).run(try #require(file.scenarios.first))
  }

  private func problems(_ text: String) throws -> [String] {
    ScenarioFile.parse(path: "t.scenario", text: text, for: try Self.definition()).diagnostics
      .map(\.description)
  }

  @Test func scenariosWalkAndExpectTheColumns() throws {
    let result = try run(
      """
      expect width regular
      expect column content empty
      tap Inbox
      tap Message 7
      tap Reply
      expect column sidebar: mailboxes
      expect column content: messageList(folder: "inbox")
      expect column detail: message(id: 7) > reply
      width compact
      expect width compact
      back
      back
      expect column detail empty
      select message(id: 9) in detail
      expect column detail: message(id: 9)
      deselect content
      expect column content empty
      """)
    #expect(result.passed, "\(result.failure?.description ?? "")")
  }

  @Test func aColumnThatDiffersIsShownAsExpectedAndActual() throws {
    let result = try run("tap Inbox\ntap Message 7\nexpect column detail: message(id: 8)\n")
    #expect(
      result.failure?.description == """
        t.scenario:3:1: error: scenario 't': unexpected stack of the detail column
        − column detail: message(id: 8)
        + column detail: message(id: 7)

        """)
    let width = try run("expect width compact\n")
    #expect(width.failure?.description.contains("− width compact\n+ width regular") == true)
  }

  @Test func misfitsAreReportedWhereTheyAreWritten() throws {
    #expect(
      try problems("expect column footer: mailboxes\n") == [
        "t.scenario:1:15: error: 'footer' is not a column of the split; its columns are "
          + "sidebar, content, detail"
      ])
    #expect(
      try problems("expect column detail\n") == [
        "t.scenario:1:1: error: write 'expect column COLUMN: ROUTE > ROUTE', the column's "
          + "screens root first, or 'expect column COLUMN empty'"
      ])
    #expect(
      try problems("expect width wide\n") == [
        "t.scenario:1:14: error: 'wide' is not a width; write compact or regular"
      ])
    #expect(
      try problems("select mesage(id: 1) in detail\n") == [
        "t.scenario:1:8: error: unknown screen 'mesage'"
      ])
    let demo = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let onTabs = ScenarioFile.parse(path: "t.scenario", text: "expect width compact\n", for: demo)
    #expect(
      onTabs.diagnostics.map(\.description) == [
        "t.scenario:1:1: error: 'expect width' needs a split home, but this app's home is none"
      ])
  }

  @Test func aKeptTraceExpectsTheColumnsAndTheWidth() throws {
    var session = try #require(ExplorationCheck(definition: try Self.definition()).start())
    _ = try session.perform(.tap(.label("Inbox")), settling: true)
    _ = try session.perform(.width(.compact), settling: true)
    let expectations = TraceScenario.expectations(of: session, definition: session.definition)
    #expect(expectations.contains(.width(.compact)))
    #expect(
      expectations.contains(
        .column(
          .content, routes: [ExpectedRoute("messageList", arguments: ["folder": .string("inbox")])])
      ))
    #expect(expectations.contains(.column(.detail, routes: [])))
    var writer = ScenarioWriter(definition: session.definition)
    for expectation in expectations { try writer.expect(expectation) }
    #expect(writer.text.contains("expect column content: messageList(folder: \"inbox\")\n"))
  }

  @Test func explorationTurnsTheWidthAndSelectsInAColumnBesideAnother() throws {
    let definition = try Self.definition()
    let start = try #require(ExplorationCheck(definition: definition).start())
    var played: Set<String> = []
    for seed in UInt64(0)..<20 {
      var generator = ExplorationGenerator(definition, seed: seed)
      var session = start
      for _ in 0..<40 {
        let step = generator.next(for: session)
        switch step.command {
        case .select:
          played.insert("select")
          // Only where the columns stand side by side, and only what the core allows.
          #expect(session.state.splitWidth == .regular)
          #expect(throws: Never.self) { try session.perform(step.command, settling: true) }
        case .width:
          played.insert("width")
          _ = try? session.perform(step.command, settling: true)
        default:
          _ = try? session.perform(step.command, settling: true)
        }
      }
    }
    #expect(played == ["select", "width"])
  }

  @Test func userInputsOfferSelectionsOnlyBesideTheLastColumn() throws {
    var session = try #require(ExplorationCheck(definition: try Self.definition()).start())
    #expect(UserInputs(session.life).selections.isEmpty, "the sidebar is the last column")
    #expect(UserInputs(session.life).widths == [.compact])
    _ = try session.perform(.tap(.label("Inbox")), settling: true)
    let selections = UserInputs(session.life).selections
    #expect(
      selections.map(\.description) == [
        "select 'messageList(folder: \"inbox\")' in the content column",
        "select 'messageList(folder: \"archive\")' in the content column",
      ])
    _ = try session.perform(.width(.compact), settling: true)
    #expect(UserInputs(session.life).selections.isEmpty, "one column shows in a compact width")
  }
}
