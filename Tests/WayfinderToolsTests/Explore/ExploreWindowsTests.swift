import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderProperties
import WayfinderTesting
@testable import WayfinderTools

/// Exploring an app with several windows: the user opens, switches and closes windows (at most
/// `UserInputs.exploredWindowLimit` open), the windows' invariants and the properties that read
/// `windows` and `covered` are checked after every command, and a break is shrunk like any
/// other; an app with one window never plays a window command.
@Suite struct ExploreWindowsTests {
  /// The app of several windows, with `extra` properties appended; without its link to a new
  /// window when `userWindowsOnly`, so that only the user's commands open windows.
  static func desk(
    properties extra: [String] = [], userWindowsOnly: Bool = false
  ) throws -> FlowDefinition {
    let folder = Fixtures.path(Fixtures.windowsApp)
    var text = try String(contentsOfFile: folder + "/desk.yaml", encoding: .utf8)
    if userWindowsOnly {
      text = text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains("scene: new") }.joined(separator: "\n")
    }
    text += extra.map { "  - \($0)\n" }.joined()
    let loaded = Fixtures.load(text, path: "desk.yaml")
    #expect(!loaded.hasErrors, "\(loaded.rendered())")
    return try #require(loaded.definition)
  }

  @Test func explorationOpensSwitchesAndClosesWindowsKeepingTheRules() throws {
    // Each link to a new window opens one; the user's own commands open at most four.
    let limit = "{ name: at most four windows, never: 'windows > 4' }"
    let report = Explorer(try Self.desk(properties: [limit], userWindowsOnly: true)).explore(
      ExplorationOptions(runs: 60, length: 40, seed: 11))
    #expect(report.failure == nil, "\(report.failure.map { "\($0)" } ?? "")")
    #expect(report.runs == 60)
  }

  @Test func aBreakAboutWindowsIsShrunkToTheWindowsThatMakeIt() throws {
    let three = "{ name: two windows at most, never: 'windows > 2' }"
    let report = Explorer(try Self.desk(properties: [three], userWindowsOnly: true)).explore(
      ExplorationOptions(runs: 40, length: 40, seed: 5))
    let failure = try #require(report.failure)
    #expect(failure.broken == "two windows at most")
    #expect(failure.shrunk.map(\.text) == ["window new", "window new"], "\(failure)")
    // The report names the windows, which a one-window app's leaves out.
    #expect(failure.after.contains("windows: 3"), "\(failure.after)")
    // Switching back and closing are played too. Shrunk, a switch to the window already
    // active stays, since the core accepts it; closing the last window is refused.
    for (command, shortest) in [
      ("window 1", ["window 1"]), ("window close 1", ["window new", "window close 1"]),
    ] {
      let never = "{ name: never \(command), never: 'command == \"\(command)\"' }"
      let found = try #require(
        Explorer(try Self.desk(properties: [never], userWindowsOnly: true)).explore(
          ExplorationOptions(runs: 40, length: 40, seed: 5)
        ).failure)
      #expect(found.shrunk.map(\.text) == shortest, "\(found)")
    }
  }

  @Test func theSeedReplaysAnExplorationOfWindows() throws {
    let definition = try Self.desk()
    let options = ExplorationOptions(runs: 20, length: 30, seed: 19)
    let first = Explorer(definition).explore(options)
    let second = Explorer(definition).explore(options)
    #expect(first.commands == second.commands)
    #expect(first.refused == second.refused)
  }

  @Test func anAppWithOneWindowPlaysNoWindowCommand() throws {
    let demo = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let never = #"{ name: no window command, never: 'command == "window new" || windows > 1' }"#
    let loaded = Fixtures.load(
      try String(contentsOfFile: Fixtures.path("Flows/demo/app.yaml"), encoding: .utf8)
        + "  - \(never)\n", path: "app.yaml")
    let definition = try #require(loaded.definition, "\(loaded.rendered())")
    #expect(definition.windows == .single && demo.windows == .single)
    let report = Explorer(definition).explore(ExplorationOptions(runs: 30, length: 40, seed: 3))
    #expect(report.failure == nil, "\(report.failure.map { "\($0)" } ?? "")")
  }

  @Test func theTestersExplorerPlaysWindowsOverTheProgram() throws {
    let definition = try Self.desk()
    let facts = PropertyFacts.types(facts: ["passcodeRequired": .bool], modals: ["passcode"])
    let covers = FlowProperty(
      "the passcode covers every other window",
      .never(try Condition(parsing: "presented.passcode && windows > 1 && !covered", facts: facts)))
    let explorer = FlowExplorer(
      program: try definition.program(), deepLinks: ["desk://compose", "desk://show/7"],
      factValues: ["passcodeRequired": [.bool(true), .bool(false)]], properties: [covers])
    let result = explorer.explore(seed: 8, runs: 40, length: 40)
    #expect(result.failure == nil, "\(result)")

    let most = FlowProperty(
      "two windows at most", .never(try Condition(parsing: "windows > 2", facts: facts)))
    let breaking = FlowExplorer(program: try definition.program(), properties: [most])
      .explore(seed: 8, runs: 40, length: 40)
    let failure = try #require(breaking.failure, "\(breaking)")
    #expect(failure.shrunk == [.openWindow, .openWindow], "\(failure)")
    // Replaying a run with windows checks the windows' invariants, and a window it cannot
    // close is refused.
    let replay = try #require(
      explorer.replay([
        .wait(.seconds(1)), .openWindow, .closeWindow(SceneID(5)), .activateWindow(.first),
        .closeWindow(SceneID(2)),
      ]))
    #expect(replay.broken == nil)
    #expect(replay.refused == [.closeWindow(SceneID(5))])
  }

  @Test func theUserOpensSwitchesAndClosesWindowsOnlyInTheForeground() throws {
    var (life, _) = try AppLife.coldLaunch(try Self.desk().program())
    _ = life.settle()
    #expect(UserInputs(life).canOpenWindow())
    #expect(UserInputs(life).windowsToActivate.isEmpty)
    #expect(UserInputs(life).windowsToClose.isEmpty)
    var facts = PropertyFacts.of(life)
    #expect(facts["windows"] == .int(1) && facts["covered"] == .bool(false))
    for _ in 1..<UserInputs<ScreenRoute>.exploredWindowLimit { _ = try life.perform(.openWindow) }
    let inputs = UserInputs(life)
    #expect(!inputs.canOpenWindow())
    #expect(inputs.canOpenWindow(upTo: 5))
    #expect(inputs.windowsToActivate == [SceneID(1), SceneID(2), SceneID(3)])
    #expect(inputs.windowsToClose == (1...4).map(SceneID.init))
    // The passcode moved to window 4 and covers the others.
    facts = PropertyFacts.of(life)
    #expect(facts["windows"] == .int(4) && facts["covered"] == .bool(true))
    _ = try life.perform(.background)
    let away = UserInputs(life)
    #expect(!away.canOpenWindow(upTo: 5) && away.windowsToActivate.isEmpty)
    #expect(away.windowsToClose.isEmpty)
    let demo = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let (single, _) = try AppLife.coldLaunch(try demo.program())
    #expect(!UserInputs(single).canOpenWindow())
  }
}
