import SavedStateFixtures
import Testing
import Wayfinder
import WayfinderPersistence

/// The code of the article "Saving an app's life", run as written: `SwiftSampleTests` checks
/// that every line of it is here, in order (with the test's folder for `/tmp`).
@Suite(.hangLimit) struct SavingAnAppsLifeArticleTests {
  @Test func onVirtualTime() throws {
    let folder = try TemporaryFolder()
    let program = ShopApp.program()
    var (life, _) = try AppLife.coldLaunch(program)
    _ = life.settle()
    try ShopApp.tap("Unlock", in: &life)

    let store = StateStore(path: folder.file("Demo.json"))
    try store.save(life.saved, app: "Demo", appVersion: program.version)

    do {
      // Next launch:
      let loaded = store.load(for: program, app: "Demo")
      for notice in loaded.notices { print(notice) }
      var (life, _) = try AppLife.coldLaunch(program, from: .icon, restoring: loaded.saved)
      _ = life.settle()

      #expect(loaded.notices.isEmpty)
      #expect(life.state.topModal?.id == "passcode", "the passcode asks again")
    }
  }

  @Test func onARealClock() async throws {
    let folder = try TemporaryFolder()
    let program = ShopApp.program()
    let promptClock: @Sendable () -> Duration = { .seconds(1_000) }
    do {
      let navigator = Navigator(ShopApp.state({ $0 }, path: [.item(id: 7)]), rules: program.rules)
      let launch = InteractionCoordinator(
        navigator: navigator, facts: program.initialFacts, promptClock: promptClock)

      // The launch coordinator holds the life on a real clock.
      let store = StateStore(path: folder.file("Live.json"))
      try store.save(await launch.saved, app: "Demo", appVersion: program.version)
    }

    // Next launch:
    let store = StateStore(path: folder.file("Live.json"))
    let loaded = store.load(for: program, app: "Demo")
    let start = program.coldLaunch(restoring: loaded.saved, at: promptClock())
    let navigator = Navigator(start.state, rules: program.rules)
    let launch = InteractionCoordinator(
      navigator: navigator, facts: loaded.saved?.facts ?? program.initialFacts,
      promptHistory: loaded.saved?.promptHistory ?? PromptHistory(), promptClock: promptClock)
    try await launch.run(start.steps)

    try await launch.waitUntilIdle()
    #expect(loaded.saved?.promptTime == .seconds(1_000))
    #expect(navigator.state.topModal?.id == "passcode", "the passcode asks again")
    #expect(navigator.state.phase == .launching(screen: .splash))
    await launch.cancelAll()
  }
}
