import SavedStateFixtures
import Testing
import Wayfinder
import WayfinderPersistence

/// The README's example of saving an app's life ("An app's life"), kept compiling and true: a
/// Swift app saves its life on a screen of its catalog, and at its next launch the passcode asks
/// again.
@Suite struct ReadmeSaveAndLoadTests {
  @Test func saveThenColdLaunch() throws {
    let folder = try TemporaryFolder()
    let stateFile = folder.file("Demo.json")
    let program = ShopApp.program()
    var (life, _) = try AppLife.coldLaunch(program)
    _ = life.settle()
    try ShopApp.tap("Unlock", in: &life)
    try ShopApp.tap("Open item 7", in: &life)

    let store = StateStore(path: stateFile)
    // After each change, and when the app goes to the background:
    try store.save(life.saved, app: "Demo", appVersion: program.version)

    do {
      // At the next launch:
      let loaded = store.load(for: program, app: "Demo")
      for notice in loaded.notices { print(notice) }
      var (life, _) = try AppLife.coldLaunch(program, from: .icon, restoring: loaded.saved)
      _ = life.settle()  // the launch plays: the passcode asks again

      #expect(loaded.notices.isEmpty)
      #expect(life.state.topModal?.id == "passcode")
      #expect(life.state.phase.isLaunching)
    }
  }
}
