import Foundation
import Testing
import Wayfinder
import SavedStateFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  @Suite struct MigrationTests {
    typealias F = PersistenceFixtures

    func tree(_ text: String) throws -> DocumentNode {
      try #require(try JSONParser.parse(Array(text.utf8)))
    }

    @Test func theStepsCoverEveryVersionInOrder() {
      let steps = SavedStateMigration.all
      #expect(steps.map(\.from) == Array(1..<SavedState.currentSchemaVersion))
      #expect(steps.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func version1To2RenamesTypesAndGroups() throws {
      var warnings: [RestoreWarning] = []
      let upgraded = try SavedStateMigration.version1To2.apply(
        to: tree(GoldenDocuments.version1), warnings: &warnings)
      let expected: DocumentNode = [
        "schemaVersion": 2,
        "app": "Demo",
        "appVersion": "1.0",
        "state": [
          "layout": "tabs",
          "launching": false,
          "selectedTab": "tab1",
          "tabs": [
            [
              "id": "tab1", "root": ["screen": "primary"],
              "path": [["screen": "secondary1"], ["screen": "tertiary"]],
            ],
            ["id": "tab2", "root": ["screen": "tab2Home"], "path": []],
          ],
        ],
        "facts": [
          "passcodeEnabled": ["type": "bool", "value": true],
          "lastSeenVersion": ["type": "string", "value": "1.0"],
          "updateRequired": ["type": "bool", "value": false],
          "launchCount": ["type": "int", "value": 7],
        ],
      ]
      #expect(upgraded == expected)
      #expect(
        F.lines(warnings) == [
          "Restored state: fact 'brightness' was saved as 0.5, which no fact type holds; it is dropped."
        ])
    }

    @Test func version2To3RemovesRenamesAndAddsDefaults() throws {
      var warnings: [RestoreWarning] = []
      let upgraded = try SavedStateMigration.version2To3.apply(
        to: tree(GoldenDocuments.version2), warnings: &warnings)
      #expect(upgraded["visibleTitle"] == nil)
      #expect(upgraded["state"] == nil)
      let navigation = try #require(upgraded["navigation"])
      #expect(navigation["phase"] == "home")
      #expect(navigation["launching"] == nil)
      #expect(navigation["modals"] == [])
      #expect(navigation["selectedTab"] == "tab1")
      #expect(upgraded["schemaVersion"] == 3)
      #expect(upgraded["facts"] == (try tree(GoldenDocuments.version2))["facts"])
      #expect(warnings.isEmpty)
    }

    @Test func aLaunchingVersion2StateKeepsLaunching() throws {
      var document = try tree(GoldenDocuments.version2)
      document["state"]?["launching"] = true
      var warnings: [RestoreWarning] = []
      let upgraded = try SavedStateMigration.version2To3.apply(to: document, warnings: &warnings)
      #expect(upgraded["navigation"]?["phase"] == "launching")
    }

    @Test func aVersion1DocumentRestoresOnTheCurrentDemo() throws {
      let saved = try SavedState(decoding: Array(GoldenDocuments.version1.utf8))
      #expect(saved.readSchemaVersion == 1)
      #expect(saved.appVersion == "1.0")
      let restored = try saved.restore(against: F.demo())
      #expect(restored.state.home.selectedTab == "tab1")
      #expect(restored.state[tab: "tab1"]?.routes == ["primary", "secondary1", "tertiary"])
      #expect(restored.state[tab: "tab2"]?.routes == ["tab2Home"])
      #expect(restored.state.phase == .home)
      #expect(restored.state.modals.isEmpty)
      #expect(restored.state.invariantViolations().isEmpty)
      #expect(
        restored.facts
          == [
            "passcodeEnabled": .bool(true), "updateRequired": .bool(false),
            "lastSeenVersion": .version(AppVersion([1, 0])), "contactInfoConfirmed": .bool(true),
            "notificationsAllowed": .bool(false),
          ])
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: fact 'brightness' was saved as 0.5, which no fact type holds; it is dropped.",
          "Restored state: fact 'launchCount' is no longer declared; it is dropped.",
        ])
    }

    @Test func aVersion2DocumentRestoresOnTheCurrentDemo() throws {
      let saved = try SavedState(decoding: Array(GoldenDocuments.version2.utf8))
      #expect(saved.readSchemaVersion == 2)
      let restored = try saved.restore(against: F.demo())
      #expect(
        restored.state[tab: "tab1"]?.routes == [
          "primary", "secondary1", F.route("item", ["id": .int(42)]),
        ])
      #expect(restored.facts["configLoaded"] == .bool(true))
      #expect(restored.facts["lastSeenVersion"] == .version(AppVersion([2, 0])))
      #expect(restored.warnings.isEmpty)
      #expect(restored.savedAppVersion == "2.1")
      #expect(restored.schemaVersion == 2)
    }

    @Test func theCurrentDocumentIsWrittenByteForByte() throws {
      let demo = try F.demo()
      var state = try F.demoState(demo, path: ["secondary1", F.route("item", ["id": .int(42)])])
      try state.apply(.selectTab("tab2"))
      try state.apply(.present(.screen("details", id: "details")))
      let facts: Facts = [
        "contactInfoConfirmed": .bool(true), "lastSeenVersion": .version(AppVersion([2, 0])),
      ]
      let bytes = try SavedState(SavedLife(navigation: state, facts: facts), definition: demo)
        .encoded()
      #expect(String(decoding: bytes, as: UTF8.self) == GoldenDocuments.version3)
      let restored = try SavedState(decoding: Array(GoldenDocuments.version3.utf8)).restore(
        against: demo)
      #expect(restored.state == state)
      #expect(restored.facts == facts.merging(demo.initialFacts))
      #expect(restored.warnings.isEmpty)
    }

    @Test func everyOlderVersionEndsInTheCurrentShape() throws {
      for text in [GoldenDocuments.version1, GoldenDocuments.version2, GoldenDocuments.version3] {
        var warnings: [RestoreWarning] = []
        let document = try tree(text)
        guard case .int(let version)? = document["schemaVersion"]?.value else {
          Issue.record("no schema version")
          continue
        }
        let upgraded = try SavedStateMigration.upgrade(document, from: version, warnings: &warnings)
        #expect(upgraded["schemaVersion"] == .int(SavedState.currentSchemaVersion))
        let keys = Set(try upgraded.object(at: "").keys)
        #expect(
          keys.isSubset(of: [
            "schemaVersion", "app", "appVersion", "savedAt", "navigation", "facts",
          ]))
      }
    }

    @Test func aNewerSchemaIsRefusedNotMisread() {
      let text = #"{"schemaVersion": 4, "app": "Demo", "navigation": {"screens": []}}"#
      #expect(throws: SavedStateError.newerSchema(found: 4, supported: 3)) {
        try SavedState(decoding: Array(text.utf8))
      }
      #expect(
        SavedStateError.newerSchema(found: 4, supported: 3).description
          == "was saved by a newer version of Wayfinder (schema version 4; this version reads up to 3)"
      )
    }

    @Test func schemaVersionsThatNoBuildWroteAreInvalid() {
      let cases: [(String, SavedStateError)] = [
        (#"{"schemaVersion": 0}"#, .invalidSchemaVersion("0")),
        (#"{"schemaVersion": -2}"#, .invalidSchemaVersion("-2")),
        (#"{"schemaVersion": "3"}"#, .invalidSchemaVersion("the string '3'")),
        (#"{"schemaVersion": 2.5}"#, .invalidSchemaVersion("a number")),
        (#"{"app": "Demo"}"#, .notSavedState("it has no 'schemaVersion'")),
        (#"[1, 2]"#, .notSavedState("its JSON is an array, not an object")),
      ]
      for (text, error) in cases {
        #expect(throws: error, "\(text)") { try SavedState(decoding: Array(text.utf8)) }
      }
      #expect(
        SavedStateError.invalidSchemaVersion("0").description == "has an invalid schema version (0)"
      )
      #expect(
        SavedStateError.notSavedState("it has no 'schemaVersion'").description
          == "does not hold a saved state (it has no 'schemaVersion')")
    }

    @Test func malformedOldDocumentsSayWhere() {
      let cases: [(String, String)] = [
        (#"{"schemaVersion": 1, "tabs": {"id": "tab1"}}"#, "'tabs' is an object, not an array"),
        (#"{"schemaVersion": 1, "tabs": [{"id": "tab1"}]}"#, "'tabs[0].stack' is missing"),
        (
          #"{"schemaVersion": 1, "tabs": [{"id": "tab1", "stack": []}]}"#,
          "'tabs[0].stack' is empty"
        ),
        (
          #"{"schemaVersion": 1, "tabs": [{"id": "t", "stack": ["a", 3]}]}"#,
          "'tabs[0].stack[1]' is an integer, not a screen id"
        ),
        (#"{"schemaVersion": 1, "facts": []}"#, "'facts' is an array, not an object"),
        (
          #"{"schemaVersion": 2, "state": {"launching": "no"}}"#,
          "'navigation.launching' is a string, not a boolean"
        ),
        (
          #"{"schemaVersion": 3, "app": "Demo", "appVersion": "2.0", "facts": {}}"#,
          "'navigation' is missing"
        ),
      ]
      for (text, detail) in cases {
        #expect(throws: SavedStateError.malformed(detail), "\(text)") {
          try SavedState(decoding: Array(text.utf8))
        }
      }
      #expect(
        SavedStateError.malformed("'navigation' is missing").description
          == "is corrupt ('navigation' is missing)")
    }

    @Test func aCurrentDocumentWithABadFieldSaysWhere() throws {
      var text = GoldenDocuments.version3
      text = text.replacingOccurrences(of: #""style" : "sheet""#, with: #""style" : "bubble""#)
      #expect(throws: SavedStateError.self) { try SavedState(decoding: Array(text.utf8)) }
      do {
        _ = try SavedState(decoding: Array(text.utf8))
      } catch {
        #expect(
          error.description.hasPrefix("is corrupt ('navigation.modals[0].style' is not valid: "))
      }
      let noRoot = GoldenDocuments.version3.replacingOccurrences(
        of: #""root" : {"# + "\n" + #"          "screen" : "tab2Home""#, with: #""root" : {"#)
      #expect(throws: SavedStateError.malformed("'navigation.tabs[1].root.screen' is missing")) {
        try SavedState(decoding: Array(noRoot.utf8))
      }
    }
  }

}

extension Facts {
  /// These facts over `defaults`.
  func merging(_ defaults: Facts) -> Facts {
    var merged = defaults
    merged.merge(self)
    return merged
  }
}
