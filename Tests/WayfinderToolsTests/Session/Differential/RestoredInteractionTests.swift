import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderUI

/// An action that runs an interaction step after a state saved on home came back: the steps
/// it waits for belong to a launch that is over, in both shells.
@MainActor @Suite(.hangLimit) struct RestoredInteractionTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func logOutAfterARestoreOnHomePutsTheLoginGateUp() async throws {
    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/shop")).definition)
    let (player, launched) = try await DifferentialPlayer.start(definition)
    #expect(launched.isEmpty)
    let commands: [DifferentialCommand] = [
      .wait(.milliseconds(300)), .tap("Sign in"), .tap("Accept"), .wait(.milliseconds(1200)),
      .tab("account"), .saveAndRestore,
    ]
    for command in commands {
      let problems = await player.perform(command)
      #expect(problems.isEmpty, "\(command): \(problems)")
    }
    #expect(player.session.session.state.visibleRoute?.screen == "profile")
    #expect(player.session.session.launch.status(of: "launchScreen") == nil, "nothing ran")

    // `login` runs after `launchScreen`, which ended in the launch before the state was saved.
    let problems = await player.perform(.tap("Log out"))
    #expect(problems.isEmpty, "\(problems)")
    #expect(player.session.session.state.modals.map(\.id) == ["login"])
    #expect(player.session.session.facts["loggedIn"] == .bool(false))
    #expect(player.live.model.state.modals.map(\.id) == ["login"])
  }
}
