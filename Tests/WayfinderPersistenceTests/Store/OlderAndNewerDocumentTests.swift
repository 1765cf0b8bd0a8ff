import Foundation
import SavedStateFixtures
import Testing
import Wayfinder
@testable import WayfinderPersistence

extension Persistence {
  /// Documents written before a member existed still load, with that member's value for "none";
  /// a document from a newer schema is refused, kept aside, and the app starts fresh.
  @Suite struct OlderAndNewerDocumentTests {
    /// The shop on Item 7, as a build that wrote no prompt history, clock, pending steps or
    /// `leftAt` saved it.
    static let bare = """
      {
        "schemaVersion": 3, "app": "Shop", "appVersion": "4.1",
        "navigation": {
          "phase": "home", "layout": "tabs", "selectedTab": "shop",
          "tabs": [
            { "id": "shop", "root": { "screen": "catalog" },
              "path": [{ "screen": "item", "arguments": { "id": 7 } }] },
            { "id": "account", "root": { "screen": "account" }, "path": [] }
          ],
          "modals": []
        },
        "facts": { "passcodeEnabled": { "type": "bool", "value": false } }
      }
      """

    /// The same place as a build saved it that wrote prompt history and clock and pending
    /// steps, but not yet `leftAt`.
    static let beforeLeftAt = bare.replacingOccurrences(
      of: #""facts": {"#,
      with:
        #""promptsShown": { "review": [120] }, "promptTime": 900, "pendingSteps": ["review"], "facts": {"#
    )

    static func load(_ text: String, in folder: TemporaryFolder) throws -> LoadedLife<ShopRoute> {
      try folder.write(text, to: "Shop.json")
      return StateStore(path: folder.file("Shop.json")).load(
        for: ShopApp.program(), app: ShopApp.name)
    }

    @Test func aDocumentWithoutTheOptionalMembersLoads() throws {
      let folder = try TemporaryFolder()
      let loaded = try Self.load(Self.bare, in: folder)
      #expect(loaded.notices == [])
      #expect(
        loaded.saved
          == SavedLife(
            navigation: ShopApp.state({ $0 }, path: [.item(id: 7)]),
            facts: ["passcodeEnabled": .bool(false)]))
    }

    @Test func aDocumentWrittenBeforeLeftAtLoadsAsSavedInTheForeground() throws {
      let folder = try TemporaryFolder()
      let saved = try #require(try Self.load(Self.beforeLeftAt, in: folder).saved)
      #expect(saved.promptHistory == PromptHistory(["review": [.seconds(120)]]))
      #expect(saved.promptTime == .seconds(900))
      #expect(saved.pendingSteps == ["review"])
      #expect(saved.leftAt == nil)
      #expect(saved.left == .seconds(900), "left when it was saved")
    }

    @Test func everyGoldenDocumentStillDecodes() throws {
      for (version, text) in [
        (1, GoldenDocuments.version1), (2, GoldenDocuments.version2),
        (3, GoldenDocuments.version3),
      ] {
        let saved = try SavedState(decoding: Array(text.utf8))
        #expect(saved.readSchemaVersion == version)
        #expect(saved.leftAt == nil)
      }
    }

    @Test func aDocumentFromANewerSchemaIsRefusedAndKeptAside() throws {
      let folder = try TemporaryFolder()
      let newer = Self.bare.replacingOccurrences(
        of: #""schemaVersion": 3"#, with: #""schemaVersion": 4"#)
      let loaded = try Self.load(newer, in: folder)
      #expect(loaded.saved == nil)
      #expect(
        loaded.notices.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
          "State file 'Shop.json' was saved by a newer version of Wayfinder (schema version 4; this version reads up to 3); kept it as 'Shop.json.newer-1' and starting fresh."
        ])
      #expect(try folder.names() == ["Shop.json.newer-1"])
      #expect(try folder.read("Shop.json.newer-1") == newer)
    }

    @Test func aLeftAtOutOfRangeIsCorrupt() throws {
      let folder = try TemporaryFolder()
      let loaded = try Self.load(
        Self.bare.replacingOccurrences(of: #""facts": {"#, with: #""leftAt": 1e300, "facts": {"#),
        in: folder)
      #expect(loaded.saved == nil)
      #expect(
        loaded.notices.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
          "State file 'Shop.json' is corrupt ('leftAt' is 1e+300, out of range); kept it as 'Shop.json.corrupt-1' and starting fresh."
        ])
    }
  }
}
