import Testing
import Wayfinder
import SavedStateFixtures
@testable import WayfinderFlowFiles
@testable import WayfinderPersistence
@testable import WayfinderTools

extension Persistence {
  /// A deep link held behind the launch or an interaction is part of the state: saved,
  /// restored, and landed when what held it ends in the next session.
  @Suite struct HeldDeepLinkTests {
    typealias F = PersistenceFixtures
    static let item7 = [ScreenRoute("secondary1"), F.route("item", ["id": .int(7)])]

    /// The demo at home, its passcode put up by a foreground, and a link opened behind it.
    func lockedWithALink(_ demo: FlowDefinition) throws -> AppSession {
      var (session, _) = try AppSession.start(demo)
      _ = session.settle()
      _ = try session.perform(.tap(.label("Continue")), settling: true)
      _ = try session.perform(.set(fact: "passcodeEnabled", value: "true"), settling: false)
      _ = try session.perform(.background, settling: false)
      _ = try session.perform(.foreground, settling: true)
      _ = try session.perform(.open("demo://item/7"), settling: true)
      #expect(session.state.visibleRoute?.screen == "passcode")
      #expect(session.state.pendingDeepLink?.url == "demo://item/7")
      return session
    }

    /// Saves `session` to a state file and resumes a new session from it, as a relaunched
    /// REPL does; restoring must have nothing to say.
    func saveAndResume(
      _ session: AppSession, facts: Facts? = nil, in folder: TemporaryFolder
    ) throws -> AppSession {
      let store = StateStore(path: folder.file("state.json"))
      try store.save(
        SavedLife(navigation: session.state, facts: facts ?? session.facts), for: session.definition
      )
      let restoration = store.restore(for: session.definition)
      #expect(restoration.notices == [])
      let restored = try #require(restoration.restored)
      #expect(restored.state.invariantViolations() == [])
      var (resumed, _) = try AppSession.resume(
        session.definition, state: restored.state, facts: restored.facts)
      _ = resumed.settle()
      return resumed
    }

    @Test func aLinkHeldByThePasscodeLandsWhenTheRestoredPasscodeIsUnlocked() throws {
      let folder = try TemporaryFolder()
      var resumed = try saveAndResume(lockedWithALink(try F.demo()), in: folder)
      #expect(resumed.state.visibleRoute?.screen == "passcode")
      #expect(resumed.launch.status(of: "passcode") == .running)
      #expect(resumed.state.pendingDeepLink?.url == "demo://item/7")
      #expect(resumed.state[tab: "tab1"]?.path == [])
      _ = try resumed.perform(.tap(.label("Unlock")), settling: true)
      #expect(resumed.state.modals.isEmpty)
      #expect(resumed.state.pendingDeepLink == nil)
      #expect(resumed.state[tab: "tab1"]?.path == Self.item7)
    }

    @Test func aRestoredPasscodeCannotBeDismissed() throws {
      let folder = try TemporaryFolder()
      var resumed = try saveAndResume(lockedWithALink(try F.demo()), in: folder)
      #expect(
        throws: SessionError.navigation(.interactionRequired(step: "passcode", action: "dismiss"))
      ) {
        try resumed.perform(.dismiss, settling: false)
      }
      #expect(resumed.state.visibleRoute?.screen == "passcode")
    }

    @Test func aLinkHeldByAPasscodeNoLongerAskedForLandsOnResume() throws {
      let folder = try TemporaryFolder()
      let locked = try lockedWithALink(try F.demo())
      // Saved with the passcode turned off: the sequence run again asks for nothing.
      var facts = locked.facts
      facts["passcodeEnabled"] = .bool(false)
      let resumed = try saveAndResume(locked, facts: facts, in: folder)
      #expect(resumed.state.modals.isEmpty)
      #expect(resumed.state.pendingDeepLink == nil)
      #expect(resumed.state[tab: "tab1"]?.path == Self.item7)
    }

    @Test func aLinkHeldDuringTheLaunchLandsWhenTheRestartedLaunchEnds() throws {
      let folder = try TemporaryFolder()
      var (session, _) = try AppSession.start(try F.demo())
      _ = session.settle()
      _ = try session.perform(.open("demo://item/7"), settling: true)
      #expect(session.state.phase.isLaunching)
      #expect(session.state.visibleRoute?.screen == "whatsNew")
      var resumed = try saveAndResume(session, in: folder)
      #expect(resumed.state.phase.isLaunching)
      #expect(resumed.state.visibleRoute?.screen == "whatsNew")
      #expect(resumed.state.pendingDeepLink?.url == "demo://item/7")
      _ = try resumed.perform(.tap(.label("Continue")), settling: true)
      #expect(!resumed.state.phase.isLaunching)
      #expect(resumed.state.pendingDeepLink == nil)
      #expect(resumed.state[tab: "tab1"]?.path == Self.item7)
    }
  }
}
