import Foundation
import Testing
import Wayfinder
import SavedStateFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// Text a state file (or its path) brings into a message reaches the terminal with its
  /// control characters escaped: no window title change, screen clear, NUL or bidirectional
  /// override gets through.
  @Suite struct HostileStateTextTests {
    typealias F = PersistenceFixtures

    /// A window title change, a screen clear, NUL, a C1 control sequence introducer and a
    /// right-to-left override, as JSON writes them.
    static let hostileJSON = #"Evil\u001b]0;pwned\u0007\u001b[2J\u0000\u009b\u202e"#
    /// The same text as a message shows it.
    static let hostileShown = #"Evil\u{1B}]0;pwned\u{7}\u{1B}[2J\u{0}\u{9B}\u{202E}"#

    /// The notices of restoring the demo from `text` written to `name`, with the folder's path
    /// taken out; every notice is checked to hold nothing a terminal would act on.
    func notices(_ text: String, name: String = "state.json") throws -> [String] {
      let folder = try TemporaryFolder()
      try folder.write(text, to: name)
      let restoration = StateStore(path: folder.file(name)).restore(for: try F.demo())
      #expect(restoration.restored == nil)
      for notice in restoration.notices {
        #expect(!notice.unicodeScalars.contains { TerminalText.isEscaped($0) }, "\(notice)")
      }
      return restoration.notices.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    /// The demo's saved home as JSON text, with each `(old, new)` replacement applied.
    func savedDemo(changing replacements: [(String, String)]) throws -> String {
      let demo = try F.demo()
      let bytes = try SavedState(
        SavedLife(navigation: try demo.initialState(launching: false), facts: demo.initialFacts),
        definition: demo
      ).encoded()
      var text = String(decoding: bytes, as: UTF8.self)
      for (old, new) in replacements {
        try #require(text.contains(old), "the saved demo has no '\(old)'")
        text = text.replacingOccurrences(of: old, with: new)
      }
      return text
    }

    @Test func theNameOfAnotherAppIsEscaped() throws {
      let text = try savedDemo(changing: [(#""app" : "Demo""#, #""app" : "\#(Self.hostileJSON)""#)])
      #expect(
        try notices(text) == [
          "State file 'state.json' holds the state of app '\(Self.hostileShown)', not 'Demo'; kept it as 'state.json.other-app-1' and starting fresh."
        ])
    }

    @Test func anInvalidSchemaVersionIsEscaped() throws {
      #expect(
        try notices(#"{"schemaVersion": "\#(Self.hostileJSON)"}"#) == [
          "State file 'state.json' has an invalid schema version (the string '\(Self.hostileShown)'); kept it as 'state.json.corrupt-1' and starting fresh."
        ])
    }

    @Test func anEnumValueThatDoesNotDecodeIsEscaped() throws {
      let text = try savedDemo(changing: [
        (#""phase" : "home""#, #""phase" : "\#(Self.hostileJSON)""#)
      ])
      #expect(
        try notices(text) == [
          "State file 'state.json' is corrupt ('navigation.phase' is not valid: Cannot initialize Phase from invalid String value \(Self.hostileShown)); kept it as 'state.json.corrupt-1' and starting fresh."
        ])
    }

    @Test func aKeyThatDoesNotDecodeIsEscaped() throws {
      let text = try savedDemo(changing: [
        (#""updateRequired" : {"#, #""\#(Self.hostileJSON)" : { "x" : 1 }, "updateRequired" : {"#)
      ])
      #expect(
        try notices(text) == [
          "State file 'state.json' is corrupt ('facts.\(Self.hostileShown).type' is missing); kept it as 'state.json.corrupt-1' and starting fresh."
        ])
    }

    @Test func aDuplicateKeyIsEscaped() throws {
      let text = #"{"schemaVersion": 3, "\#(Self.hostileJSON)": 1, "\#(Self.hostileJSON)": 2}"#
      #expect(
        try notices(text) == [
          "State file 'state.json' is corrupt (duplicate key '\(Self.hostileShown)' at line 1, column 22); kept it as 'state.json.corrupt-1' and starting fresh."
        ])
    }

    @Test func aPathHoldingControlsIsEscaped() throws {
      let name = "st\u{1B}]0;x\u{7}ate.json"
      #expect(
        try notices("", name: name) == [
          #"State file 'st\u{1B}]0;x\u{7}ate.json' is empty; kept it as 'st\u{1B}]0;x\u{7}ate.json.corrupt-1' and starting fresh."#
        ])
    }

    @Test func aFolderAtAPathHoldingControlsIsEscaped() throws {
      let folder = try TemporaryFolder()
      let path = folder.file("st\u{1B}[2Jate.json")
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      let notices = StateStore(path: path).restore(for: try F.demo()).notices
      #expect(
        notices.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
          #"State file 'st\u{1B}[2Jate.json' is not a regular file; starting fresh."#
        ])
    }

    @Test func fileErrorsEscapeThePathAndTheReason() {
      let path = "a\u{1B}[2J\u{202E}.json"
      #expect(
        StateFileError.unwritable(path: path, reason: "'b\u{7}' is not a folder").description
          == #"Cannot save state to 'a\u{1B}[2J\u{202E}.json': 'b\u{7}' is not a folder."#)
      #expect(
        StateFileError.unreadable(path: path, reason: "Permission denied").description
          == #"State file 'a\u{1B}[2J\u{202E}.json' cannot be read: Permission denied."#)
      #expect(
        StateFileError.notAFile(path: path).description
          == #"State file 'a\u{1B}[2J\u{202E}.json' is not a regular file."#)
      #expect(
        StateFileError.cannotMoveAside(path: path, reason: "\u{0}").description
          == #"Cannot move state file 'a\u{1B}[2J\u{202E}.json' aside: \u{0}."#)
    }

    @Test func aFailedMoveAsideIsEscaped() {
      let file = UnusableStateFile(
        path: "s\u{9B}.json", reason: .invalid(.empty), moveFailure: "r\u{1B}c")
      #expect(
        file.description
          == #"State file 's\u{9B}.json' is empty; could not move it aside (r\u{1B}c); starting fresh."#
      )
    }

    @Test func restoreProblemsEscapeWhatTheyQuote() {
      #expect(
        RestoreProblem.unknownScreen("x\u{1B}[2J").description
          == #"screen 'x\u{1B}[2J' no longer exists"#)
    }
  }
}
