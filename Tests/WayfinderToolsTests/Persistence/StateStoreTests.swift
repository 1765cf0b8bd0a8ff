import Foundation
import Testing
import Wayfinder
import SavedStateFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// Saving and restoring through the state file: round trips and damaged files.
  @Suite struct StateStoreTests {
    typealias F = PersistenceFixtures

    func savedDemo(in folder: TemporaryFolder) throws -> (
      StateStore, NavigationState<ScreenRoute>, Facts
    ) {
      let demo = try F.demo()
      let store = StateStore(path: folder.file("state.json"))
      var state = try F.demoState(demo, path: ["secondary1", F.route("item", ["id": .int(42)])])
      try state.apply(.selectTab("tab2"))
      try state.apply(.present(.screen("details", id: "details")))
      var facts = demo.initialFacts
      facts["lastSeenVersion"] = .version(AppVersion([2, 0]))
      try store.save(SavedLife(navigation: state, facts: facts), for: demo)
      return (store, state, facts)
    }

    /// Restores the demo from `name` after writing `text` there, expecting a fresh start.
    func unusable(_ text: String, name: String = "state.json") throws -> (String, TemporaryFolder) {
      let folder = try TemporaryFolder()
      try folder.write(text, to: name)
      let restoration = StateStore(path: folder.file(name)).restore(for: try F.demo())
      #expect(restoration.restored == nil)
      #expect(restoration.notices.count == 1)
      let line = restoration.notices.first ?? ""
      return (line.replacingOccurrences(of: folder.path + "/", with: ""), folder)
    }

    @Test func aSavedStateComesBackWhole() throws {
      let folder = try TemporaryFolder()
      let (store, state, facts) = try savedDemo(in: folder)
      let restoration = store.restore(for: try F.demo())
      #expect(restoration.restored?.state == state)
      #expect(restoration.restored?.facts == facts)
      #expect(restoration.notices.isEmpty)
      #expect(try folder.names() == ["state.json"])
    }

    @Test func noFileMeansAFreshStartWithNothingToSay() throws {
      let folder = try TemporaryFolder()
      let restoration = StateStore(path: folder.file("missing/state.json")).restore(
        for: try F.demo())
      #expect(restoration == .noSavedState)
      #expect(restoration.notices.isEmpty)
    }

    @Test func savingCreatesTheFolderAndReplacesThePreviousState() throws {
      let folder = try TemporaryFolder()
      let demo = try F.demo()
      let store = StateStore(path: folder.file("wayfinder/deep/Demo.json"))
      try store.save(
        SavedLife(navigation: try demo.initialState(launching: false), facts: demo.initialFacts),
        for: demo)
      var state = try demo.initialState(launching: false)
      try state.apply(.push("secondary1"))
      try store.save(
        SavedLife(navigation: state, facts: demo.initialFacts), for: demo,
        savedAt: "2025-01-02T03:04:05Z")
      #expect(store.restore(for: demo).restored?.state == state)
      let saved = try SavedState(decoding: Array(try folder.read("wayfinder/deep/Demo.json").utf8))
      #expect(saved.savedAt == "2025-01-02T03:04:05Z")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.file("wayfinder/deep")) == [
          "Demo.json"
        ])
    }

    @Test func anEmptyFileIsKeptAsideAndTheAppStartsFresh() throws {
      let (line, folder) = try unusable("")
      #expect(
        line
          == "State file 'state.json' is empty; kept it as 'state.json.corrupt-1' and starting fresh."
      )
      #expect(try folder.names() == ["state.json.corrupt-1"])
      let (blank, _) = try unusable("  \n\n")
      #expect(
        blank
          == "State file 'state.json' is empty; kept it as 'state.json.corrupt-1' and starting fresh."
      )
    }

    @Test func aTruncatedFileIsKeptAsideAndTheAppStartsFresh() throws {
      let text = GoldenDocuments.version3
      for cut in [1, 40, text.count / 2, text.count - 3] {
        let (line, folder) = try unusable(String(text.prefix(cut)))
        #expect(
          line
            == "State file 'state.json' is cut short: its JSON ends before it is complete; kept it as 'state.json.corrupt-1' and starting fresh.",
          "cut at \(cut)")
        #expect(try folder.read("state.json.corrupt-1") == String(text.prefix(cut)))
      }
    }

    @Test func aCorruptFileIsReportedWithWhereItGoesWrong() throws {
      let cases: [(String, String)] = [
        (
          "{\"schemaVersion\": 3,\n  \"app\": Demo}",
          "is not valid JSON (unexpected 'D' at line 2, column 10)"
        ),
        ("{\"a\": 1}\u{0}", "is not valid JSON (unexpected U+0000 at line 1, column 9)"),
        ("hello", "is not valid JSON (unexpected 'h' at line 1, column 1)"),
        ("nul", "is cut short: its JSON ends before it is complete"),
        ("nulL", "is not valid JSON (unexpected 'L' at line 1, column 4)"),
        (
          "[\"schemaVersion\", 3]",
          "does not hold a saved state (its JSON is an array, not an object)"
        ),
        ("{\"schemaVersion\": 3, \"app\": \"Demo\"}", "is corrupt ('appVersion' is missing)"),
      ]
      for (text, problem) in cases {
        let (line, _) = try unusable(text)
        #expect(
          line
            == "State file 'state.json' \(problem); kept it as 'state.json.corrupt-1' and starting fresh."
        )
      }
    }

    @Test func bytesThatAreNotUTF8AreCorrupt() throws {
      let folder = try TemporaryFolder()
      try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: URL(fileURLWithPath: folder.file("state.json")))
      let restoration = StateStore(path: folder.file("state.json")).restore(for: try F.demo())
      #expect(
        restoration.notices.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
          "State file 'state.json' is not valid JSON (it is not UTF-8 text); kept it as 'state.json.corrupt-1' and starting fresh."
        ])
    }

    @Test func filesAreKeptAsideUnderTheFirstFreeNumber() throws {
      let folder = try TemporaryFolder()
      let store = StateStore(path: folder.file("state.json"))
      for _ in 0..<3 {
        try folder.write("{", to: "state.json")
        #expect(store.restore(for: try F.demo()).restored == nil)
      }
      #expect(
        try folder.names() == [
          "state.json.corrupt-1", "state.json.corrupt-2", "state.json.corrupt-3",
        ])
    }

    @Test func aNewerSchemaIsKeptAsideForTheNewerBuild() throws {
      let (line, folder) = try unusable(#"{"schemaVersion": 9, "app": "Demo"}"#)
      #expect(
        line
          == "State file 'state.json' was saved by a newer version of Wayfinder (schema version 9; this version reads up to 3); kept it as 'state.json.newer-1' and starting fresh."
      )
      #expect(try folder.names() == ["state.json.newer-1"])
    }

    @Test func anotherAppsStateIsKeptAside() throws {
      let shop = GoldenDocuments.version3.replacingOccurrences(
        of: "\"app\" : \"Demo\"", with: "\"app\" : \"Shop\"")
      let (line, folder) = try unusable(shop)
      #expect(
        line
          == "State file 'state.json' holds the state of app 'Shop', not 'Demo'; kept it as 'state.json.other-app-1' and starting fresh."
      )
      #expect(try folder.names() == ["state.json.other-app-1"])
    }

    @Test func aFolderIsReportedAndLeftInPlace() throws {
      let folder = try TemporaryFolder()
      try FileManager.default.createDirectory(
        atPath: folder.file("state.json"), withIntermediateDirectories: true)
      let store = StateStore(path: folder.file("state.json"))
      let restoration = store.restore(for: try F.demo())
      #expect(
        restoration.notices.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
          "State file 'state.json' is not a regular file; starting fresh."
        ])
      #expect(try folder.names() == ["state.json"])
      let demo = try F.demo()
      #expect(throws: StateFileError.self) {
        try store.save(SavedLife(navigation: try demo.initialState(), facts: [:]), for: demo)
      }
      #expect(try folder.names() == ["state.json"])
    }

    @Test func anUnreadableFileIsKeptAside() throws {
      let folder = try TemporaryFolder()
      try folder.write("{}", to: "state.json")
      try FileManager.default.setAttributes(
        [.posixPermissions: 0], ofItemAtPath: folder.file("state.json"))
      guard FileManager.default.isReadableFile(atPath: folder.file("state.json")) == false else {
        return  // running as root: every file is readable
      }
      let restoration = StateStore(path: folder.file("state.json")).restore(for: try F.demo())
      #expect(
        restoration.notices.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
          "State file 'state.json' cannot be read (Permission denied); kept it as 'state.json.unreadable-1' and starting fresh."
        ])
    }

    @Test func aFailedSaveSaysWhyAndKeepsThePreviousState() throws {
      let folder = try TemporaryFolder()
      let (store, state, _) = try savedDemo(in: folder)
      try folder.write("", to: "blocker")
      let blocked = StateStore(path: folder.file("blocker/state.json"))
      let demo = try F.demo()
      #expect(
        throws: StateFileError.unwritable(
          path: folder.file("blocker/state.json"),
          reason: "'\(folder.file("blocker"))' is not a folder")
      ) {
        try blocked.save(SavedLife(navigation: state, facts: [:]), for: demo)
      }
      #expect(
        StateFileError.unwritable(path: "state.json", reason: "No space left on device").description
          == "Cannot save state to 'state.json': No space left on device.")
      var infinite = state
      infinite[tab: "tab1"]?.path = [F.route("item", ["id": .double(.infinity)])]
      #expect(throws: StateFileError.self) {
        try store.save(SavedLife(navigation: infinite, facts: [:]), for: demo)
      }
      #expect(store.restore(for: demo).restored?.state == state)
      #expect(try folder.names() == ["blocker", "state.json"])
    }

    @Test func aSymbolicLinkKeepsPointingAtTheSavedFile() throws {
      let folder = try TemporaryFolder()
      try FileManager.default.createDirectory(
        atPath: folder.file("real"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: folder.file("link.json"), withDestinationPath: "real/state.json")
      let demo = try F.demo()
      let store = StateStore(path: folder.file("link.json"))
      try folder.write("{}", to: "real/state.json")
      try store.save(
        SavedLife(navigation: try demo.initialState(launching: false), facts: demo.initialFacts),
        for: demo)
      let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("link.json"))
      #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
      #expect(store.restore(for: demo).restored != nil)
    }
  }
}
