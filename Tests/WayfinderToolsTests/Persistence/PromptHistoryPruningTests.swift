import Testing
import Wayfinder
import SavedStateFixtures
@testable import WayfinderPersistence
import WayfinderFlowFiles
@testable import WayfinderTools

extension Persistence {
  /// A saved prompt history keeps only the steps the app has: the showings of any other step
  /// are dropped on restore with one notice, so a history naming 100,000 steps costs the
  /// sessions after it nothing.
  @Suite struct PromptHistoryPruningTests {
    typealias F = PersistenceFixtures

    /// The golden version 3 document with `promptsShown` set to `members` (JSON).
    static func document(promptsShown members: String) throws -> SavedState {
      var text = GoldenDocuments.version3
      let end = try #require(text.lastIndex(of: "}"))
      text.replaceSubrange(end...end, with: #", "promptsShown": {\#(members)}}"#)
      return try SavedState(decoding: Array(text.utf8))
    }

    @Test func theHistoryOfStepsTheAppLacksIsDroppedWithOneNotice() throws {
      let saved = try Self.document(
        promptsShown: #""ghost2": [2], "review": [5], "ghost10": [1], "ghost3": [3], "ghost1": [4]"#
      )
      #expect(saved.promptHistory.showings.count == 5, "the document is read as it is")
      let restored = try saved.restore(against: F.demo())
      #expect(restored.promptHistory == PromptHistory(["review": [.seconds(5)]]))
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: steps 'ghost1', 'ghost10', 'ghost2' and 1 more no longer exist; their prompt history is dropped."
        ])
    }

    @Test func oneStepIsNamedAlone() throws {
      let saved = try Self.document(promptsShown: #""rateUs": [2], "updateNudge": [1]"#)
      let restored = try saved.restore(against: F.demo())
      #expect(restored.promptHistory == PromptHistory(["updateNudge": [.seconds(1)]]))
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: step 'rateUs' no longer exists; its prompt history is dropped."
        ])
    }

    @Test func aSwiftAppKeepsTheHistoryOfItsProgramsStepsOnly() throws {
      let saved = try Self.document(promptsShown: #""review": [5], "gone": [1]"#)
      let program = try F.demo().program()
      for restored in [
        saved.restore(for: program), try saved.restore(for: program, checkedAgainst: F.demo()),
      ] {
        #expect(restored.promptHistory == PromptHistory(["review": [.seconds(5)]]))
        #expect(
          F.lines(restored.warnings) == [
            "Restored state: step 'gone' no longer exists; its prompt history is dropped."
          ])
      }
    }

    @Test func aHugeHistoryIsPrunedOnceAndNeverSavedAgain() throws {
      let count = 20_000
      let members = (0..<count).map { #""ghost\#($0)": [\#($0)]"# }.joined(separator: ", ")
      let saved = try Self.document(promptsShown: members + #", "review": [5]"#)
      #expect(saved.promptHistory.showings.count == count + 1)
      let definition = try F.demo()
      let restored = try saved.restore(against: definition)
      #expect(restored.promptHistory == PromptHistory(["review": [.seconds(5)]]))
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: steps 'ghost0', 'ghost1', 'ghost10' and \(count - 3) more no longer exist; their prompt history is dropped."
        ])
      // What the next save writes, and the next load reads, is the app's steps alone.
      let next = SavedState(
        SavedLife(
          navigation: restored.state, facts: restored.facts, promptHistory: restored.promptHistory),
        definition: definition)
      let bytes = try next.encoded()
      #expect(bytes.count < 2_000)
      let again = try SavedState(decoding: bytes).restore(against: definition)
      #expect(again.promptHistory == restored.promptHistory)
      #expect(again.warnings == [])
    }

    @Test func aHistoryOfAnotherShapeIsRefusedWithItsPlace() throws {
      #expect(
        throws: SavedStateError.malformed("'promptsShown.review[1]' is a string, not a number")
      ) {
        try Self.document(promptsShown: #""review": [1, "2"]"#)
      }
      #expect(throws: SavedStateError.malformed("'promptsShown.review' is an object, not an array"))
      {
        try Self.document(promptsShown: #""review": {}"#)
      }
    }
  }
}
