import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderTesting
import WayfinderUI
@testable import WayfinderTools

/// The demo app as a SwiftUI host runs it on real services, recorded: `fetchConfig` is real
/// work that returns after 350 ms (the flow declares 800 ms) with what the server said, and
/// the host confirms every presentation and dismissal (`waitsForHandshakes`). The launch asks
/// for the passcode first; the config has arrived before the user unlocks, so what's new
/// presents as soon as the passcode's dismissal ends — before the declared 800 ms are over.
///
/// `Tests/Corpus/replay/demo-real-services.jsonl` is this recording, kept for the command-line
/// tests; `RealServicesReplayTests` checks that it is what the app writes.
@MainActor
enum RealServicesRecording {
  static let fixture = "Tests/Corpus/replay/demo-real-services.jsonl"

  /// The recording's text, made by the app on a test clock.
  static func record() async throws -> String {
    let clock = LaunchTestClock()
    let recorder = SessionRecorder(app: DemoFlow.app, clock: clock)
    let work: DemoLaunchHooks.Work = { context in
      try await context.sleep(untilElapsed: .milliseconds(350))
      return ["updateRequired": .bool(false)]
    }
    var facts = DemoFlow.program().initialFacts
    facts["passcodeEnabled"] = .bool(true)
    let model = NavigationModel(
      program: DemoFlow.program(hooks: DemoLaunchHooks(work: [.fetchConfig: work])),
      facts: facts, clock: clock, waitsForHandshakes: true, recorder: recorder)
    let launch = try #require(model.launch)
    var now = Duration.zero
    func at(_ milliseconds: Int) async throws {
      let time = Duration.milliseconds(milliseconds)
      while now < time {
        // A step at a time, so work and splashes end at their own times.
        await clock.advance(by: .milliseconds(50))
        now += .milliseconds(50)
        try await launch.waitUntilIdle()
      }
    }
    _ = await model.start().value
    try await launch.waitUntilIdle()
    try await at(300)
    _ = await model.presentationFinished("passcode").value
    try await at(1_000)
    #expect(await model.tap("Unlock").value == nil)
    try await at(1_200)
    _ = await model.dismissalFinished().value
    try await at(1_500)
    _ = await model.presentationFinished("whatsNew").value
    try await at(2_000)
    #expect(await model.tap("Continue").value == nil)
    try await at(2_300)
    _ = await model.dismissalFinished().value
    try await at(3_000)
    #expect(await model.tap("Go to Secondary 1").value == nil)
    try await launch.waitUntilIdle()
    await recorder.flush()
    return recorder.text
  }
}
