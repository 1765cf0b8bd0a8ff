import DemoApp
import Foundation
import Testing
import Wayfinder
import WayfinderPersistence
import WayfinderTesting

/// The demo saves its life and cold-launches from it with the generated API, the runtime's
/// rule and `WayfinderPersistence` only.
@Suite("Demo saved and cold-launched")
struct SaveRestoreTests {
  func store() -> (StateStore, URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-state-\(UUID().uuidString)")
    return (StateStore(path: folder.appendingPathComponent("state.json").path), folder)
  }

  /// Plays the launch on the test clock until it ends or waits for someone: waits until only
  /// time can move it, then moves it.
  func playLaunch(of app: DemoApp, on clock: InteractionTestClock) async throws {
    for _ in 0..<100 where app.state.phase.isLaunching {
      try await app.launch.waitUntilIdle()
      guard await app.launch.presentedStep == nil else { return }
      if app.state.phase.isLaunching { await clock.advance(by: .milliseconds(100)) }
    }
  }

  @Test("a cold launch runs the launch again and keeps the facts; restore: home starts at home")
  func coldLaunchStartsAtHome() async throws {
    let (store, folder) = store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = InteractionTestClock()
    var facts = DemoFlow.initialFacts
    facts[.lastSeenVersion] = .version(DemoFlow.version)
    let app = DemoApp(facts: facts, clock: clock)
    try await app.start()
    try await playLaunch(of: app, on: clock)
    #expect(await app.launch.waitUntilFinished() == .finished)
    try await app.tap(.primaryGoToSecondary1)
    try await app.tap(.secondary1OpenItem42)
    try await app.save(to: store)

    let nextClock = InteractionTestClock()
    let (next, notices) = try await DemoApp.coldLaunch(from: store, clock: nextClock)
    #expect(notices.isEmpty)
    #expect(next.state.phase.isLaunching, "the launch runs on every cold launch")
    try await playLaunch(of: next, on: nextClock)
    #expect(await next.launch.waitUntilFinished() == .finished)
    #expect(next.screen?.title == "Primary View")
    #expect(await next.launch.facts[.lastSeenVersion] == .version(DemoFlow.version))
    #expect(await next.launch.presentedStep == nil, "what's new was seen: it stays away")
  }

  @Test("the passcode asks again after a cold launch from a save on home")
  func passcodeAsksAgain() async throws {
    let (store, folder) = store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = InteractionTestClock()
    var facts = DemoFlow.initialFacts
    facts[.lastSeenVersion] = .version(DemoFlow.version)
    facts[.passcodeEnabled] = .bool(true)
    let app = DemoApp(facts: facts, clock: clock)
    try await app.start()
    try await playLaunch(of: app, on: clock)
    #expect(await app.launch.presentedStep == DemoStep.passcode.id)
    try await app.tap(.passcodeUnlock)
    try await playLaunch(of: app, on: clock)
    #expect(await app.launch.waitUntilFinished() == .finished)
    try await app.save(to: store)

    let nextClock = InteractionTestClock()
    let (next, _) = try await DemoApp.coldLaunch(from: store, clock: nextClock)
    try await playLaunch(of: next, on: nextClock)
    #expect(await next.launch.presentedStep == DemoStep.passcode.id)
    await next.launch.cancelAll()
  }

  @Test("no file is a fresh launch, and a launch saved half played plays again")
  func aLaunchHalfPlayedStartsAgain() async throws {
    let (store, folder) = store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (fresh, notices) = try await DemoApp.coldLaunch(from: store, clock: InteractionTestClock())
    #expect(notices.isEmpty)
    #expect(fresh.state.phase.isLaunching)
    #expect(fresh.state.home == DemoFlow.program(holdingEdgesToFlow: true).initialState.home)
    #expect(await fresh.launch.status(of: DemoStep.splash.id) == .running)
    await fresh.launch.cancelAll()

    let app = DemoApp(clock: InteractionTestClock())
    try await app.start()
    try await app.save(to: store)
    let (next, _) = try await DemoApp.coldLaunch(from: store, clock: InteractionTestClock())
    #expect(next.state.phase.isLaunching)
    #expect(await next.launch.status(of: DemoStep.splash.id) == .running)
    await app.launch.cancelAll()
    await next.launch.cancelAll()
  }
}
