import Testing
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// An interaction's modal and the deep-link hold are saved, and restored as long as the step
  /// still presents that modal; a pending link is kept exactly when something holds it.
  @Suite struct RestoreInteractionTests {
    typealias F = PersistenceFixtures
    static let passcode = Modal.step(
      "passcode", screen: ScreenRoute("passcode"), style: .fullScreen, role: .required)
    static let link = PendingDeepLink(
      url: "demo://tertiary",
      target: DeepLinkTarget(tab: "tab1", path: [ScreenRoute("secondary1"), "tertiary"]))

    /// The demo at home with the passcode up and a deep link held behind it.
    static func locked() throws -> NavigationState<ScreenRoute> {
      var state = try F.demoState(try F.demo(), path: [])
      state.modals = [passcode]
      state.interactionsPending = true
      state.pendingDeepLink = link
      #expect(state.invariantViolations() == [])
      return state
    }

    static func restore(
      _ navigation: SavedNavigation, against definition: FlowDefinition? = nil
    ) throws -> RestoredState<ScreenRoute> {
      let demo = try F.demo()
      var saved = SavedState(
        SavedLife(navigation: try demo.initialState(), facts: [:]), definition: demo)
      saved.navigation = navigation
      let restored = try saved.restore(against: definition ?? demo)
      #expect(restored.state.invariantViolations() == [])
      return restored
    }

    @Test func aPasscodeHoldingALinkComesBackWhole() throws {
      let state = try Self.locked()
      let restored = try F.roundTrip(state, facts: [:], as: try F.demo()).restore(
        against: try F.demo())
      #expect(restored.state == state)
      #expect(restored.state.modals.first?.interaction?.step == "passcode")
      #expect(restored.state.modals.first?.interaction?.role == .required)
      #expect(restored.warnings == [])
    }

    @Test func theHoldAloneKeepsALinkForAnInteractionStillToCome() throws {
      var state = try Self.locked()
      state.modals = []
      let restored = try Self.restore(SavedNavigation(state))
      #expect(restored.state.pendingDeepLink == Self.link)
      #expect(restored.state.interactionsPending)
      #expect(restored.warnings == [])
    }

    @Test func aLinkNothingHoldsIsDropped() throws {
      var navigation = SavedNavigation(try Self.locked())
      navigation.interactionsPending = nil
      navigation.modals[0].interaction = nil
      let restored = try Self.restore(navigation)
      #expect(restored.state.pendingDeepLink == nil)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: a deep link is pending although home is showing and no interaction holds it; the pending deep link 'demo://tertiary' is dropped."
        ])
    }

    @Test func aModalItsStepNoLongerPresentsIsDismissed() throws {
      let withoutStep = try F.demo(changing: [
        ("  - { id: passcode, when: passcodeEnabled, modal: passcode, priority: 100 }\n", "")
      ])
      let restored = try Self.restore(SavedNavigation(try Self.locked()), against: withoutStep)
      #expect(restored.state.modals.isEmpty)
      #expect(restored.state.pendingDeepLink == Self.link, "the hold was saved")
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: step 'passcode' no longer presents modal 'passcode'; it is dismissed."
        ])
    }

    @Test func aModalMarkedWithAnotherStepIsDismissed() throws {
      var navigation = SavedNavigation(try Self.locked())
      navigation.modals[0].interaction?.step = "whatsNew"
      let restored = try Self.restore(navigation)
      #expect(restored.state.modals.isEmpty)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: step 'whatsNew' no longer presents modal 'passcode'; it is dismissed."
        ])
    }

    @Test func aSecondInteractionIsDismissedWithTheModalsAboveIt() throws {
      var navigation = SavedNavigation(try Self.locked())
      let whatsNew = Modal.step("whatsNew", screen: ScreenRoute("whatsNew"), role: .dismissible)
      let details = Modal.screen(ScreenRoute("details"), id: "details")
      navigation.modals += [.init(whatsNew), .init(details)]
      let restored = try Self.restore(navigation)
      #expect(restored.state.modals == [Self.passcode])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: modal 'whatsNew' is saved as a second interaction over 'passcode'; it is dismissed along with modal 'details' above it."
        ])
    }
  }
}
