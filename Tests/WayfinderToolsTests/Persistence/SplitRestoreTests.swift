import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// A split home saved and restored: its columns, what each selected and the width come
  /// back; against changed flow files each column keeps its longest prefix that still fits,
  /// with a warning; a document written before splits were saved still reads.
  @Suite struct SplitRestoreTests {
    typealias F = PersistenceFixtures

    static let yaml = """
      app: Mail
      home: { split: { sidebar: folders, content: messages, detail: message } }
      flows:
        folders:
          root: mailboxes
          screens:
            mailboxes:
              actions:
                - { label: Inbox, select: messageList, in: content, with: { folder: inbox } }
                - { label: Settings, push: settings }
            settings: { title: Settings }
        messages:
          root: messageList
          screens:
            messageList:
              params: { folder: string }
              actions: [ { label: Lunch?, select: message, in: detail, with: { id: 7 } } ]
        message:
          root: message
          screens:
            message:
              params: { id: int }
              actions: [ { label: Reply, push: reply, with: { id: "{id}" } } ]
            reply: { params: { id: int } }

      """

    static let inbox = F.route("messageList", ["folder": .string("inbox")])
    static let message = F.route("message", ["id": .int(7)])
    static let reply = F.route("reply", ["id": .int(7)])

    /// The mail app with its sidebar's settings pushed, a message and its reply selected, at
    /// `width`.
    static func walked(width: SplitWidth = .compact) throws -> NavigationState<ScreenRoute> {
      var state = try F.app(yaml).initialState(launching: false)
      try state.apply(.push("settings"))
      try state.apply(.popToRoot())
      try state.apply(.select(inbox, in: .content))
      try state.apply(.select(message, in: .detail))
      try state.apply(.push(reply))
      try state.apply(.setWidth(width))
      return state
    }

    @Test func columnsSelectionsAndWidthComeBack() throws {
      let app = try F.app(Self.yaml)
      let state = try Self.walked()
      let saved = try F.roundTrip(state, facts: [:], as: app)
      let restored = try saved.restore(against: app)
      #expect(restored.warnings.isEmpty)
      #expect(restored.state == state)
      #expect(restored.state.splitWidth == .compact)
      #expect(restored.state.collapsedPath == ["mailboxes", Self.inbox, Self.message, Self.reply])
    }

    @Test func theDocumentSaysTheSplit() throws {
      let app = try F.app(Self.yaml)
      let bytes = try SavedState(
        SavedLife(navigation: try Self.walked(), facts: [:]), definition: app
      ).encoded()
      let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
      let navigation = try #require(object?["navigation"] as? [String: Any])
      let split = try #require(navigation["split"] as? [String: String])
      #expect(
        split == [
          "sidebar": "folders", "content": "messages", "detail": "message", "width": "compact",
        ])
      #expect(navigation["layout"] as? String == "split")
      #expect(navigation["selectedTab"] as? String == "message")
    }

    @Test func aSwiftAppRestoresItsColumnsToo() throws {
      var state = NotesFlow.initialState(launching: false)
      try state.apply(.select(.note(id: 1), in: .detail))
      try state.apply(.push(.history(id: 1)))
      try state.apply(.setWidth(.compact))
      let document = SavedState(
        SavedLife(navigation: state, facts: [:]), app: NotesFlow.app, appVersion: NotesFlow.version)
      let saved = try SavedState(decoding: try document.encoded())
      let restored = saved.restore(for: NotesFlow.program())
      #expect(restored.warnings.isEmpty)
      #expect(restored.state == state)
    }

    @Test func aColumnKeepsItsLongestPrefixThatStillFits() throws {
      let changed = try F.app(
        Self.yaml.replacingOccurrences(of: "reply: { params: { id: int } }", with: "")
          .replacingOccurrences(of: "push: reply, with: { id: \"{id}\" }", with: "pop: true"))
      let saved = try F.roundTrip(try Self.walked(), facts: [:], as: try F.app(Self.yaml))
      let restored = try saved.restore(against: changed)
      #expect(restored.state.collapsedPath == ["mailboxes", Self.inbox, Self.message])
      #expect(restored.state.splitWidth == .compact)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: screen 'reply' no longer exists; detail column 'message' goes back to "
            + "'message(id: 7)'."
        ])
    }

    @Test func aSelectionThatNoLongerFitsClearsItsColumnAndThoseAfterIt() throws {
      let changed = try F.app(
        Self.yaml.replacingOccurrences(of: "folder: string", with: "box: string")
          .replacingOccurrences(of: "with: { folder: inbox }", with: "with: { box: inbox }"))
      let saved = try F.roundTrip(try Self.walked(), facts: [:], as: try F.app(Self.yaml))
      let restored = try saved.restore(against: changed)
      #expect(restored.state.collapsedPath == ["mailboxes"])
      #expect(restored.state.invariantViolations() == [])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: screen 'messageList' now needs argument 'box' (string); nothing is "
            + "selected in the content column nor in the detail column."
        ])
      // A screen the app no longer selects in that column is not brought back there.
      let moved = try F.app(
        Self.yaml.replacingOccurrences(of: "select: message, in: detail", with: "push: message"))
      let notSelected = try saved.restore(against: moved)
      #expect(notSelected.state.collapsedPath == ["mailboxes", Self.inbox])
      #expect(
        F.lines(notSelected.warnings) == [
          "Restored state: screen 'message' cannot be selected in the detail column: no action or "
            + "deep link selects it there; nothing is selected in the detail column."
        ])
    }

    @Test func aDocumentWrittenBeforeSplitsWereSavedStillReads() throws {
      let app = try F.app(Self.yaml)
      let bytes = try SavedState(
        SavedLife(navigation: try Self.walked(), facts: [:]), definition: app
      ).encoded()
      var object = try #require(
        try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
      var navigation = try #require(object["navigation"] as? [String: Any])
      #expect(navigation.removeValue(forKey: "split") != nil)
      object["navigation"] = navigation
      let older = try SavedState(
        decoding: [UInt8](try JSONSerialization.data(withJSONObject: object)))
      let restored = try older.restore(against: app)
      #expect(restored.warnings.isEmpty)
      // The columns come back from the stacks; the width is the app's, as none was saved.
      #expect(restored.state.collapsedPath == ["mailboxes", Self.inbox, Self.message, Self.reply])
      #expect(restored.state.splitWidth == .regular)
    }

    @Test func aColdLaunchKeepsTheWidthAndByItsRuleTheColumns() throws {
      var program = try F.app(Self.yaml).program()
      let saved = SavedLife(navigation: try Self.walked(), facts: [:])
      let home = program.coldLaunch(restoring: saved).state
      #expect(home.collapsedPath == ["mailboxes"], "restore: home starts home afresh")
      #expect(home.splitWidth == .compact, "the window's width outlives the launch")
      program.restoreRule = .stacks(within: nil)
      let stacks = program.coldLaunch(restoring: saved).state
      #expect(stacks.collapsedPath == ["mailboxes", Self.inbox, Self.message, Self.reply])
    }
  }
}
