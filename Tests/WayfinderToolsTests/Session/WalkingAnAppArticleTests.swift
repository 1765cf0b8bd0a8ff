import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The code of the article "Walking an app in a session", run as written: `SwiftSampleTests`
/// checks that every line of it is here, in order.
@Suite struct WalkingAnAppArticleTests {
  @Test func walkTheApp() throws {
    let yaml = Fixtures.notes
    let result = FlowLoader.load(sources: [FlowSource(path: "notes.yaml", text: yaml)])
    #expect(!result.hasErrors)
    guard let definition = result.definition else {
      print(result.rendered())  // every problem, with its line and a caret
      return
    }
    var (session, _) = try AppSession.start(definition)
    _ = session.settle()
    #expect(session.visibleScreen?.screen.title == "Enter passcode")

    _ = try session.perform(.tap(.label("Unlock")), settling: true)
    #expect(session.state.phase == .home)
    #expect(session.visibleActions.map(\.label) == ["Open note 7"])

    _ = try session.perform(.tap(.number(1)), settling: true)
    #expect(session.visibleScreen?.route == ScreenRoute("note", arguments: ["id": .int(7)]))

    _ = try session.perform(.back, settling: true)
    let output = try session.perform(.open("notes://note/3"), settling: true)
    #expect(session.state[tab: "notes"]?.path == [ScreenRoute("note", arguments: ["id": .int(3)])])
    #expect(output.transitions.count == 1)

    let refused = #expect(throws: SessionError.self) {
      _ = try session.perform(.selectTab("settings"), settling: true)
    }
    #expect(refused?.description == "Unknown tab 'settings'. Tabs: 'notes'.")
  }

  @Test func factsChangeTheLaunch() throws {
    let definition = try Fixtures.notesDefinition()
    var (session, _) = try AppSession.start(definition)
    _ = try session.perform(.set(fact: "passcodeEnabled", value: "false"), settling: true)
    _ = try session.perform(.relaunch(), settling: true)
    #expect(session.state.phase == .home)
    #expect(session.visibleScreen?.screen.title == "All notes")

    var history = SessionHistory(start: session)
    _ = try history.perform(.tap(.number(1)), text: "tap 1", settling: true)
    #expect(
      history.session.visibleScreen?.route == ScreenRoute("note", arguments: ["id": .int(7)]))
    #expect(try history.undo().description == "Back to the start (command 0 of 1)")
    #expect(history.session.visibleScreen?.screen.title == "All notes")
    #expect(try history.redo().description == "Forward to after command 1 of 1: tap 1")
  }
}
