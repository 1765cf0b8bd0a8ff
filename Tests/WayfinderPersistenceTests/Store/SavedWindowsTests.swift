import Foundation
import SavedStateFixtures
import Testing
import Wayfinder
@testable import WayfinderPersistence

extension Persistence {
  /// The windows of an app with several: each is saved with where the user was in it, comes
  /// back fitted to the app, and a document without windows reads as one window.
  @Suite struct SavedWindowsTests {
    /// The shop with two windows: window 1 on item 7, window 2 (active) on the account tab.
    static func twoWindows() throws -> SavedLife<ShopRoute> {
      let program = ShopApp.program(restore: .stacks(within: nil), windows: .multiple)
      var (life, _) = try AppLife.coldLaunch(program)
      _ = life.settle()
      _ = try life.perform(.tap(0))  // Unlock
      _ = life.settle()
      _ = try life.perform(.tap(0))  // Open item 7
      _ = try life.perform(.openWindow)
      _ = try life.perform(.navigate(.selectTab("account")))
      return life.saved
    }

    @Test func eachWindowComesBackWithWhereTheUserWas() throws {
      let folder = try TemporaryFolder()
      let program = ShopApp.program(restore: .stacks(within: nil), windows: .multiple)
      let saved = try Self.twoWindows()
      let store = StateStore(path: folder.file("Shop.json"))
      try store.save(saved, app: ShopApp.name, appVersion: program.version)
      let text = try String(contentsOfFile: folder.file("Shop.json"), encoding: .utf8)
      #expect(text.contains("\"activeWindow\" : 2"))
      #expect(text.contains("\"window\" : 1"))

      let loaded = store.load(for: program, app: ShopApp.name)
      #expect(loaded.notices == [])
      #expect(loaded.saved == saved)
      var (next, _) = try AppLife.coldLaunch(program, restoring: loaded.saved)
      _ = next.settle()
      _ = try next.perform(.tap(0))  // Unlock
      _ = next.settle()
      #expect(next.activeScene == SceneID(2))
      #expect(next.state.visibleRoute == .account)
      #expect(next.navigation(in: .first)?.visibleRoute == .item(id: 7))
    }

    @Test func aDocumentWithoutWindowsIsOneWindow() throws {
      let program = ShopApp.program(restore: .stacks(within: nil), windows: .multiple)
      var saved = try Self.twoWindows()
      saved.otherScenes = [:]
      saved.activeScene = .first
      let bytes = try SavedState(saved, app: ShopApp.name, appVersion: program.version).encoded()
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(!text.contains("windows"), "an app with one window writes what it always did")
      let read = try SavedState(decoding: bytes).restore(for: program)
      #expect(read.otherScenes.isEmpty)
      #expect(read.activeScene == .first)
    }
  }
}
