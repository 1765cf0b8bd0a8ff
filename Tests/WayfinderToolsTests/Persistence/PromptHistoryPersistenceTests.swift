import Testing
import Wayfinder
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
        state: state, facts: [:], app: "Demo", appVersion: AppVersion([2, 0]),
        promptHistory: history)
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
  }
}
