import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
@testable import WayfinderTools

/// A split home in flow files: `home: { split: … }`, actions that select and deselect in a
/// column, links that fill the columns, and `check` reporting each misfit once, where it is
/// written.
@Suite struct SplitFlowFileTests {
  static let app = """
    app: Mail
    home: { split: { sidebar: folders, content: messages, detail: message } }
    flows:
      folders:
        title: Mailboxes
        root: mailboxes
        screens:
          mailboxes:
            actions:
              - { label: Inbox, select: messageList, in: content, with: { folder: inbox } }
      messages:
        root: messageList
        screens:
          messageList:
            params: { folder: string }
            title: "{folder}"
            actions:
              - { label: Message 7, select: message, in: detail, with: { id: 7 } }
              - { label: Close folder, deselect: content }
      message:
        root: message
        screens:
          message:
            params: { id: int }
            title: "Message {id}"
            actions:
              - { label: Reply, push: reply, with: { id: "{id}" } }
          reply: { params: { id: int }, title: "Reply to {id}" }
    deepLinks:
      - url: "mail://folder/{folder}/message/{id:int}"
        columns:
          content: [ { messageList: { folder: "{folder}" } } ]
          detail: [ { message: { id: "{id}" } }, { reply: { id: "{id}" } } ]

    """

