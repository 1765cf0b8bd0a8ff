import Foundation
import Testing
import Wayfinder
import SavedStateFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// One file format for every app: what the REPL's session saves for the demo's flow files
  /// reads back as a typed state of a Swift app's own routes, and the other way round, byte for
  /// byte.
  @Suite struct SwiftAppRoundTripTests {
    typealias F = PersistenceFixtures

    /// The demo's session past its launch, deep in tab 1, on tab 2 with the details sheet up.
    static func session() throws -> AppSession {
      var (session, _) = try AppSession.start(try F.demo())
      _ = session.settle()
      _ = try session.perform(.tap(.label("Continue")), settling: true)
      _ = try session.perform(.tap(.label("Go to Secondary 1")), settling: true)
      _ = try session.perform(.tap(.label("Open item 42")), settling: true)
      _ = try session.perform(.selectTab("tab2"), settling: true)
      _ = try session.perform(.tap(.label("Show details")), settling: true)
      return session
    }

    /// The same place on typed routes.
    static func typed() throws -> NavigationState<DemoLikeRoute> {
      var state = try DemoLikeApp.home(path: [.secondary1, .item(id: 42)])
      try state.apply(.selectTab("tab2"))
      try state.apply(.present(.screen(.details, id: "details")))
      return state
    }

    @Test func aStateTheSessionSavedRestoresAsTypedRoutes() throws {
      let folder = try TemporaryFolder()
      let session = try Self.session()
      let store = StateStore(path: folder.file("Demo.json"))
      try store.save(
        SavedLife(navigation: session.state, facts: session.facts), for: session.definition)

      let restoration = store.restore(for: try DemoLikeApp.program(), app: DemoLikeApp.name)
      let restored = try #require(restoration.restored)
      #expect(restored.state == (try Self.typed()))
      #expect(restored.facts == session.facts)
      #expect(restoration.notices == [])
      #expect(restored.state.invariantViolations() == [])
    }

    @Test func aTypedStateIsSavedInTheSessionsBytes() throws {
      let folder = try TemporaryFolder()
      let session = try Self.session()
      let typed = StateStore(path: folder.file("typed.json"))
      let flows = StateStore(path: folder.file("flows.json"))
      try typed.save(
        SavedLife(navigation: try Self.typed(), facts: session.facts), app: DemoLikeApp.name,
        appVersion: session.definition.version)
      try flows.save(
        SavedLife(navigation: session.state, facts: session.facts), for: session.definition)
      #expect(try folder.read("typed.json") == (try folder.read("flows.json")))

      // The REPL's own restore reads the Swift app's file as its own.
      let restored = try #require(flows.restore(for: session.definition).restored)
      let resumed = try #require(typed.restore(for: session.definition).restored)
      #expect(resumed.state == restored.state)
      #expect(resumed.state == session.state)
      #expect(resumed.facts == session.facts)
    }

    @Test func theCurrentGoldenDocumentIsWrittenFromTypedRoutes() throws {
      let facts: Facts = [
        "contactInfoConfirmed": .bool(true), "lastSeenVersion": .version(AppVersion([2, 0])),
      ]
      let bytes = try SavedState(
        SavedLife(navigation: try Self.typed(), facts: facts), app: "Demo",
        appVersion: AppVersion([2, 0])
      ).encoded()
      #expect(String(decoding: bytes, as: UTF8.self) == GoldenDocuments.version3)
      let restored = try SavedState(decoding: bytes).restore(for: try DemoLikeApp.program())
      #expect(restored.state == (try Self.typed()))
      #expect(restored.warnings == [])
    }

    @Test func aVersion1DocumentMigratesToTypedRoutes() throws {
      let saved = try SavedState(decoding: Array(GoldenDocuments.version1.utf8))
      let restored = saved.restore(for: try DemoLikeApp.program())
      #expect(restored.schemaVersion == 1)
      #expect(restored.state == (try DemoLikeApp.home(path: [.secondary1, .tertiary])))
      #expect(restored.facts["passcodeEnabled"] == .bool(true))
      #expect(
        restored.facts["lastSeenVersion"] == .version(AppVersion([1, 0])),
        "a string read as a version")
      // A program cannot tell a fact it no longer has from one a step sets: it is kept.
      #expect(restored.facts["launchCount"] == .int(7))
      #expect(
        F.lines(restored.warnings) == [
          "Restored state: fact 'brightness' was saved as 0.5, which no fact type holds; it is dropped."
        ])
    }

    @Test func aVersion2DocumentMigratesToTypedRoutes() throws {
      let saved = try SavedState(decoding: Array(GoldenDocuments.version2.utf8))
      let restored = saved.restore(for: try DemoLikeApp.program())
      #expect(restored.schemaVersion == 2)
      #expect(restored.savedAppVersion == "2.1")
      #expect(restored.state == (try DemoLikeApp.home(path: [.secondary1, .item(id: 42)])))
      #expect(restored.facts["configLoaded"] == .bool(true))
      #expect(restored.warnings == [])
    }
  }
}
