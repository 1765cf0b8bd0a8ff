import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlowFiles
@testable import WayfinderTools

/// The session's `back` is the core's one back, as a system back is: it pops, or closes the
/// modal on top when that modal's stack is at its root, and a screen that holds back refuses it
/// with the core's refusal; `pop` stays a pop, which never closes a modal.
@Suite struct SessionBackTests {
  /// A notes app: an About sheet of one screen, a Settings flow in a sheet, and a Compose flow
  /// whose draft holds the user's back until it is saved or discarded.
  private static let app = """
    app: Notes
    home: { flow: notes }
    flows:
      notes:
        root: list
        screens:
          list:
            actions:
              - { label: About, present: about }
              - { label: Settings, present: settings }
              - { label: Compose, present: compose }
              - { label: Archive, push: archive }
          archive: { actions: [ { label: Done, pop: true } ] }
    modals:
      about: { title: About, actions: [ { label: Close, dismiss: true } ] }
      settings:
        root: settingsHome
        screens:
          settingsHome:
            actions: [ { label: Privacy, push: privacy }, { label: Close, dismiss: true } ]
          privacy: { actions: [ { label: Done, pop: true } ] }
      compose:
        root: draft
        screens:
          draft:
            holdsBack: Save or discard the draft first.
            actions:
              - { label: Discard, dismiss: true }
              - { label: Attach, push: attach }
          attach: { actions: [ { label: Done, pop: true } ] }

    """

  private func session() throws -> AppSession {
    let result = Fixtures.load(Self.app)
    #expect(result.diagnostics.isEmpty, "\(result.rendered())")
    var (session, _) = try AppSession.start(try #require(result.definition))
    _ = session.settle()
    return session
  }

  private func perform(_ command: SessionCommand, on session: inout AppSession) throws {
    _ = try session.perform(command, settling: true)
  }

  /// What `command` is refused with, word for word; the session is left as it was.
  private func refusal(of command: SessionCommand, on session: AppSession) -> String? {
    var copy = session
    do throws(SessionError) {
      _ = try copy.perform(command, settling: true)
      return nil
    } catch {
      #expect(copy.state == session.state, "a refused \(command) changes nothing")
      return error.description
    }
  }

  @Test func backClosesASingleScreenModalWherePopIsRefused() throws {
    var session = try session()
    try perform(.tap(.label("About")), on: &session)
    #expect(session.state.topModal?.id == "about")
    #expect(
      refusal(of: .pop, on: session) == "Cannot pop: 'about' is the root of modal 'about'.")
    try perform(.back, on: &session)
    #expect(session.state.modals.isEmpty)
    #expect(session.state.visibleRoute == "list")
  }

  @Test func backPopsInsideAModalFlowThenClosesItAtItsRoot() throws {
    var session = try session()
    try perform(.tap(.label("Settings")), on: &session)
    try perform(.tap(.label("Privacy")), on: &session)
    try perform(.back, on: &session)
    #expect(session.state.topModal?.id == "settings")
    #expect(session.state.visibleRoute == "settingsHome")
    try perform(.back, on: &session)
    #expect(session.state.modals.isEmpty)
    #expect(session.state.visibleRoute == "list")
  }

  @Test func backAndPopAtHomePopAndAreRefusedAtTheRoot() throws {
    var session = try session()
    try perform(.tap(.label("Archive")), on: &session)
    try perform(.back, on: &session)
    #expect(session.state.visibleRoute == "list")
    try perform(.tap(.label("Archive")), on: &session)
    try perform(.pop, on: &session)
    #expect(session.state.visibleRoute == "list")
    let atRoot = "Cannot pop: 'list' is the root of flow 'notes'."
    #expect(refusal(of: .back, on: session) == atRoot)
    #expect(refusal(of: .pop, on: session) == atRoot)
  }

  @Test func aScreenThatHoldsBackRefusesBackButNotItsOwnWayOut() throws {
    var session = try session()
    try perform(.tap(.label("Compose")), on: &session)
    #expect(session.state.backRefusal(rules: session.rules) != nil)
    var vetoed = session
    do throws(SessionError) {
      _ = try vetoed.perform(.back, settling: true)
      Issue.record("back left the draft")
    } catch {
      #expect(
        error
          == .navigation(.backVetoed(screen: "draft", reason: "Save or discard the draft first.")))
      #expect(
        error.description
          == "Cannot go back from 'draft': Save or discard the draft first.")
    }
    #expect(vetoed.state == session.state)
    // Above the draft, back pops to it; the draft's own Discard, and `dismiss`, still close it.
    try perform(.tap(.label("Attach")), on: &session)
    try perform(.back, on: &session)
    #expect(session.state.visibleRoute == "draft")
    var dismissed = session
    try perform(.dismiss, on: &dismissed)
    #expect(dismissed.state.modals.isEmpty)
    try perform(.tap(.label("Discard")), on: &session)
    #expect(session.state.modals.isEmpty)
    #expect(session.state.backRefusal(rules: session.rules) != nil, "the list's root")
  }

  @Test func backOnALaunchSheetEndsItsStepAsDismissDoes() throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    var facts = definition.initialFacts
    facts["passcodeEnabled"] = .bool(true)
    var (session, _) = try AppSession.start(definition, facts: facts)
    _ = session.settle()
    #expect(session.state.topModal?.id == "passcode")
    // A full-screen step the user must finish refuses back as it refuses dismiss.
    #expect(
      refusal(of: .back, on: session)
        == "Cannot go back: 'passcode' ends only through its own actions, or when the app "
        + "cancels it.")
    #expect(
      refusal(of: .dismiss, on: session)
        == "Cannot dismiss: 'passcode' ends only through its own actions, or when the app "
        + "cancels it.")
    try perform(.tap(.label("Unlock")), on: &session)
    #expect(session.state.topModal?.id == "whatsNew")
    var dismissed = session
    let dismissal = try dismissed.perform(.dismiss, settling: true)
    let output = try session.perform(.back, settling: true)
    #expect(output.events.map(\.kind) == dismissal.events.map(\.kind))
    #expect(session.state == dismissed.state)
    #expect(session.launch.status(of: "whatsNew") == .cancelled)
  }

  @Test func theTraceRecordsTheCommandThatRan() throws {
    let session = try session()
    #expect(session.traceInput(for: .back) == .navigate(.back))
    #expect(session.traceInput(for: .pop) == .navigate(.pop()))
    #expect(TraceEvent.navigate(.back).name == "back")
  }
}
