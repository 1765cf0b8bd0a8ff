import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The one flow runtime, performed by its two shells — the virtual-time `AppSession` and the
/// live `AppModel` (a `NavigationModel` per window) over a launch coordinator on a test clock —
/// must agree on every command a person can give the shipped apps, an app with prompts and an
/// app of several windows (`Desk`): the state, the facts, every step's status, the refusal's
/// words, the time-stamped events, and every open window with its state and cover. Relaunches
/// come from every launch source and restore under each rule a flow file can give
/// (``DifferentialRun/restoreRule(for:)`` by seed), with waits in the background on both sides
/// of the rule's window.
///
/// `swift test` plays a few seeds per app; `WAYFINDER_DIFFERENTIAL_FULL=1` plays 200 seeds of
/// 500 commands on each (100 on the app of several windows), and
/// `WAYFINDER_DIFFERENTIAL_SEED=N` plays seed N alone (a seed's commands do not depend on how
/// many are played, so a failure's seed replays it).
@MainActor @Suite(.hangLimit) struct RuntimeDifferentialTests {
  /// The seeds to play on each app, and how many commands per seed.
  static var size: (seeds: ClosedRange<UInt64>, commands: Int) { size(fullSeeds: 200) }

  /// The seeds to play on an app that plays `fullSeeds` in the full run, and how many commands
  /// per seed.
  static func size(fullSeeds: UInt64) -> (seeds: ClosedRange<UInt64>, commands: Int) {
    let environment = ProcessInfo.processInfo.environment
    if let text = environment["WAYFINDER_DIFFERENTIAL_SEED"], let seed = UInt64(text) {
      return (seed...seed, 500)
    }
    return environment["WAYFINDER_DIFFERENTIAL_FULL"] == "1" ? (1...fullSeeds, 500) : (1...8, 250)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(arguments: ["demo", "shop", "mail"])
  func theShellsAgreeOnRandomCommands(app: String) async throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/\(app)")).definition)
    let (seeds, commands) = Self.size
    for seed in seeds {
      if let failure = await DifferentialRun.play(
        "Flows/\(app)", definition, seed: seed, count: commands)
      {
        Issue.record(Comment(rawValue: failure.description))
        return
      }
    }
  }

  /// An app whose prompts' cooldown, quota and spacing are short enough for random waits to
  /// pass them: a session and a live model keep them alike across relaunches, and the review
  /// prompt shows only on launches from the icon or the app's own `widget`.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theShellsAgreeOnAnAppWithPrompts() async throws {
    var definition = try #require(PromptApp.definition())
    definition.launchSources = ["widget"]
    for index in definition.launch.indices {
      definition.launch[index].prompts =
        definition.launch[index].id == "update"
        ? PromptPolicy(cooldown: .seconds(2))
        : PromptPolicy(
          quota: PromptQuota(2, per: .seconds(5)), spacing: .milliseconds(700),
          sources: [.icon, "widget"])
    }
    let (seeds, commands) = Self.size
    for seed in seeds {
      if let failure = await DifferentialRun.play(
        "Prompts", definition, seed: seed, count: commands)
      {
        Issue.record(Comment(rawValue: failure.description))
        return
      }
    }
  }

  /// An app of several windows: windows opened, gone to and closed (now and then one that is
  /// not open), links that land in a new window or the one showing their screen, a passcode
  /// that covers every other window and moves with the user, and relaunches and restores that
  /// bring the windows back alike.
  ///
  /// The full run plays 100 seeds here rather than 200: 200 took 52 to 61 s of processor time
  /// in the debug build, at the edge of the minute one app's run is given; 100 take about half
  /// that and still play each restore rule on a third of them.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func theShellsAgreeOnAnAppOfSeveralWindows() async throws {
    let definition = try Fixtures.windowsDefinition()
    let (seeds, commands) = Self.size(fullSeeds: 100)
    for seed in seeds {
      if let failure = await DifferentialRun.play(
        "Desk", definition, seed: seed, count: commands)
      {
        Issue.record(Comment(rawValue: failure.description))
        return
      }
    }
  }
}
