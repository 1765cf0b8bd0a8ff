import Foundation
import SavedStateFixtures
import Testing
import Wayfinder
@testable import WayfinderPersistence

extension Persistence {
  /// `StateStore.save(_:app:appVersion:savedAt:)` then `load(for:app:)`: a saved life with every
  /// field comes back as it was saved, on a hand-written route enum and on `ScreenRoute`.
  @Suite struct SavedLifeRoundTripTests {
    /// A life of the shop with every field of its save in use: mid-launch with its own launch
    /// screen, the passcode up, a link held behind it, a fact the app set, a prompt shown
    /// before, a prompt clock past zero, and the app in the background for ten minutes.
    static func everyField<Route: FlowRoute>(
      _ program: FlowProgram<Route>
    ) throws -> SavedLife<Route> {
      let earlier = SavedLife(
        navigation: program.initialState, facts: program.initialFacts,
        promptHistory: PromptHistory(["review": [.seconds(1_000)]]), promptTime: .seconds(5_000))
      var (life, _) = try AppLife.coldLaunch(program, restoring: earlier)
      _ = life.settle()
      _ = try life.perform(.navigate(.open(url: "shop://cart")))
      _ = try life.perform(.setFacts(["region": .string("eu")]))
      _ = try life.perform(.background)
      _ = try life.perform(.wait(.seconds(600)))
      return life.saved
    }

    /// Saves `saved` through a store and loads it back for `program`.
    static func roundTrip<Route: FlowRoute>(
      _ saved: SavedLife<Route>, for program: FlowProgram<Route>, in folder: TemporaryFolder
    ) throws -> LoadedLife<Route> {
      let store = StateStore(path: folder.file("Shop.json"))
      try store.save(saved, app: ShopApp.name, appVersion: program.version)
      return store.load(for: program, app: ShopApp.name)
    }

    @Test func everyFieldComesBackOnAHandWrittenRouteEnum() throws {
      let folder = try TemporaryFolder()
      let program = ShopApp.program()
      let saved = try Self.everyField(program)
      #expect(saved.navigation.phase == .launching(screen: .splash))
      #expect(saved.navigation.topModal?.id == "passcode")
      #expect(saved.navigation.pendingDeepLink?.url == "shop://cart")
      #expect(saved.facts["region"] == .string("eu"))
      #expect(saved.promptHistory == PromptHistory(["review": [.seconds(1_000)]]))
      #expect(saved.promptTime == .seconds(5_600))
      #expect(saved.leftAt == .seconds(5_000))
      #expect(saved.pendingSteps == ["passcode"])

      let loaded = try Self.roundTrip(saved, for: program, in: folder)
      #expect(loaded.notices == [])
      #expect(loaded.saved == saved)
    }

    @Test func everyFieldComesBackOnScreenRoutes() throws {
      let folder = try TemporaryFolder()
      let program = ShopApp.program(on: \.screenRoute)
      let saved = try Self.everyField(program)
      #expect(saved.navigation.phase == .launching(screen: "splash"))
      let loaded = try Self.roundTrip(saved, for: program, in: folder)
      #expect(loaded.notices == [])
      #expect(loaded.saved == saved)
    }

    @Test func bothRouteTypesWriteTheSameBytes() throws {
      let folder = try TemporaryFolder()
      let typed = StateStore(path: folder.file("typed.json"))
      let screens = StateStore(path: folder.file("screens.json"))
      try typed.save(
        try Self.everyField(ShopApp.program()), app: ShopApp.name, appVersion: ShopApp.version)
      try screens.save(
        try Self.everyField(ShopApp.program(on: \.screenRoute)), app: ShopApp.name,
        appVersion: ShopApp.version)
      #expect(try folder.read("typed.json") == (try folder.read("screens.json")))
    }

    @Test func theDocumentNamesEachField() throws {
      let folder = try TemporaryFolder()
      let store = StateStore(path: folder.file("Shop.json"))
      try store.save(
        try Self.everyField(ShopApp.program()), app: ShopApp.name, appVersion: ShopApp.version,
        savedAt: "2025-06-01T12:00:00Z")
      let text = try folder.read("Shop.json")
      for member in [
        #""schemaVersion" : 3"#, #""app" : "Shop""#, #""appVersion" : "4.2""#,
        #""savedAt" : "2025-06-01T12:00:00Z""#, #""launchScreen" : {"#,
        #""pendingDeepLink" : {"#, #""region" : {"#, #""promptsShown" : {"#,
        #""promptTime" : 5600"#, #""leftAt" : 5000"#, #""pendingSteps" : ["#,
      ] {
        #expect(text.contains(member), "no \(member)")
      }
    }

    @Test func aLifeSavedInTheForegroundHasNoLeftAt() throws {
      let folder = try TemporaryFolder()
      let program = ShopApp.program()
      var (life, _) = try AppLife.coldLaunch(program)
      _ = life.settle()
      try ShopApp.tap("Unlock", in: &life)
      _ = try life.perform(.background)
      _ = try life.perform(.foreground)
      #expect(life.saved.leftAt == nil)
      let loaded = try Self.roundTrip(life.saved, for: program, in: folder)
      #expect(loaded.saved == life.saved)
      #expect(try !folder.read("Shop.json").contains("leftAt"))
    }

    @Test func aSaveThatFailsKeepsThePreviousFile() throws {
      let folder = try TemporaryFolder()
      let program = ShopApp.program()
      let saved = try Self.everyField(program)
      _ = try Self.roundTrip(saved, for: program, in: folder)
      var farOff = saved
      farOff.leftAt = ClockRange.limit + .seconds(1)
      let store = StateStore(path: folder.file("Shop.json"))
      #expect(throws: StateFileError.self) {
        try store.save(farOff, app: ShopApp.name, appVersion: program.version)
      }
      #expect(store.load(for: program, app: ShopApp.name).saved == saved)
    }
  }
}
