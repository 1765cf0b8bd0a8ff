import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
import SavedStateFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

/// The code of the article "Saving and restoring state", run as written: `SwiftSampleTests`
/// checks that every line of it is here, in order (with the test's folder for `/tmp`).
@Suite struct SavingStateArticleTests {
  @Test func saveThenRestore() throws {
    let folder = try TemporaryFolder()
    let definition = try Fixtures.notesDefinition()
    var (session, _) = try AppSession.start(definition)
    _ = try session.perform(.tap(.label("Unlock")), settling: true)
    _ = try session.perform(.tap(.label("Open note 7")), settling: true)

    let store = StateStore(path: folder.file("notes.json"))
    try store.save(session)

    // Next launch:
    let restoration = store.restore(for: definition)
    #expect(restoration.restored != nil)
    if let restored = restoration.restored {
      let (session, _) = try AppSession.resume(
        definition, state: restored.state, facts: restored.facts)
      // session is on "Note 7" again
      #expect(
        session.visibleScreen?.screen.title(for: session.state.visibleRoute ?? "list") == "Note 7")
    }
    for notice in restoration.notices { print(notice) }
    #expect(restoration.notices.isEmpty)
  }

  /// The notes as shipped, and with their `id` a string: the article's change.
  static func notesVersions() throws -> (shipped: FlowDefinition, edited: FlowDefinition) {
    let changed = Fixtures.notes.replacing(#"version: "1.0""#, with: #"version: "1.1""#)
      .replacing("params: { id: int }", with: "params: { id: string }")
      .replacing("with: { id: 7 }", with: #"with: { id: "7" }"#)
      .replacing("notes://note/{id:int}", with: "notes://note/{id}")
    let loaded = FlowLoader.load(sources: [FlowSource(path: "notes.yaml", text: changed)])
    #expect(!loaded.hasErrors, "\(loaded.rendered())")
    return (try Fixtures.notesDefinition(), try #require(loaded.definition))
  }

  @Test func analyzeBeforeShipping() throws {
    let (shipped, edited) = try Self.notesVersions()
    let report = RestoreAnalysis(old: shipped, new: edited).analyze()
    print(report.text)
    if !report.isUnchanged {
      // some users land elsewhere, or start fresh
      #expect(report.moved == 5)
    }
    #expect(!report.isUnchanged)
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
