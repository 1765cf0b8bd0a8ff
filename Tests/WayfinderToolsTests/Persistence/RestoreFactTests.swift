import Testing
import WayfinderTesting
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// Facts restored against changed declarations, and restoring any state without crashing.
  @Suite struct RestoreFactTests {
    typealias F = PersistenceFixtures

    @Test func factsKeepTheirValueDropWhenUndeclaredAndResetWhenRetyped() throws {
      let current = try StoreApp.changed([
        (
          "facts: { onboarded: false, visits: 0, region: eu, lastSeenVersion: \"1.0\" }",
          "facts: { onboarded: 0, region: eu, lastSeenVersion: \"1.0\", theme: dark }"
        )
      ])
      let saved: Facts = [
        "onboarded": .bool(true), "visits": .int(9), "region": .string("us"),
        "lastSeenVersion": .version(AppVersion([2, 5])),
      ]
      let restored = try StoreApp.restore(StoreApp.state(), facts: saved, against: current)
      #expect(
        restored.facts
          == [
            "onboarded": .int(0), "region": .string("us"),
            "lastSeenVersion": .version(AppVersion([2, 5])), "theme": .string("dark"),
          ])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: fact 'onboarded' is now an int, not a bool (true); it goes back to 0.",
          "Restored state: fact 'visits' is no longer declared; it is dropped.",
        ])
    }

    @Test func aRetypedFactWithNoInitialValueIsUnset() throws {
      let demo = try F.demo()
      let state = try demo.initialState(launching: false)
      let saved = try F.roundTrip(state, facts: ["configLoaded": .string("yes")], as: demo)
      let restored = try saved.restore(against: demo)
      #expect(restored.facts["configLoaded"] == nil)
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: fact 'configLoaded' is now a bool, not a string (\"yes\"); it is unset."
        ])
    }

    @Test func aVersionSavedAsTextIsReadAsAVersion() throws {
      let demo = try F.demo()
      let state = try demo.initialState(launching: false)
      let saved = try F.roundTrip(state, facts: ["lastSeenVersion": .string("1.10")], as: demo)
      let restored = try saved.restore(against: demo)
      #expect(restored.facts["lastSeenVersion"] == .version(AppVersion([1, 10])))
      #expect(restored.warnings.isEmpty)
      let garbled = try F.roundTrip(state, facts: ["lastSeenVersion": .string("soon")], as: demo)
      #expect(
        F.lines(try garbled.restore(against: demo).warnings) == [
          "Restored state: fact 'lastSeenVersion' is now a version, not a string (\"soon\"); it goes back to 1.0."
        ])
    }

    /// Any mix of routes, tabs and modals — most of them wrong for the app — restores to a state
    /// that keeps every navigation rule and shows only screens the app has.
    @Test func anySavedStateRestoresToAValidState() throws {
      let demo = try F.demo()
      let screens: [ScreenRoute] = [
        "primary", "secondary1", "tertiary", "gone", "item", F.route("item", ["id": .int(3)]),
        F.route("item", ["id": .string("3")]), F.route("primary", ["x": .bool(true)]), "tab2Home",
        "details", "passcode",
      ]
      let modalIDs: [ModalID] = ["details", "passcode", "checkout", "whatsNew"]
      let tabIDs: [TabID] = ["tab1", "tab2", "tab3"]
      let interactions: [SavedNavigation.Interaction?] = [
        nil, nil, .init(step: "passcode", role: .required), .init(step: "whatsNew", role: .gate),
        .init(step: "fetchConfig", role: .dismissible), .init(step: "gone", role: .required),
      ]
      var generator = SplitMix(seed: 7)
      for _ in 0..<500 {
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        func routes(_ count: Int) -> [ScreenRoute] { (0..<count).map { _ in pick(screens) } }
        var navigation = SavedNavigation(try demo.initialState(launching: false))
        navigation.phase = pick([.home, .launching])
        navigation.launchScreen = pick([nil, "splash", "gone"])
        navigation.layout = pick([.tabs, .flow])
        navigation.selectedTab = pick(tabIDs)
        navigation.tabs = (0..<Int(generator.next() % 4)).map { _ in
          .init(id: pick(tabIDs), root: pick(screens), path: routes(Int(generator.next() % 4)))
        }
        navigation.modals = (0..<Int(generator.next() % 3)).map { _ in
          .init(
            id: pick(modalIDs), style: pick([.sheet, .fullScreen]), flow: pick([true, false]),
            root: pick(screens), path: routes(Int(generator.next() % 3)),
            interaction: pick(interactions))
        }
        navigation.interactionsPending = pick([nil, false, true])
        if generator.next() % 3 == 0 {
          navigation.pendingDeepLink = .init(
            url: "demo://x", tab: pick([nil, "tab1", "tab3"]), path: routes(2), modal: nil)
        }
        var saved = SavedState(
          SavedLife(navigation: try demo.initialState(), facts: [:]), definition: demo)
        saved.navigation = navigation
        let restored = try saved.restore(against: demo)
        #expect(restored.state.invariantViolations() == [], "\(navigation)")
        var shown = restored.state.home.tabs.flatMap(\.stack.routes)
        shown += restored.state.modals.flatMap(\.stack.routes)
        for route in shown {
          let screen = try #require(demo.screen(for: route), "\(route)")
          #expect(Set(route.arguments.keys) == Set(screen.parameters.map(\.name)), "\(route)")
        }
      }
    }
  }
}

typealias SplitMix = SeededRandomNumberGenerator
