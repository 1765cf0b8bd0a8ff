import Foundation
import Testing
import Wayfinder
@testable import WayfinderTools

extension Persistence {
  /// `StateStore.load(for:app:)`: where a Swift app starts, by the core's resume rule — a
  /// passcode saved up asks again — or a fresh launch when there is nothing usable to resume.
  @Suite struct SwiftAppLoadTests {
    typealias F = PersistenceFixtures
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

    @Test func aPasscodeSavedUpOnHomeAsksAgain() throws {
      let folder = try TemporaryFolder()
      let session = try Self.lockedOnHome()
      #expect(session.state.modals.last?.id == "passcode", "the passcode is up when saved")
      let store = StateStore(path: folder.file("Demo.json"))
      try store.save(session.state, facts: session.facts, for: session.definition)

      let program = try DemoLikeApp.program()
      let (state, runsSequence, facts, notices) = store.load(for: program, app: "Demo")
      #expect(notices == [])
      #expect(runsSequence)
      #expect(state == (try DemoLikeApp.home(path: [.secondary1])), "home without the passcode")
      #expect(facts == session.facts)

      // Running the sequence, as the app does when told to, brings the passcode back.
      var simulation = LaunchSimulation<DemoLikeRoute>(facts: facts)
      var resumed = state
      _ = try simulation.run(program.launchSteps, in: &resumed)
      _ = simulation.advance(by: .seconds(5), in: &resumed)
      #expect(resumed.modals == [Self.passcode])
      #expect(resumed[tab: "tab1"]?.path == [.secondary1])

      // The same as the REPL's session resuming the same file, route for route.
      let restored = try #require(store.restore(for: session.definition).restored)
      var (again, _) = try AppSession.resume(
        session.definition, state: restored.state, facts: restored.facts)
      _ = again.settle()
      #expect(SavedNavigation(again.state) == SavedNavigation(resumed))
    }

    @Test func aPasscodeSavedUpMidLaunchStartsTheLaunchAgain() throws {
      let folder = try TemporaryFolder()
      var (session, _) = try AppSession.start(
        try F.demo(),
        facts: (["passcodeEnabled": .bool(true)] as Facts).merging(try F.demo().initialFacts))
      _ = session.settle()
      #expect(session.state.phase.isLaunching)
      #expect(session.state.modals.last?.id == "passcode")
      let store = StateStore(path: folder.file("Demo.json"))
      try store.save(session.state, facts: session.facts, for: session.definition)

      let program = try DemoLikeApp.program()
      let (state, runsSequence, facts, _) = store.load(for: program, app: "Demo")
      #expect(runsSequence)
      #expect(state == program.initialState)
      var simulation = LaunchSimulation<DemoLikeRoute>(facts: facts)
      var resumed = state
      _ = try simulation.run(program.launchSteps, in: &resumed)
      #expect(resumed.modals == [Self.passcode])
    }

    @Test func aStateSavedOnHomeComesBackAsItWasAndNothingRuns() throws {
      let folder = try TemporaryFolder()
      let store = StateStore(path: folder.file("Demo.json"))
      let saved = try DemoLikeApp.home(path: [.secondary1, .item(id: 7)])
      let program = try DemoLikeApp.program()
      try store.save(
        saved, facts: program.initialFacts, app: "Demo", appVersion: program.version)
      let (state, runsSequence, facts, notices) = store.load(for: program, app: "Demo")
      #expect(state == saved)
      #expect(!runsSequence)
      #expect(facts == program.initialFacts)
      #expect(notices == [])
    }

    @Test func noFileIsAFreshLaunch() throws {
      let folder = try TemporaryFolder()
      let program = try DemoLikeApp.program()
      let (state, runsSequence, facts, notices) = StateStore(path: folder.file("Demo.json"))
        .load(for: program, app: "Demo")
      #expect(state == program.initialState)
      #expect(runsSequence)
      #expect(facts == program.initialFacts)
      #expect(notices == [])
    }

    @Test func aDamagedFileIsKeptAsideAndTheAppLaunchesAfresh() throws {
      let folder = try TemporaryFolder()
      try folder.write("{\"schemaVersion\": 3, \"app\": \"Demo\"", to: "Demo.json")
      let program = try DemoLikeApp.program()
      let (state, runsSequence, _, notices) = StateStore(path: folder.file("Demo.json"))
        .load(for: program, app: "Demo")
      #expect(state == program.initialState)
      #expect(runsSequence)
      #expect(
        notices.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
          "State file 'Demo.json' is cut short: its JSON ends before it is complete; kept it as 'Demo.json.corrupt-1' and starting fresh."
        ])
      #expect(try folder.names() == ["Demo.json.corrupt-1"])
    }

    @Test func anotherAppsStateIsNotRestored() throws {
      let folder = try TemporaryFolder()
      let program = try DemoLikeApp.program()
      let store = StateStore(path: folder.file("Demo.json"))
      try store.save(
        try DemoLikeApp.home(path: [.tertiary]), facts: [:], app: "Shop",
        appVersion: AppVersion([1, 0]))
      let (state, _, _, notices) = store.load(for: program, app: "Demo")
      #expect(state == program.initialState)
      #expect(
        notices.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
          "State file 'Demo.json' holds the state of app 'Shop', not 'Demo'; kept it as 'Demo.json.other-app-1' and starting fresh."
        ])
    }

    @Test func eachStageOfATypedSaveLeavesAWholeState() throws {
      let folder = try TemporaryFolder()
      let path = folder.file("Demo.json")
      let store = StateStore(path: path)
      try store.save(
        try DemoLikeApp.home(path: [.secondary1]), facts: [:], app: "Demo",
        appVersion: AppVersion([2, 0]))
      let previous = try #require(FileManager.default.contents(atPath: path))
      let next = SavedState(
        state: try DemoLikeApp.home(path: [.secondary1, .item(id: 2)]), facts: [:], app: "Demo",
        appVersion: AppVersion([2, 0]))
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
