import Testing
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// A Swift app's state is fitted by the same rules as a flow-file app's: a route its route
  /// type no longer reads is dropped like a screen that no longer exists, with a warning.
  @Suite struct SwiftAppRestoreTests {
    typealias F = PersistenceFixtures

    /// `navigation` saved by the demo, restored as typed routes by the demo-like program.
    static func restore(
      _ state: NavigationState<ScreenRoute>, facts: Facts = [:],
      checkedAgainst definition: FlowDefinition? = nil
    ) throws -> RestoredState<DemoLikeRoute> {
      let saved = try F.roundTrip(state, facts: facts, as: try F.demo())
      let program = try DemoLikeApp.program()
      let restored =
        if let definition {
          try saved.restore(for: program, checkedAgainst: definition)
        } else {
          saved.restore(for: program)
        }
      #expect(restored.state.invariantViolations() == [])
      return restored
    }

    /// The demo at home, as flow files have it, with `path` on tab 1.
    static func home(_ path: [ScreenRoute] = []) throws -> NavigationState<ScreenRoute> {
      try F.demoState(try F.demo(), path: path)
    }

    @Test func aStackIsCutBeforeARouteTheAppNoLongerHas() throws {
      let restored = try Self.restore(
        try Self.home(["secondary1", "gone", "tertiary"]))
      #expect(restored.state == (try DemoLikeApp.home(path: [.secondary1])))
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: route 'gone' no longer exists; tab 'tab1' goes back to 'secondary1'."
        ])
    }

    @Test func aRouteWhoseArgumentsNoLongerFitIsDroppedToo() throws {
      let restored = try Self.restore(
        try Self.home(["secondary1", F.route("item", ["id": .string("forty-two")])]))
      #expect(restored.state == (try DemoLikeApp.home(path: [.secondary1])))
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: route 'item(id: \"forty-two\")' no longer exists; tab 'tab1' goes back to 'secondary1'."
        ])
    }

    @Test func aHostileRouteIsQuotedEscaped() throws {
      let restored = try Self.restore(
        try Self.home([F.route("x\u{1B}[2J", ["id": .string("\u{202E}\u{7}")])]))
      #expect(restored.state == (try DemoLikeApp.home()))
      #expect(
        F.lines(restored.warnings) == [
          #"Restored state: route 'x\u{1B}[2J(id: "\u{202E}\u{7}")' no longer exists; tab 'tab1' goes back to 'primary'."#
        ])
    }

    @Test func aRootTheAppNoLongerHasPutsTheTabBackAtItsRoot() throws {
      var state = try Self.home()
      state[tab: "tab2"] = PathStack(root: "oldHome", path: ["details"], owner: .tab("tab2"))
      let restored = try Self.restore(state)
      #expect(restored.state == (try DemoLikeApp.home()))
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: route 'oldHome' no longer exists; tab 'tab2' goes back to 'tab2Home'."
        ])
    }

    @Test func aModalStartingAtAGoneRouteIsDismissedWithThoseAboveIt() throws {
      var state = try Self.home()
      state.modals = [
        .screen("promo", id: "promo"), .flow("details", id: "details", path: ["secondary2"]),
      ]
      let restored = try Self.restore(state)
      #expect(restored.state.modals.isEmpty)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: route 'promo' no longer exists; modal 'promo' is dismissed along with modal 'details' above it."
        ])
    }

    @Test func aModalTheProgramDoesNotKnowKeepsItsSavedShape() throws {
      var state = try Self.home()
      state.modals = [.flow("details", id: "info", style: .fullScreen, path: ["secondary2", "x"])]
      let restored = try Self.restore(state)
      #expect(
        restored.state.modals == [
          .flow(DemoLikeRoute.details, id: "info", style: .fullScreen, path: [.secondary2])
        ])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: route 'x' no longer exists; modal 'info' goes back to 'secondary2'."
        ])
    }

    @Test func aGoneLaunchScreenIsClearedAndAGoneDeepLinkDropped() throws {
      var state = try Self.home()
      state.phase = .launching(screen: "oldSplash")
      state.pendingDeepLink = PendingDeepLink(
        url: "demo://gone", target: DeepLinkTarget(tab: "tab1", path: ["secondary1", "gone"]))
      let restored = try Self.restore(state)
      #expect(restored.state.phase == .launching(screen: nil))
      #expect(restored.state.pendingDeepLink == nil)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: route 'oldSplash' no longer exists; the launch screen is left blank.",
          "Restored state: route 'gone' no longer exists; the pending deep link 'demo://gone' is dropped.",
        ])
    }

    @Test func anInteractionsModalStaysWhileAProgramStepPresentsIt() throws {
      var state = try Self.home()
      state.modals = [.step("passcode", screen: "passcode", style: .fullScreen, role: .required)]
      state.interactionsPending = true
      let restored = try Self.restore(state)
      #expect(
        restored.state.modals == [
          .step("passcode", screen: DemoLikeRoute.passcode, style: .fullScreen, role: .required)
        ])
      #expect(restored.warnings == [])

      state.modals = [.step("lock", screen: "passcode", style: .fullScreen, role: .required)]
      let gone = try Self.restore(state)
      #expect(gone.state.modals.isEmpty)
      #expect(
        F.lines(gone.warnings) == [
          "Restored state: step 'lock' no longer presents modal 'lock'; it is dismissed."
        ])

      state.modals = [.step("passcode", screen: "whatsNew", style: .fullScreen, role: .required)]
      let other = try Self.restore(state)
      #expect(other.state.modals.isEmpty)
      #expect(
        F.lines(other.warnings) == [
          "Restored state: 'whatsNew' is no longer the first screen of modal 'passcode'; modal 'passcode' is dismissed."
        ])
    }

    @Test func factsKeepTheirTypeAndThoseOnlyStepsSetAreKept() throws {
      let restored = try Self.restore(
        try Self.home(),
        facts: [
          "passcodeEnabled": .int(1), "configLoaded": .bool(true),
          "lastSeenVersion": .version(AppVersion([2, 0])),
        ])
      var expected = try DemoLikeApp.program().initialFacts
      expected["configLoaded"] = .bool(true)
      expected["lastSeenVersion"] = .version(AppVersion([2, 0]))
      #expect(restored.facts == expected)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: fact 'passcodeEnabled' is now a bool, not an int (1); it goes back to false."
        ])
    }

    @Test func theFlowFilesCheckWhatTheProgramCannot() throws {
      // The route type reads a modal's screen, so only the flow files know it is no tab's.
      let state = try Self.home(["secondary1", "passcode"])
      let unchecked = try Self.restore(state)
      #expect(unchecked.state == (try DemoLikeApp.home(path: [.secondary1, .passcode])))
      #expect(unchecked.warnings == [])

      let checked = try Self.restore(state, checkedAgainst: try F.demo())
      #expect(checked.state == (try DemoLikeApp.home(path: [.secondary1])))
      #expect(
        F.lines(checked.warnings) == [
          "Restored state: screen 'passcode' cannot be on the stack of tab 'tab1': no action or deep link puts it there; tab 'tab1' goes back to 'secondary1'."
        ])
    }
  }
}
