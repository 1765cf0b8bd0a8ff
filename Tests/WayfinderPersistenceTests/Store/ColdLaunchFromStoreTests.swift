import SavedStateFixtures
import Testing
import Wayfinder
@testable import WayfinderPersistence

extension Persistence {
  /// Save, load, cold launch: what a Swift app's next launch does with its state file. The
  /// launch sequence runs again (the passcode asks again), and what the file carries — prompt
  /// history and clock, when the app was left — holds across the save.
  @Suite struct ColdLaunchFromStoreTests {
    typealias Life = AppLife<ShopRoute>

    /// The shop launched, unlocked and settled on home.
    static func unlocked(_ program: FlowProgram<ShopRoute> = ShopApp.program()) throws -> Life {
      var (life, _) = try Life.coldLaunch(program)
      _ = life.settle()
      try ShopApp.tap("Unlock", in: &life)
      return life
    }

    /// `life` saved to a new file, then loaded for `program`: what the next launch restores.
    static func throughTheFile(
      _ life: Life, for program: FlowProgram<ShopRoute> = ShopApp.program()
    ) throws -> SavedLife<ShopRoute>? {
      let folder = try TemporaryFolder()
      let store = StateStore(path: folder.file("Shop.json"))
      try store.save(life.saved, app: ShopApp.name, appVersion: program.version)
      let loaded = store.load(for: program, app: ShopApp.name)
      #expect(loaded.notices == [])
      return loaded.saved
    }

    @Test func thePasscodeAsksAgainAfterASaveOnHome() throws {
      var life = try Self.unlocked()
      try ShopApp.tap("Open item 7", in: &life)
      #expect(life.state.topModal == nil)
      let saved = try #require(try Self.throughTheFile(life))

      var (next, _) = try Life.coldLaunch(ShopApp.program(), from: .icon, restoring: saved)
      #expect(next.state.phase == .launching(screen: .splash))
      _ = next.settle()
      #expect(next.state.topModal?.id == "passcode")
      try ShopApp.tap("Unlock", in: &next)
      #expect(next.state.visibleRoute == .catalog, "restore: home starts at home")
    }

    @Test func aPromptsCooldownHoldsAcrossTheSave() throws {
      var life = try Self.unlocked()
      try ShopApp.tap("Rate us", in: &life)
      #expect(life.state.topModal?.id == "review")
      try ShopApp.tap("Not now", in: &life)
      let saved = try #require(try Self.throughTheFile(life))
      #expect(saved.promptHistory == life.promptHistory)

      var (next, _) = try Life.coldLaunch(ShopApp.program(), restoring: saved)
      _ = next.settle()
      try ShopApp.tap("Unlock", in: &next)
      try ShopApp.tap("Rate us", in: &next)
      #expect(next.state.topModal == nil, "the cooldown holds after the save")

      _ = try next.perform(.wait(.seconds(86_401)))
      try ShopApp.tap("Rate us", in: &next)
      #expect(next.state.topModal?.id == "review", "and ends a day after the prompt showed")
    }

    @Test func aPromptUpWhenSavedComesBackAfterThePasscode() throws {
      var life = try Self.unlocked()
      try ShopApp.tap("Rate us", in: &life)
      let saved = try #require(try Self.throughTheFile(life))
      #expect(saved.pendingSteps == ["review"])

      var (next, _) = try Life.coldLaunch(ShopApp.program(), restoring: saved)
      _ = next.settle()
      #expect(next.state.topModal?.id == "passcode", "the launch comes first")
      try ShopApp.tap("Unlock", in: &next)
      #expect(next.state.topModal?.id == "review")
    }

    @Test func theRestoreWindowCountsFromWhenTheAppWasLeft() throws {
      let program = ShopApp.program(restore: .stacks(within: .seconds(1_800)))
      for (away, expected) in [(600, ShopRoute.item(id: 7)), (3_600, .catalog)] {
        var life = try Self.unlocked(program)
        try ShopApp.tap("Open item 7", in: &life)
        _ = try life.perform(.background)
        // Saved as the app goes to the background; the next launch comes `away` later.
        let saved = try #require(try Self.throughTheFile(life, for: program))
        #expect(saved.leftAt == life.promptTime)
        var (next, _) = try Life.coldLaunch(
          program, restoring: saved, at: saved.promptTime + .seconds(away))
        _ = next.settle()
        try ShopApp.tap("Unlock", in: &next)
        #expect(next.state.visibleRoute == expected, "away \(away) s")
      }
    }

    @Test func aSaveLongAfterLeavingStillCountsFromTheLeaving() throws {
      let program = ShopApp.program(restore: .stacks(within: .seconds(1_800)))
      var life = try Self.unlocked(program)
      try ShopApp.tap("Open item 7", in: &life)
      _ = try life.perform(.background)
      _ = try life.perform(.wait(.seconds(3_600)))
      // Saved again an hour after leaving (as an app saving on a timer would): still left then.
      let saved = try #require(try Self.throughTheFile(life, for: program))
      var (next, _) = try Life.coldLaunch(program, restoring: saved)
      _ = next.settle()
      try ShopApp.tap("Unlock", in: &next)
      #expect(next.state.visibleRoute == .catalog)
    }
  }
}
