import Foundation
import SavedStateFixtures
import Testing
import Wayfinder
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// `StateStore.load(for:app:)` and a cold launch of a Swift app from what it loads: the file
  /// the REPL's session wrote comes back as the typed app's life, and its cold launch is the
  /// REPL's `relaunch`, route for route — the passcode asks again.
  @Suite struct SwiftAppLoadTests {
    typealias F = PersistenceFixtures
    typealias Life = AppLife<DemoLikeRoute>
    static let passcode = Modal.step(
      "passcode", screen: DemoLikeRoute.passcode, style: .fullScreen, role: .required)

    /// The demo's session with the passcode on, past its launch on Secondary 1, then sent to
    /// the background and back: the passcode is up over home.
    static func lockedOnHome() throws -> AppSession {
      var (session, _) = try AppSession.start(
        try F.demo(),
        facts: (["passcodeEnabled": .bool(true)] as Facts).merging(try F.demo().initialFacts))
      _ = session.settle()
      _ = try session.perform(.tap(.label("Unlock")), settling: true)
      _ = try session.perform(.tap(.label("Continue")), settling: true)
      _ = try session.perform(.tap(.label("Go to Secondary 1")), settling: true)
      _ = try session.perform(.background, settling: true)
      _ = try session.perform(.foreground, settling: true)
      return session
    }

    @Test func aSessionsFileColdLaunchesTheTypedAppAsTheReplRelaunches() throws {
      let folder = try TemporaryFolder()
      let session = try Self.lockedOnHome()
      #expect(session.state.modals.last?.id == "passcode", "the passcode is up when saved")
      let store = StateStore(path: folder.file("Demo.json"))
      try store.save(session)

      let program = try DemoLikeApp.program()
      let loaded = store.load(for: program, app: "Demo")
      #expect(loaded.notices == [])
      let saved = try #require(loaded.saved)
      #expect(saved.facts == session.facts)
      // Written as seconds in a JSON number: the same time to well under a microsecond.
      let drift = saved.promptTime - session.promptTime
      #expect(drift < .microseconds(1) && drift > .microseconds(-1))
      #expect(SavedNavigation(saved.navigation) == SavedNavigation(session.state))

      var (life, _) = try Life.coldLaunch(program, restoring: saved)
      _ = life.settle()
      #expect(life.state.modals == [Self.passcode], "the passcode asks again")

      // The REPL's relaunch of the same session, the same cold launch.
      var relaunched = session
      _ = try relaunched.perform(.relaunch(from: .icon), settling: true)
      #expect(SavedNavigation(relaunched.state) == SavedNavigation(life.state))
    }

    @Test func aPasscodeSavedUpMidLaunchAsksAgain() throws {
      let folder = try TemporaryFolder()
      var (session, _) = try AppSession.start(
        try F.demo(),
        facts: (["passcodeEnabled": .bool(true)] as Facts).merging(try F.demo().initialFacts))
      _ = session.settle()
      #expect(session.state.phase.isLaunching)
      #expect(session.state.modals.last?.id == "passcode")
      let store = StateStore(path: folder.file("Demo.json"))
      try store.save(session)

      let program = try DemoLikeApp.program()
      let loaded = store.load(for: program, app: "Demo")
      var (life, _) = try Life.coldLaunch(program, restoring: loaded.saved)
      #expect(life.state.phase.isLaunching)
      _ = life.settle()
      #expect(life.state.modals == [Self.passcode])
    }

    @Test func aTypedLifeComesBackWhole() throws {
      let folder = try TemporaryFolder()
      let store = StateStore(path: folder.file("Demo.json"))
      let program = try DemoLikeApp.program()
      let saved = SavedLife(
        navigation: try DemoLikeApp.home(path: [.secondary1, .item(id: 7)]),
        facts: program.initialFacts, promptHistory: PromptHistory(["review": [.seconds(30)]]),
        promptTime: .seconds(90), leftAt: .seconds(60), pendingSteps: ["notifications"])
      try store.save(saved, app: "Demo", appVersion: program.version)
      let loaded = store.load(for: program, app: "Demo")
      #expect(loaded.saved == saved)
      #expect(loaded.notices == [])
    }

    @Test func noFileIsAFreshLaunch() throws {
      let folder = try TemporaryFolder()
      let program = try DemoLikeApp.program()
      let loaded = StateStore(path: folder.file("Demo.json")).load(for: program, app: "Demo")
      #expect(loaded == LoadedLife(saved: nil, notices: []))
      let (life, _) = try Life.coldLaunch(program, restoring: loaded.saved)
      let (fresh, _) = try Life.coldLaunch(program)
      #expect(life.state == fresh.state)
      #expect(life.facts == program.initialFacts)
    }

    @Test func aDamagedFileIsKeptAsideAndTheAppLaunchesAfresh() throws {
      let folder = try TemporaryFolder()
      try folder.write("{\"schemaVersion\": 3, \"app\": \"Demo\"", to: "Demo.json")
      let program = try DemoLikeApp.program()
      let loaded = StateStore(path: folder.file("Demo.json")).load(for: program, app: "Demo")
      #expect(loaded.saved == nil)
      #expect(
        loaded.notices.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
          "State file 'Demo.json' is cut short: its JSON ends before it is complete; kept it as 'Demo.json.corrupt-1' and starting fresh."
        ])
      #expect(try folder.names() == ["Demo.json.corrupt-1"])
    }

    @Test func anotherAppsStateIsNotRestored() throws {
      let folder = try TemporaryFolder()
      let program = try DemoLikeApp.program()
      let store = StateStore(path: folder.file("Demo.json"))
      try store.save(
        SavedLife(navigation: try DemoLikeApp.home(path: [.tertiary]), facts: [:]), app: "Shop",
        appVersion: AppVersion([1, 0]))
      let loaded = store.load(for: program, app: "Demo")
      #expect(loaded.saved == nil)
      #expect(
        loaded.notices.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
          "State file 'Demo.json' holds the state of app 'Shop', not 'Demo'; kept it as 'Demo.json.other-app-1' and starting fresh."
        ])
    }

    @Test func eachStageOfATypedSaveLeavesAWholeState() throws {
      let folder = try TemporaryFolder()
      let path = folder.file("Demo.json")
      let store = StateStore(path: path)
      try store.save(
        SavedLife(navigation: try DemoLikeApp.home(path: [.secondary1]), facts: [:]), app: "Demo",
        appVersion: AppVersion([2, 0]))
      let previous = try #require(FileManager.default.contents(atPath: path))
      let next = SavedState(
        SavedLife(navigation: try DemoLikeApp.home(path: [.secondary1, .item(id: 2)]), facts: [:]),
        app: "Demo", appVersion: AppVersion([2, 0]))
      let nextBytes = Data(try next.encoded())
      var stages: [StateFile.SaveStage] = []
      try store.save(next) { stage in
        stages.append(stage)
        let onDisk = FileManager.default.contents(atPath: path)
        #expect(onDisk == (stage == .replaced ? nextBytes : previous))
      }
      #expect(stages == StateFile.SaveStage.allCases)
      #expect(try folder.names() == ["Demo.json"])
    }
  }
}
