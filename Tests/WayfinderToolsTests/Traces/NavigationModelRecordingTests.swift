import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderTesting
import WayfinderUI
@testable import WayfinderTools
import WayfinderRecording

/// A SwiftUI app's model records its session from the launch on, and the recording replays.
@MainActor
@Suite struct NavigationModelRecordingTests {
  @Test func aModelRecordsItsSessionAndTheRecordingReplays() async throws {
    let clock = InteractionTestClock()
    let recorder = SessionRecorder(app: DemoFlow.app, clock: clock)
    let model = NavigationModel(program: DemoFlow.program(), clock: clock, recorder: recorder)
    let launch = try #require(model.launch)
    _ = await model.start().value
    try await launch.waitUntilIdle()
    for _ in 0..<13 {
      await clock.advance(by: .milliseconds(100))
      try await launch.waitUntilIdle()
    }
    #expect(await model.tap("Continue").value == nil)
    model.stack(.tab("tab1")).path = [.secondary1]
    #expect(await model.tap("Open item 42").value == nil)
    try await launch.waitUntilIdle()

    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let trace = try TraceReader.read(Array(recorder.text.utf8), path: "model.jsonl")
    var replay = try TraceReplay(trace, definition: definition)
    let session = try replay.playToEnd()
    #expect(session.state == (try RandomDemoSession.screenRoutes(model.navigator.state)))
    #expect(session.state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(42)]))
  }

  /// The model's relaunch is recorded as the cold launch it is, and replays as one.
  @Test func aRelaunchIsRecordedAndReplaysAsTheColdLaunchItWas() async throws {
    let clock = InteractionTestClock()
    let recorder = SessionRecorder(app: DemoFlow.app, clock: clock)
    let model = NavigationModel(program: DemoFlow.program(), clock: clock, recorder: recorder)
    let play: () async throws -> Void = {
      let launch = try #require(model.launch)
      try await launch.waitUntilIdle()
      for _ in 0..<13 {
        await clock.advance(by: .milliseconds(100))
        try await launch.waitUntilIdle()
      }
    }
    _ = await model.start().value
    try await play()
    #expect(await model.tap("Continue").value == nil)
    model.stack(.tab("tab1")).path = [.secondary1]
    #expect(await model.relaunch(from: DemoLaunchSource.widget.origin).value == nil)
    try await play()
    #expect(await model.launch?.promptBlock(of: DemoStep.review.id) == nil)
    #expect(await model.relaunch(from: .link("demo://item/7")).value == nil)
    try await play()
    #expect(!model.isLaunching)

    let definition = try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
    let text = recorder.text
    #expect(text.contains(#""event":"relaunch","from":"widget""#))
    let trace = try TraceReader.read(Array(text.utf8), path: "model.jsonl")
    var replay = try TraceReplay(trace, definition: definition)
    let session = try replay.playToEnd()
    #expect(session.state == (try RandomDemoSession.screenRoutes(model.navigator.state)))
    #expect(session.state.visibleRoute == ScreenRoute("item", arguments: ["id": .int(7)]))
    #expect(session.launch.launchSource == .link)
  }
}
