import DemoApp
import Foundation
import Testing
import Wayfinder
import WayfinderTools
import WayfinderTesting

/// The demo saves and restores itself with the generated API and the runtime's rule only.
@Suite("Demo saved and restored")
struct SaveRestoreTests {
  func store() -> (StateStore, URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-state-\(UUID().uuidString)")
    return (StateStore(path: folder.appendingPathComponent("state.json").path), folder)
  }

  @Test("a state saved on home comes back as it was, and nothing runs")
  func homeComesBack() async throws {
    let (store, folder) = store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = LaunchTestClock()
    var facts = DemoFlow.initialFacts
    facts[.lastSeenVersion] = .version(DemoFlow.version)
    let app = DemoApp(facts: facts, clock: clock)
    try await app.start()
    // The launch plays on the test clock: wait until only time can move it, then move it.
    for _ in 0..<100 where app.state.phase.isLaunching {
      try await app.launch.waitUntilIdle()
      if app.state.phase.isLaunching { await clock.advance(by: .milliseconds(100)) }
    }
    #expect(await app.launch.waitUntilFinished() == .finished)
    try await app.tap(.primaryGoToSecondary1)
    try await app.tap(.secondary1OpenItem42)
    try await app.save(to: store)

    let (restored, notices) = try await DemoApp.restore(from: store, clock: LaunchTestClock())
    #expect(notices.isEmpty)
    #expect(restored.state == app.state)
    #expect(restored.screen?.title == "Item 42")
    #expect(await restored.launch.facts[.lastSeenVersion] == .version(DemoFlow.version))
    #expect(await restored.launch.presentedStep == nil)
  }

  @Test("a state saved mid-launch launches again, and no file is a fresh launch")
  func aLaunchHalfPlayedStartsAgain() async throws {
    let (store, folder) = store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (fresh, _) = try await DemoApp.restore(from: store, clock: LaunchTestClock())
    #expect(fresh.state.phase.isLaunching)

    let app = DemoApp(clock: LaunchTestClock())
    try await app.start()
    try await app.save(to: store)
    let clock = LaunchTestClock()
    let (restored, notices) = try await DemoApp.restore(from: store, clock: clock)
    #expect(notices.isEmpty)
    #expect(restored.state.phase.isLaunching)
    #expect(await restored.launch.status(of: DemoStep.splash.id) == .running)
  }
}
