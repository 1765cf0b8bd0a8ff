import Testing
import WayfinderPersistence
@testable import WayfinderCLI

/// The REPL keeps its line history in the same state folder as the saved sessions, read from
/// the environment the one way: `$XDG_STATE_HOME` when it is an absolute path, else
/// `~/.local/state`.
@Suite struct HistoryFileTests {
  @Test func theHistoryIsBesideTheSavedSessions() throws {
    let environment = ["XDG_STATE_HOME": "/srv/state/", "HOME": "/home/ada"]
    #expect(RunCommand.historyFile(environment: environment) == "/srv/state/wayfinder/history")
    let state = try #require(StateLocation.defaultPath(app: "Demo", environment: environment))
    #expect(state == "/srv/state/wayfinder/Demo.json")
  }

  @Test func aMissingEmptyOrRelativeStateHomeFallsBackToTheHomeFolder() {
    for state in [nil, "", "relative/state"] {
      var environment = ["HOME": "/home/ada/"]
      environment["XDG_STATE_HOME"] = state
      #expect(
        RunCommand.historyFile(environment: environment)
          == "/home/ada/.local/state/wayfinder/history", "XDG_STATE_HOME=\(state ?? "unset")")
    }
  }

  @Test func withoutAnyFolderThereIsNoHistoryFile() {
    #expect(RunCommand.historyFile(environment: [:]) == nil)
    #expect(RunCommand.historyFile(environment: ["HOME": "relative"]) == nil)
  }
}
