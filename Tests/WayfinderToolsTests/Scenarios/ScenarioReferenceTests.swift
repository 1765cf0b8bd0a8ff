import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Names in scenario commands are checked before anything runs, and `--record` rewrites render
/// blocks in place.
@Suite struct ScenarioReferenceTests {
  private func errors(_ text: String) throws -> [String] {
    let demo = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    return ScenarioFile.parse(path: "t.scenario", text: text, for: demo).diagnostics.map {
      $0.description + ($0.suggestion.map { " Did you mean '\($0)'?" } ?? "")
    }
  }

  @Test func everyNameACommandUsesIsCheckedBeforeAnythingRuns() throws {
    let found = try errors(
      """
      tab tab3
      set pascodeEnabled true
      set passcodeEnabled maybe
      run notifcations
      cancel pascode
      open demo://nowhere
      tab 2
      """)
    #expect(found.count == 6)
    #expect(found[0].hasPrefix("t.scenario:1:1: error: unknown tab 'tab3'"))
    #expect(found[2].hasPrefix("t.scenario:3:1: error: fact 'passcodeEnabled'"))
    #expect(found[1].contains("Did you mean 'passcodeEnabled'?"))
    #expect(found[3].contains("unknown step 'notifcations'"))
    #expect(found[3].contains("Did you mean 'notifications'?"))
    #expect(found[4].contains("Did you mean 'passcode'?"))
    #expect(found[5].contains("no deep link of the app matches 'demo://nowhere'"))
  }

  @Test func aCommandMeantToFailMayNameWhatDoesNotExist() throws {
    #expect(
      try errors(
        """
        tab tab3
        expect error Unknown tab 'tab3'.
        run notifcations
        expect error Unknown step
        """
      ).isEmpty)
  }

  @Test func recordingReplacesTheBlockKeepingIndentationAndLineEnds() {
    let text =
      "scenario: A\r\nexpect render width 24\r\n  \"\"\"\r\n  old\r\n  old 2\r\n  \"\"\"\r\nback\r\n"
    let location = FileLocation(path: "a.scenario", line: 2, column: 1)
    let recorded = RecordedRender.applying(
      [RecordedRender(location: location, lines: ["+--+", "", "| new |"])], to: text)
    #expect(
      recorded
        == "scenario: A\r\nexpect render width 24\r\n  \"\"\"\r\n  +--+\r\n\r\n  | new |\r\n  \"\"\"\r\nback\r\n"
    )
  }
}
