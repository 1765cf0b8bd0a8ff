import Testing
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// A restored state is held to what navigation could have built: screens that no action or
  /// deep link puts on a stack drop back, with a warning, as screens that no longer exist do.
  @Suite struct RestoreMembershipTests {
    typealias F = PersistenceFixtures

    private func restore(tab1 path: [ScreenRoute]) throws -> RestoredState<ScreenRoute> {
      let demo = try F.demo()
      let state = try F.demoState(demo, path: path)
      return try F.roundTrip(state, facts: demo.initialFacts, as: demo).restore(against: demo)
    }

    @Test func aModalsScreenInATabDropsBack() throws {
      let restored = try restore(tab1: ["secondary1", "passcode", "tertiary"])
      #expect(restored.state[tab: "tab1"]?.routes == ["primary", "secondary1"])
      #expect(restored.state.modals.isEmpty)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: screen 'passcode' cannot be on the stack of tab 'tab1': no action or "
            + "deep link puts it there; tab 'tab1' goes back to 'secondary1'."
        ])
    }

    @Test func theLaunchScreenInATabDropsBack() throws {
      let restored = try restore(tab1: ["splash"])
      #expect(restored.state[tab: "tab1"]?.routes == ["primary"])
      #expect(restored.warnings.count == 1)
    }

    @Test func anotherTabsScreenDropsBack() throws {
      let restored = try restore(tab1: ["secondary2", "tab2Home"])
      #expect(restored.state[tab: "tab1"]?.routes == ["primary", "secondary2"])
      #expect(restored.warnings.count == 1)
    }

    @Test func screensADeepLinkPutsOnTheStackStay() throws {
      // demo://item/{id} builds [secondary1, item(id:)] on tab 1; item is pushed by actions too.
      let item = F.route("item", ["id": .int(7)])
      let restored = try restore(tab1: ["secondary1", item])
      #expect(restored.state[tab: "tab1"]?.routes == ["primary", "secondary1", item])
      #expect(restored.warnings.isEmpty)
    }

    @Test func aRestoredStateActsAsALiveOneWould() throws {
      let demo = try F.demo()
      let restored = try restore(tab1: ["details"])
      var (session, _) = try AppSession.resume(demo, state: restored.state, facts: restored.facts)
      #expect(session.state.visibleRoute == "primary")
      #expect(throws: SessionError.self) {
        try session.perform(.tap(.label("Close")), settling: false)
      }
    }
  }
}
