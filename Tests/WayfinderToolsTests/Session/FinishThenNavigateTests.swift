import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// An action that finishes the step that presented its modal, then navigates: the finish
/// closes the modal first, so the navigation acts on what lies under it, and a refusal names
/// the modal that is on screen then, not the one tapped in.
@Suite struct FinishThenNavigateTests {
  /// The passcode is an interaction with a single screen; the app's own `info` sheet, also a
  /// single screen, can put it up too, and the passcode may come up over it.
  private static let app = """
    app: Locked
    home: { flow: main }
    flows:
      main:
        root: home
        screens:
          home:
            title: Home
            actions:
              - { label: Info, present: info }
              - { label: Lock, run: passcode }
          item: { title: Item, actions: [ { label: Back, pop: true } ] }
    modals:
      info:
        title: Info
        actions:
          - { label: Close, dismiss: true }
          - { label: Lock, run: passcode }
      passcode:
        title: Passcode
        actions:
          - { label: Unlock and open item, finish: true, push: item }
    interactions:
      - { id: passcode, modal: passcode, covers: [info] }

    """

  private func session() throws -> AppSession {
    let result = Fixtures.load(Self.app)
    #expect(
      result.diagnostics.map(\.description) == [
        "test.yaml:22:54: warning: 'Unlock and open item' finishes step 'passcode' and closes "
          + "its modal, so 'push: item' lands on the stack under it (flow 'main', or a modal the "
          + "app presented), not in the modal. Drop 'finish: true' to stay in the modal, or move "
          + "the push to the screen the user reaches next."
      ])
    var (session, _) = try AppSession.start(try #require(result.definition))
    _ = session.settle()
    return session
  }

  private func tap(_ label: String, in session: inout AppSession) throws {
    _ = try session.perform(.tap(.label(label)), settling: true)
  }

  @Test func thePushLandsOnHomesStackUnderTheClosedModal() throws {
    var session = try session()
    try tap("Lock", in: &session)
    #expect(session.state.visibleRoute?.screen == "passcode")
    try tap("Unlock and open item", in: &session)
    #expect(session.state.modals.isEmpty)
    #expect(session.launch.status(of: "passcode") == .finished)
    #expect(session.state[tab: "main"]?.path.map(\.description) == ["item"])
  }

  @Test func aPushIntoTheSingleScreenUnderIsRefusedNamingThatModal() throws {
    var session = try session()
    try tap("Info", in: &session)
    try tap("Lock", in: &session)
    #expect(session.state.modals.map(\.id) == ["info", "passcode"])
    let before = session.state
    let error = #expect(throws: SessionError.self) {
      try session.perform(.tap(.label("Unlock and open item")), settling: true)
    }
    #expect(
      error?.description
        == "Cannot push 'item': modal 'info' shows a single screen with no navigation stack.")
    // Refused as a whole: the passcode is still up and its step still running.
    #expect(session.state == before)
    #expect(session.launch.status(of: "passcode") == .running)
  }
}
