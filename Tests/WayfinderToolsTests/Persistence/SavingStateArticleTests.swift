import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
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
    try store.save(session.state, facts: session.facts, for: definition)

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

  @Test func fromASwiftApp() async throws {
    let folder = try TemporaryFolder()
    let program = try DemoLikeApp.program()
    do {
      let navigator = Navigator(
        try DemoLikeApp.home(path: [.secondary1, .item(id: 42)]), rules: program.rules)
      let launch = LaunchCoordinator(navigator: navigator, facts: program.initialFacts)
      let store = StateStore(path: folder.file("Demo.json"))
      try store.save(
        navigator.state, facts: await launch.facts, app: "Demo", appVersion: program.version)
    }

    // Next launch:
    let store = StateStore(path: folder.file("Demo.json"))
    let (state, runsSequence, facts, notices) = store.load(for: program, app: "Demo")
    for notice in notices { print(notice) }
    let navigator = Navigator(state, rules: program.rules)
    let launch = LaunchCoordinator(navigator: navigator, facts: facts)
    if runsSequence { try await launch.run(program.launchSteps) }

    #expect(!runsSequence, "saved on home with nothing pending: it comes back as it was")
    #expect(navigator.state == (try DemoLikeApp.home(path: [.secondary1, .item(id: 42)])))
    #expect(await launch.facts == program.initialFacts)
    #expect(notices.isEmpty)
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
