import Foundation
import SavedStateFixtures
import Testing
import WayfinderFixtures
import WayfinderFlowFiles
import WayfinderPersistence
import WayfinderTools

/// State files given to the analysis: a hostile one — not a document, from a future version,
/// too large, missing, a folder, nested without end — is refused with one line naming the
/// file, what is wrong and what to do, and left untouched; a good one is restored beside the
/// states the search reaches.
@Suite struct RestoreStateFileTests {
  /// Writes `text` to `name` in a fresh folder and reads it as the analysis does; returns the
  /// error's description with the folder left out.
  static func refusal(of text: String, name: String = "state.json") throws -> String {
    let folder = try TemporaryFolder()
    try folder.write(text, to: name)
    return try refusal(at: folder.file(name), in: folder)
  }

  static func refusal(at path: String, in folder: TemporaryFolder) throws -> String {
    do {
      _ = try RestoreAnalysis.read(stateFile: path)
      Issue.record("'\(path)' was read")
      return ""
    } catch {
      return error.description.replacingOccurrences(of: folder.path + "/", with: "")
    }
  }

  @Test func aFileThatIsNotADocumentIsNamed() throws {
    #expect(
      try Self.refusal(of: "{ not json")
        == "State file 'state.json' is not valid JSON (unexpected 'n' at line 1, column 3); "
        + "give a state file an app saved.")
    #expect(
      try Self.refusal(of: "[1, 2]")
        == "State file 'state.json' does not hold a saved state (its JSON is an array, not an "
        + "object); give a state file an app saved.")
    #expect(
      try Self.refusal(of: "")
        == "State file 'state.json' is empty; give a state file an app saved.")
  }

  @Test func aFileFromAFutureVersionSaysWhichVersionReadsIt() throws {
    let future = #"{"schemaVersion": 99, "app": "Demo", "appVersion": "9.0"}"#
    #expect(
      try Self.refusal(of: future, name: "future.json")
        == "State file 'future.json' was saved by a newer version of Wayfinder (schema version "
        + "99; this version reads up to \(SavedState.currentSchemaVersion)); analyze it with the "
        + "Wayfinder that saved it.")
  }

  @Test func aHugeFileIsRefusedUnread() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("huge.json")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(StateFile.maximumSize + 1))
    try handle.close()
    #expect(
      try Self.refusal(at: path, in: folder)
        == "State file 'huge.json' cannot be read (it is larger than 16 MiB); give a state file "
        + "an app saved.")
    // Left where it was, as it was: the analysis moves nothing aside.
    #expect(try folder.names() == ["huge.json"])
  }

  @Test func aMissingFileOrAFolderIsNamed() throws {
    let folder = try TemporaryFolder()
    #expect(
      try Self.refusal(at: folder.file("missing.json"), in: folder)
        == "State file 'missing.json' does not exist; check its path.")
    try FileManager.default.createDirectory(
      atPath: folder.file("states"), withIntermediateDirectories: false)
    #expect(
      try Self.refusal(at: folder.file("states"), in: folder)
        == "State file 'states' is not a regular file; give a state file an app saved.")
  }

  @Test func aDocumentNestedWithoutEndIsRefusedWithoutACrash() throws {
    let nested = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
    let refusal = try Self.refusal(of: #"{"schemaVersion": 3, "navigation": "# + nested + "}")
    #expect(refusal.hasPrefix("State file 'state.json' "))
    #expect(refusal.hasSuffix("; give a state file an app saved."))
  }

  /// A user's file of another app — here the app was renamed — is refused, as the app's store
  /// would refuse it, and grouped apart from the states the search reaches.
  @Test func aSavedFileIsRestoredBesideTheReachedStates() throws {
    let edit = try ShippedAppEdit(
      "demo",
      [
        ShippedAppEdit.demoVersion,
        .init(file: "app.yaml", old: "app: Demo\n", new: "app: Demo Pro\n"),
      ])
    var (session, _) = try AppSession.start(edit.old)
    _ = session.settle()
    _ = try session.perform(.tap(.label("Continue")), settling: true)
    _ = try session.perform(.open("demo://item/7"), settling: true)
    let path = edit.folder.file("user.json")
    try StateStore(path: path).save(session)
    let saved = try RestoreAnalysis.read(stateFile: path)
    let report = RestoreAnalysis(old: edit.old, new: edit.new, options: .init(maximumStates: 1))
      .analyze(stateFiles: [("user.json", saved)])
    #expect(
      report.text == """
        Demo 2.0 → Demo Pro 2.1: 2 saved states restored (1 reached in Demo 2.0, 1 state file): 0 unchanged, 0 moved, 2 refused
        refused:
          1 state on 'whatsNew' in modal 'whatsNew' over tab 'tab1' at launch is refused: holds the state of app 'Demo', not 'Demo Pro'
            e.g. launch
          1 state on 'item' in tab 'tab1' from a state file is refused: holds the state of app 'Demo', not 'Demo Pro'
            e.g. state file 'user.json'
        incomplete: the search of Demo 2.0 stopped at 1 state; more states may move

        """)
  }
}
