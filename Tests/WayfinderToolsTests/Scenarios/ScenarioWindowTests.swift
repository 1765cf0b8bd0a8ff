import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// Scenarios of an app with several windows: `window new`, `window 2` and `window close` play
/// as in the REPL, and `expect windows N`, `expect window N active`, `expect window N covered
/// by STEP` and `expect window N shows SCREEN` check where each window is.
@Suite struct ScenarioWindowTests {
  private func parse(_ text: String) throws -> ScenarioFile {
    ScenarioFile.parse(path: "t.scenario", text: text, for: try Fixtures.windowsDefinition())
  }

  private func failure(_ text: String) throws -> String? {
    let file = try parse(text)
    try #require(file.diagnostics.isEmpty, "\(file.rendered())")
    let runner = ScenarioRunner(definition: try Fixtures.windowsDefinition())
    return file.scenarios.map(runner.run).first?.failure?.description
  }

  private func problems(_ text: String) throws -> [String] {
    try parse(text).diagnostics.map(\.description)
  }

  @Test func theWindowsOfAScenarioAreChecked() throws {
    let scenario = """
      expect windows 1
      expect window 1 active
      window new
      expect windows 2
      expect window 2 active
      # The passcode is the app's: it moved to the new window and covers the first.
      expect modal passcode
      expect window 1 covered by passcode
      tap Unlock
      expect window 1 shows list
      tap Open note 7
      window 1
      expect window 2 shows note(id: 7)
      expect window 2 shows note
      tap Rate us
      window 2
      # A prompt is a sheet: it shows in the active window and covers no other.
      expect modal review
      expect window 1 shows list
      window close
      expect windows 1
      expect window 1 active
      expect modal review
      window 4
      expect error There is no window 4: the open windows are 1.
      """
    #expect(try failure(scenario) == nil)
  }

  @Test func aWindowThatIsNotAsExpectedSaysWhatItIs() throws {
    #expect(
      try failure("window new\nexpect window 1 active\n") == """
        t.scenario:2:1: error: scenario 't': unexpected active window
        − window 1 active
        + window 2 active

        """)
    #expect(
      try failure("window new\nexpect window 1 shows list\n") == """
        t.scenario:2:1: error: scenario 't': unexpected window 1
        − window 1 shows list
        + window 1 covered by passcode

        """)
    #expect(
      try failure("tap Unlock\nwindow new\nexpect window 1 covered by passcode\n") == """
        t.scenario:3:1: error: scenario 't': unexpected window 1
        − window 1 covered by passcode
        + window 1 not covered

        """)
    #expect(
      try failure("tap Unlock\ntap Open note 7\nwindow new\nexpect window 1 shows list\n") == """
        t.scenario:4:1: error: scenario 't': unexpected window 1
        − window 1 shows list
        + window 1 shows note

        """)
    #expect(
      try failure("expect window 3 active\n") == """
        t.scenario:1:1: error: scenario 't': window 3 is not open
        − window 3 active
        + open windows: 1

        """)
    #expect(
      try failure("expect windows 2\n") == """
        t.scenario:1:1: error: scenario 't': unexpected number of windows
        − windows 2
        + windows 1

        """)
  }

  @Test func malformedWindowExpectationsNameTheirPlace() throws {
    #expect(
      try problems("expect windows two\n") == [
        "t.scenario:1:16: error: 'two' is not a number of windows; write how many are open, as "
          + "in 'expect windows 2'"
      ])
    #expect(
      try problems("expect windows\n") == [
        "t.scenario:1:1: error: 'expect windows' needs how many are open, as in "
          + "'expect windows 2'"
      ])
    #expect(
      try problems("expect window first active\n") == [
        "t.scenario:1:15: error: 'first' is not a window; windows are numbered from 1, as in "
          + "'expect window 2 active'"
      ])
    #expect(
      try problems("expect window 0 active\n") == [
        "t.scenario:1:15: error: '0' is not a window; windows are numbered from 1, as in "
          + "'expect window 2 active'"
      ])
    #expect(
      try problems("expect window 2\n") == [
        "t.scenario:1:1: error: 'expect window 2' needs what the window is: 'active', "
          + "'covered by STEP', 'covered by the launch' or 'shows SCREEN'"
      ])
    #expect(
      try problems("expect window 2 hidden\n") == [
        "t.scenario:1:17: error: 'hidden' is not something a window is; write 'active', "
          + "'covered by STEP', 'covered by the launch' or 'shows SCREEN'"
      ])
    #expect(
      try problems("expect window 2 active now\n") == [
        "t.scenario:1:24: error: 'expect window 2 active' takes nothing more, but got 'now'"
      ])
    #expect(
      try parse("expect window 1 covered by pascode\n").rendered() == """
        t.scenario:1:28: error: unknown step 'pascode'
        expect window 1 covered by pascode
                                   ^
        Did you mean 'passcode'?

        """)
    #expect(
      try problems("expect window 1 covered\n") == [
        "t.scenario:1:1: error: 'expect window 1 covered' needs what covers it, as in "
          + "'covered by passcode' or 'covered by the launch'"
      ])
    #expect(
      try problems("expect window 1 shows nowhere\n") == [
        "t.scenario:1:23: error: unknown screen 'nowhere'"
      ])
  }

  @Test func windowExpectationsAreWrittenAsTheyRead() throws {
    var writer = ScenarioWriter(definition: try Fixtures.windowsDefinition())
    try writer.expect(.windows(3))
    try writer.expect(.window(SceneID(2), .active))
    try writer.expect(.window(SceneID(1), .covered(by: .step("passcode"))))
    try writer.expect(.window(SceneID(1), .covered(by: .launch)))
    try writer.expect(
      .window(SceneID(3), .shows(ExpectedRoute("note", arguments: ["id": .int(7)]))))
    #expect(
      writer.lines == [
        "expect windows 3", "expect window 2 active", "expect window 1 covered by passcode",
        "expect window 1 covered by the launch", "expect window 3 shows note(id: 7)",
      ])
  }
}
