import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools

/// The one flow runtime, performed by its two shells — the virtual-time `AppSession` and the
/// live `NavigationModel` over a launch coordinator on a test clock — must agree on every
/// command a person can give the shipped apps: the state, the facts, every step's status, the
/// refusal's words and the time-stamped events. Relaunches come from every launch source and
/// restore under each rule a flow file can give (``DifferentialRun/restoreRule(for:)`` by
/// seed), with waits in the background on both sides of the rule's window.
///
/// `swift test` plays a few seeds per app; `WAYFINDER_DIFFERENTIAL_FULL=1` plays 200 seeds of
/// 500 commands on each, and `WAYFINDER_DIFFERENTIAL_SEED=N` plays seed N alone (a seed's
/// commands do not depend on how many are played, so a failure's seed replays it).
@MainActor @Suite(.hangLimit) struct RuntimeDifferentialTests {
  /// The seeds to play on each app, and how many commands per seed.
  static var size: (seeds: ClosedRange<UInt64>, commands: Int) {
    let environment = ProcessInfo.processInfo.environment
    if let text = environment["WAYFINDER_DIFFERENTIAL_SEED"], let seed = UInt64(text) {
      return (seed...seed, 500)
    }
    return environment["WAYFINDER_DIFFERENTIAL_FULL"] == "1" ? (1...200, 500) : (1...8, 250)
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
}
