import Testing
import Wayfinder
import WayfinderFixtures
import SavedStateFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// The prompt history is saved with the facts and comes back on restore; documents written
  /// before it existed read as a history with nothing shown.
  @Suite struct PromptHistoryPersistenceTests {
    typealias F = PersistenceFixtures

    @Test func theHistoryRoundTripsAndComesBackOnRestore() throws {
      let history = PromptHistory(["review": [.seconds(1_700_000_000), .milliseconds(1_500)]])
      let state = NavigationState<ScreenRoute>(flow: "main", root: "primary")
      let saved = SavedState(
        SavedLife(navigation: state, facts: [:], promptHistory: history), app: "Demo",
        appVersion: AppVersion([2, 0]))
      let bytes = try saved.encoded()
      #expect(String(decoding: bytes, as: UTF8.self).contains(#""review" : ["#))
      let read = try SavedState(decoding: bytes)
      #expect(read.promptHistory == history)
      #expect(
        read.promptHistory.showings["review"] == [.milliseconds(1_500), .seconds(1_700_000_000)])
      #expect(try read.restore(against: F.demo()).promptHistory == history)
    }

    @Test func aDocumentWithoutTheHistoryHasShownNothing() throws {
      let saved = try SavedState(decoding: Array(GoldenDocuments.version3.utf8))
      #expect(saved.promptHistory.isEmpty)
      let old = try SavedState(decoding: Array(GoldenDocuments.version1.utf8))
      #expect(old.promptHistory.isEmpty)
      #expect(!String(decoding: try saved.encoded(), as: UTF8.self).contains("promptsShown"))
    }

    @Test func hostileTimesAreRefusedNotTrapped() throws {
      var text = GoldenDocuments.version3
      let end = try #require(text.lastIndex(of: "}"))
      text.replaceSubrange(end...end, with: #", "promptsShown": {"review": [1e300]}}"#)
      #expect(throws: SavedStateError.malformed("'promptsShown.review[0]' is 1e+300, out of range"))
      {
        try SavedState(decoding: Array(text.utf8))
      }
    }

    @Test func thePromptClockRoundTripsAndIsLeftOutAtZero() throws {
      let state = NavigationState<ScreenRoute>(flow: "main", root: "primary")
      let saved = SavedState(
        SavedLife(navigation: state, facts: [:], promptTime: .seconds(90_000)), app: "Demo",
        appVersion: AppVersion([2, 0]))
      let bytes = try saved.encoded()
      #expect(String(decoding: bytes, as: UTF8.self).contains(#""promptTime" : 90000"#))
      let read = try SavedState(decoding: bytes)
      #expect(read.promptTime == .seconds(90_000))
      #expect(try read.restore(against: F.demo()).promptTime == .seconds(90_000))
      let old = try SavedState(decoding: Array(GoldenDocuments.version3.utf8))
      #expect(old.promptTime == .zero)
      #expect(!String(decoding: try old.encoded(), as: UTF8.self).contains("promptTime"))
    }

    @Test func aHostilePromptClockIsRefusedNotTrapped() throws {
      var text = GoldenDocuments.version3
      let end = try #require(text.lastIndex(of: "}"))
      text.replaceSubrange(end...end, with: #", "promptTime": -1e300}"#)
      #expect(throws: SavedStateError.malformed("'promptTime' is -1e+300, out of range")) {
        try SavedState(decoding: Array(text.utf8))
      }
    }

    @Test func aStoreSavesASessionsPromptsAndARestoreObeysThem() throws {
      let definition = try #require(PromptApp.definition())
      var (session, _) = try AppSession.start(definition)
      _ = session.settle()
      _ = try session.perform(.tap(.label("Later")), settling: true)
      _ = try session.perform(.tap(.label("Not now")), settling: true)
      _ = try session.perform(.wait(.seconds(3_600)), settling: true)
      let folder = try TemporaryFolder()
      let store = StateStore(path: folder.file("prompts.json"))
      try store.save(session)
      let restored = try #require(store.restore(for: definition).restored)
      #expect(restored.promptHistory == session.promptHistory)
      var (resumed, _) = try AppSession.resume(
        definition, state: restored.state, facts: restored.facts,
        promptHistory: restored.promptHistory, promptTime: restored.promptTime)
      #expect(resumed.state.phase == .home)
      // The sequence runs again on foreground: the nudge's cooldown still holds, and the
      // review's quota has room.
      let output = try resumed.perform(.foreground, settling: true)
      #expect(
        output.events.filter { $0.kind.name == "step.skip" }.map {
          SessionScreen.eventLine($0, in: resumed)
        } == ["0.000s step.skip update (cooldown: 23h left)"])
      #expect(resumed.state.modals.last?.id == "review")
    }
  }
}
