import Testing
import Wayfinder
@testable import WayfinderTools
import WayfinderFixtures
@testable import WayfinderPersistence
@testable import WayfinderFlowFiles

/// A flow ends with a result the presenter's fact receives, as the REPL's session performs it
/// through the one tap rule: the value on `return:`, none for every other way the flow goes.
@Suite struct FlowResultSessionTests {
  private func session() throws -> AppSession {
    let result = Fixtures.load(FlowResultCheckTests.app)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    var (session, _) = try AppSession.start(try #require(result.definition))
    _ = session.settle()
    return session
  }

  @Test func returningFromTheFlowsSecondScreenSetsThePresentersFact() throws {
    var session = try session()
    _ = try session.perform(.tap(.label("Add card")), settling: false)
    #expect(session.facts["selectedCard"] == nil)
    _ = try session.perform(.tap(.label("Enter")), settling: false)
    _ = try session.perform(.tap(.label("Save")), settling: false)
    #expect(session.state.modals.isEmpty)
    #expect(session.state.visibleRoute == ScreenRoute("payment"))
    #expect(session.facts["selectedCard"] == .string("4242"))
  }

  @Test func aDismissedFlowLeavesTheFactUnset() throws {
    var session = try session()
    _ = try session.perform(.tap(.label("Add card")), settling: false)
    _ = try session.perform(.tap(.label("Enter")), settling: false)
    _ = try session.perform(.dismiss, settling: false)
    #expect(session.state.modals.isEmpty)
    #expect(session.facts["selectedCard"] == nil)
  }

  @Test func aRefusedReturnChangesNothing() throws {
    var session = try session()
    _ = try session.perform(.tap(.label("Add card")), settling: false)
    _ = try session.perform(.tap(.label("Enter")), settling: false)
    _ = try session.perform(.set(fact: "selectedCard", value: "old"), settling: false)
    _ = try session.perform(.background, settling: false)
    #expect(throws: SessionError.self) {
      try session.perform(.tap(.label("Save")), settling: false)
    }
    #expect(session.state.modals.map(\.id) == ["addCard"])
    #expect(session.facts["selectedCard"] == .string("old"))
  }
}

/// A saved session with a result-awaited flow up comes back still awaiting it: the return
/// after the restore still sets the presenter's fact.
@Suite struct FlowResultSaveTests {
  @Test func theFactReceivingTheResultIsSavedWithTheModal() throws {
    let definition = try #require(Fixtures.load(FlowResultCheckTests.app).definition)
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    _ = try session.perform(.tap(.label("Add card")), settling: false)
    let bytes = try SavedState(
      SavedLife(navigation: session.state, facts: session.facts),
      definition: definition
    ).encoded()
    let restored = try SavedState(decoding: bytes).restore(against: definition)
    #expect(
      restored.state.modals.map(\.resultReceiver) == [.fact("selectedCard", type: .string)])
  }
}