  private func session() throws -> AppSession {
    let result = Fixtures.load(Self.app)
    #expect(result.diagnostics.isEmpty, "\(result.rendered())")
    var session = try AppSession.start(try #require(result.definition)).0
    _ = session.settle()
    return session
  }

  @Test func aSplitHomeStartsWithItsSidebarAndNothingSelected() throws {
    let definition = try #require(Fixtures.load(Self.app).definition)
    let split = try NavigationSplit(sidebar: "folders", content: "messages", detail: "message")
    #expect(definition.home == .split(split))
    #expect(definition.home.tabIDs == ["folders", "messages", "message"])
    let state = try definition.initialState(launching: false)
    #expect(state.home.layout == .split)
    #expect(state.collapsedPath == [ScreenRoute("mailboxes")])
    #expect(state.selection(in: .content) == nil)
  }

  @Test func actionsSelectAndDeselectColumnByColumn() throws {
    var session = try session()
    _ = try session.perform(.tap(.label("Inbox")), settling: true)
    _ = try session.perform(.tap(.label("Message 7")), settling: true)
    #expect(
      session.state.selection(in: .content)
        == ScreenRoute("messageList", arguments: ["folder": .string("inbox")]))
    #expect(
      session.state.selection(in: .detail) == ScreenRoute("message", arguments: ["id": .int(7)]))
    _ = try session.perform(.back, settling: true)
    _ = try session.perform(.tap(.label("Close folder")), settling: true)
    #expect(session.state.collapsedPath == [ScreenRoute("mailboxes")])
  }

  @Test func declaredEdgesHoldSelectionsToTheFlow() throws {
    let definition = try #require(Fixtures.load(Self.app).definition)
    let edges = definition.declaredEdges()
    #expect(
      edges.actions(on: "mailboxes") == [
        DeclaredAction("Inbox", .selection("messageList", in: .content))
      ])
    var rules = definition.navigationRules()
    rules.declaredEdges = edges
    var state = try definition.initialState(launching: false)
    let inbox = ScreenRoute("messageList", arguments: ["folder": .string("inbox")])
    try state.apply(.select(inbox, in: .content), rules: rules)
    let refused = NavigationError.undeclaredNavigation(
      screen: "messageList", command: "select 'reply' in the detail column",
      nearest: DeclaredAction("Message 7", .selection("message", in: .detail)))
    #expect(throws: refused) {
      try state.apply(
        .select(ScreenRoute("reply", arguments: ["id": .int(1)]), in: .detail), rules: rules)
    }
  }

  @Test func aLinkFillsEveryColumn() throws {
    var session = try session()
    _ = try session.perform(.open("mail://folder/archive/message/9"), settling: true)
    let state = session.state
    #expect(
      state.selection(in: .content)
        == ScreenRoute("messageList", arguments: ["folder": .string("archive")]))
    #expect(state.collapsedPath.map(\.screen) == ["mailboxes", "messageList", "message", "reply"])
    #expect(state.visibleRoute == ScreenRoute("reply", arguments: ["id": .int(9)]))
  }

  @Test func pathsTakeTheSelections() throws {
    let definition = try #require(Fixtures.load(Self.app).definition)
    let graph = FlowGraph(definition)
    #expect(graph.edges.contains { $0.from == "s_messageList" && $0.to == "s_message" })
  }

  // MARK: Diagnostics

  /// The diagnostics of `app` with `old` replaced by `new`.
  private func lines(replacing old: String, with new: String) -> [String] {
    let yaml = Self.app.replacingOccurrences(of: old, with: new)
    precondition(yaml != Self.app, "'\(old)' is not in the app")
    return Fixtures.lines(yaml)
  }

  @Test func aColumnNamingAnUnknownFlowSuggestsOne() {
    #expect(
      lines(replacing: "detail: message }", with: "detail: mesage }") == [
        "test.yaml:2:63: error: unknown flow 'mesage'"
      ])
  }

  @Test func aFlowInTwoColumnsIsReportedAtTheSecond() {
    #expect(
      lines(replacing: "content: messages,", with: "content: folders,") == [
        "test.yaml:2:45: error: the content column shows flow 'folders', which the sidebar column "
          + "shows already; each column shows a flow of its own, with its own stack"
      ])
  }

  @Test func tabsAndSplitBothGiven() {
    #expect(
      lines(replacing: "detail: message } }", with: "detail: message }, tabs: [folders] }") == [
        "test.yaml:2:74: error: home is one of 'tabs', 'flow' or 'split', but this one has both "
          + "'split' and 'tabs'; keep one"
      ])
  }

  @Test func aSplitWithoutItsDetail() {
    #expect(
      lines(replacing: ", detail: message", with: "") == [
        "test.yaml:2:16: error: missing 'detail' in 'split'"
      ])
  }

  @Test func selectionsInColumnsTheSplitHasNot() {
    #expect(
      lines(replacing: "in: content, with: { folder", with: "in: sidebar, with: { folder") == [
        "test.yaml:10:54: error: the sidebar's root is its flow's root and is never selected; "
          + "select in 'content' or 'detail' instead"
      ])
    #expect(
      lines(replacing: "in: content, with: { folder", with: "in: detial, with: { folder") == [
        "test.yaml:10:54: error: 'detial' is not a column of a split; use sidebar, content or "
          + "detail"
      ])
    #expect(
      lines(replacing: ", in: detail, with: { id: 7 }", with: ", with: { id: 7 }") == [
        "test.yaml:18:41: error: 'select: message' needs the column it selects in; add "
          + "'in: content' or 'in: detail'"
      ])
    #expect(
      lines(replacing: "deselect: content", with: "deselect: sidebar") == [
        "test.yaml:19:46: error: the sidebar's root is its flow's root and is never selected; "
          + "deselect 'content' or 'detail' instead"
      ])
  }

  @Test func aSplitOfTwoColumnsHasNoContentColumn() {
    let twoColumns = Self.app.replacingOccurrences(
      of: "content: messages, detail", with: "detail")
    let found = Fixtures.lines(twoColumns)
    #expect(
      found.contains(
        "test.yaml:10:54: error: the split has no content column, since 'home' names no "
          + "'content'; select in 'detail' instead, or give the split a 'content' flow"))
    #expect(
      found.contains(
        "test.yaml:32:16: error: the split has no content column, since 'home' names no "
          + "'content'; drop 'content' from the link's 'columns', or give the split a "
          + "'content' flow"))
  }

  @Test func selectionsOnAHomeThatIsNoSplit() {
    let tabs = Self.app.replacingOccurrences(
      of: "{ split: { sidebar: folders, content: messages, detail: message } }",
      with: "{ tabs: [folders] }")
    let found = Fixtures.lines(tabs)
    #expect(
      found.contains(
        "test.yaml:10:29: error: 'select' acts on the columns of a split home, but home is a tab "
          + "bar; declare 'home: { split: { sidebar: …, detail: … } }' or navigate another way"))
    #expect(
      found.contains(
        "test.yaml:32:7: error: 'columns' acts on the columns of a split home, but home is a "
          + "tab bar; declare 'home: { split: { sidebar: …, detail: … } }' or navigate another "
          + "way"))
  }

  @Test func aSplitHasNoTabsToSwitchTo() {
    #expect(
      lines(
        replacing: "- { label: Close folder, deselect: content }",
        with: "- { label: Tab, switchTab: folders }") == [
          "test.yaml:19:38: error: 'switchTab: folders' needs a tab bar, but home is a split; "
            + "choose what a column shows with 'select'"
        ])
  }

  @Test func linksThatFillTheColumnsBuildNothingElse() {
    #expect(
      lines(replacing: "    columns:\n", with: "    tab: folders\n    columns:\n") == [
        "test.yaml:31:10: error: a link that fills the columns of a split builds every column "
          + "itself; drop 'tab'"
      ])
    let detailOnly = Self.app.replacingOccurrences(
      of: "      content: [ { messageList: { folder: \"{folder}\" } } ]\n", with: ""
    ).replacingOccurrences(of: "folder/{folder}/", with: "")
    #expect(
      Fixtures.lines(detailOnly) == [
        "test.yaml:32:15: error: the detail column shows what the content column selected, so a "
          + "link that fills the detail fills 'content' too"
      ])
  }

  @Test func aSelectionUnderAModalNeverSucceeds() {
    let yaml =
      Self.app.replacingOccurrences(
        of: "          - { label: Inbox, select",
        with: "          - { label: Compose, present: compose }\n          - { label: Inbox, select"
      )
        + """
        modals:
          compose:
            title: Compose
            actions:
              - { label: Open inbox, select: messageList, in: content, with: { folder: inbox } }
              - { label: Cancel, dismiss: true }

        """
    #expect(
      Fixtures.lines(yaml) == [
        "test.yaml:39:9: warning: action 'Open inbox' on screen 'compose' can never succeed: "
          + "screen 'compose' shows in modal 'compose', and the app refuses a selection in a "
          + "column while a modal is up; close the modal first: "
          + "'do: [dismiss, { select: messageList, in: content }]'"
      ])
  }
}
