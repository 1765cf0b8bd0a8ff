import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderFlows
import WayfinderPersistence
import WayfinderSession

/// The code of the library's "Getting started" article, kept compiling and true.
@Suite struct GettingStartedTests {
  @Test func saveThenRestore() throws {
    let folder = try TemporaryFolder()
    let definition = try Fixtures.notesDefinition()
    var (session, _) = try AppSession.start(definition)
    _ = try session.perform(.tap(.label("Unlock")), settling: true)
    _ = try session.perform(.tap(.label("Open note 7")), settling: true)

    let store = StateStore(path: folder.file("notes.json"))
    try store.save(session.state, facts: session.facts, for: definition)

    // Next launch:
    let restoration = store.restore(for: definition)
    let restored = try #require(restoration.restored)
    #expect(restoration.notices.isEmpty)
    let (resumed, _) = try AppSession.resume(
      definition, state: restored.state, facts: restored.facts)
    #expect(
      resumed.visibleScreen?.screen.title(for: resumed.state.visibleRoute ?? "list") == "Note 7")
  }

  @Test func aDamagedFileIsKeptAside() throws {
    let folder = try TemporaryFolder()
    try folder.write("{ not json", to: "notes.json")
    let definition = try Fixtures.notesDefinition()
    let restoration = StateStore(path: folder.file("notes.json")).restore(for: definition)
    #expect(restoration.restored == nil)
    let notice = restoration.notices.joined().replacingOccurrences(of: folder.path + "/", with: "")
    #expect(
      notice
        == "State file 'notes.json' is not valid JSON (unexpected 'n' at line 1, column 3); "
        + "kept it as 'notes.json.corrupt-1' and starting fresh.")
  }
}
