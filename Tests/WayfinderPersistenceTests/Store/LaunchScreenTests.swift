import SavedStateFixtures
import Testing
import Wayfinder
@testable import WayfinderPersistence

extension Persistence {
  /// A Swift app's own launch screen — one its code shows, which no launch step names — comes
  /// back as it was saved while the route type still reads it.
  @Suite struct LaunchScreenTests {
    static func roundTrip<Route: FlowRoute>(
      _ state: NavigationState<Route>, for program: FlowProgram<Route>
    ) throws -> LoadedLife<Route> {
      let folder = try TemporaryFolder()
      let store = StateStore(path: folder.file("Shop.json"))
      try store.save(
        SavedLife(navigation: state, facts: program.initialFacts), app: ShopApp.name,
        appVersion: program.version)
      return store.load(for: program, app: ShopApp.name)
    }

    @Test func anAppsOwnLaunchScreenComesBackWithNothingToSay() throws {
      let program = ShopApp.program()
      #expect(program.launchSteps.map(\.id) == ["passcode"], "no step shows a launch screen")
      let loaded = try Self.roundTrip(
        ShopApp.state({ $0 }, phase: .launching(screen: .splash)), for: program)
      #expect(loaded.notices == [])
      #expect(loaded.saved?.navigation.phase == .launching(screen: .splash))
    }

    @Test func anyScreenTheRouteTypeReadsIsKeptAsTheLaunchScreen() throws {
      let program = ShopApp.program(on: \.screenRoute)
      let loaded = try Self.roundTrip(
        ShopApp.state(\.screenRoute, phase: .launching(screen: "catalog")), for: program)
      #expect(loaded.notices == [])
      #expect(loaded.saved?.navigation.phase == .launching(screen: "catalog"))
    }

    @Test func aLaunchScreenTheRouteTypeNoLongerReadsIsCleared() throws {
      let saved = ShopApp.state(
        \.screenRoute, phase: .launching(screen: ScreenRoute("welcome")))
      let folder = try TemporaryFolder()
      let store = StateStore(path: folder.file("Shop.json"))
      try store.save(
        SavedLife(navigation: saved, facts: [:]), app: ShopApp.name, appVersion: ShopApp.version)
      let loaded = store.load(for: ShopApp.program(), app: ShopApp.name)
      #expect(loaded.saved?.navigation.phase == .launching(screen: nil))
      #expect(
        loaded.notices == [
          "Restored state: route 'welcome' no longer exists; the launch screen is left blank."
        ])
    }
  }
}
