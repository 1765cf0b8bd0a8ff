import Testing
import Wayfinder
import SavedStateFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// An interaction the app asked for that was up, or waiting its turn, when the state was
  /// saved comes back at the next start: the saved document keeps the steps still to come,
  /// and resuming runs them again through the sequence.
  @Suite struct PendingStepsPersistenceTests {
    typealias F = PersistenceFixtures

    /// The demo on home, what's new seen, with `commands` performed.
    static func demo(after commands: [SessionCommand]) throws -> AppSession {
      var (session, _) = try AppSession.start(try F.demo())
      _ = session.settle()
      _ = try session.perform(.tap(.label("Continue")), settling: true)
      for command in commands { _ = try session.perform(command, settling: true) }
      return session
    }

    /// `session` saved to a file and resumed from it, as the next start does.
    static func saveAndResume(_ session: AppSession) throws -> AppSession {
      let folder = try TemporaryFolder()
      let store = StateStore(path: folder.file("state.json"))
      try store.save(session)
      let restored = try #require(store.restore(for: session.definition).restored)
      #expect(restored.warnings == [])
      return try AppSession.resume(
        session.definition, state: restored.state, facts: restored.facts,
        promptHistory: restored.promptHistory, promptTime: restored.promptTime,
        pendingSteps: restored.pendingSteps
      ).0
    }

    @Test func aPromptAskedForAfterHomeIsUpAgainAtTheNextStart() throws {
      let session = try Self.demo(after: [.selectTab("tab2"), .run(["review"])])
      #expect(session.state.modals.map(\.id) == ["review"])
      #expect(session.promptHistory.showings["review"]?.count == 1)
      var resumed = try Self.saveAndResume(session)
      _ = resumed.settle()
      #expect(resumed.state.modals.map(\.id) == ["review"])
      #expect(resumed.state.presentedInteraction?.step == "review")
      #expect(resumed.state.presentedInteraction?.role == .dismissible)
      #expect(resumed.launch.status(of: "review") == .running)
      #expect(resumed.promptHistory.showings["review"]?.count == 1, "shown once, counted once")
      #expect(resumed.state.home.selectedTab == "tab2")
    }

    @Test func aPromptQueuedBehindTheBackgroundIsQueuedAgain() throws {
      let session = try Self.demo(after: [.background, .run(["notifications"])])
      #expect(session.state.modals.isEmpty, "held back in the background")
      #expect(session.state.interactionsPending)
      let bytes = String(decoding: try SavedState(session).encoded(), as: UTF8.self)
      #expect(bytes.contains(#""pendingSteps" : ["#))
      var resumed = try Self.saveAndResume(session)
      _ = resumed.settle()
      #expect(resumed.state.modals.map(\.id) == ["notifications"])
      #expect(resumed.launch.status(of: "notifications") == .running)
    }

    @Test func aConditionThatNoLongerHoldsStillEndsTheStep() throws {
      var session = try Self.demo(after: [.background, .run(["notifications"])])
      _ = try session.perform(.set(fact: "notificationsAllowed", value: "true"), settling: true)
      var resumed = try Self.saveAndResume(session)
      _ = resumed.settle()
      #expect(resumed.state.modals.isEmpty)
      #expect(resumed.launch.status(of: "notifications") == .skipped(.condition))
    }

    /// The golden version 3 document with `members` (JSON) added at its end.
    static func document(adding members: String) throws -> SavedState {
      var text = GoldenDocuments.version3
      let end = try #require(text.lastIndex(of: "}"))
      text.replaceSubrange(end...end, with: ", \(members)}")
      return try SavedState(decoding: Array(text.utf8))
    }

    @Test func aDocumentWithoutPendingStepsReadsAsNoneAndLeavesThemOut() throws {
      let saved = try SavedState(decoding: Array(GoldenDocuments.version3.utf8))
      #expect(saved.pendingSteps == [])
      #expect(!String(decoding: try saved.encoded(), as: UTF8.self).contains("pendingSteps"))
      let old = try SavedState(decoding: Array(GoldenDocuments.version1.utf8))
      #expect(old.pendingSteps == [])
    }

    @Test func pendingStepsTheAppLacksAreDroppedWithANotice() throws {
      let saved = try Self.document(adding: #""pendingSteps": ["gone", "notifications", "gone"]"#)
      #expect(saved.pendingSteps == ["gone", "notifications", "gone"])
      let restored = try saved.restore(against: F.demo())
      #expect(restored.pendingSteps == ["notifications"])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: step 'gone' no longer exists; it was still to come and does not run again."
        ])
      let typed = saved.restore(for: try F.demo().program())
      #expect(typed.pendingSteps == ["notifications"])
    }

    @Test func pendingStepsOfAnotherShapeAreRefusedWithTheirPlace() throws {
      #expect(throws: SavedStateError.malformed("'pendingSteps[1]' is an integer, not a step name"))
      {
        try Self.document(adding: #""pendingSteps": ["review", 1]"#)
      }
      #expect(throws: SavedStateError.malformed("'pendingSteps' is a string, not an array")) {
        try Self.document(adding: #""pendingSteps": "review""#)
      }
    }
  }
}
