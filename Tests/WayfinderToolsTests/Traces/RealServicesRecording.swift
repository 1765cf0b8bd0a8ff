import Testing
import Wayfinder
import WayfinderFixtures
import WayfinderTesting
import WayfinderUI
import WayfinderFlowFiles
@testable import WayfinderTools
import WayfinderRecording

/// An app as a SwiftUI host runs it on real services, on a test clock, recorded from its
/// launch: its background steps do real work (they sleep on the launch clock for as long as
/// the service takes, then return what it said), and the host confirms presentations and
/// dismissals when `waitsForHandshakes` is on.
@MainActor
final class RealServicesRecording<Route: FlowRoute> {
  let clock = InteractionTestClock()
  let recorder: SessionRecorder
  let model: NavigationModel<Route>
  private let launch: InteractionCoordinator<Route>
  /// The time on the test clock.
  private(set) var now = Duration.zero

  /// Creates the app `program` with `work` in place of its steps' declared durations: each
  /// step's work lasts as long as the service takes, then returns its facts.
  init(
    app: String, program: FlowProgram<Route>, facts: Facts? = nil,
    work: [StepID: (lasting: Duration, returns: Facts)], waitsForHandshakes: Bool
  ) throws {
    var program = program
    program.launchSteps = program.launchSteps.map { step in
      guard let service = work[step.id] else { return step }
      return step.hooked(work: { context in
        try await context.sleep(untilElapsed: service.lasting)
        return service.returns
      })
    }
    recorder = SessionRecorder(app: app, clock: clock)
    model = NavigationModel(
      program: program, facts: facts, clock: clock, waitsForHandshakes: waitsForHandshakes,
      recorder: recorder)
    launch = try #require(model.launch)
  }

  /// Starts the launch.
  func start() async throws {
    _ = await model.start().value
    try await launch.waitUntilIdle()
  }

  /// Lets time pass up to `milliseconds` since the start, 50 ms at a time so that work and
  /// splashes end at their own times.
  func at(_ milliseconds: Int) async throws {
    while now < .milliseconds(milliseconds) {
      await clock.advance(by: .milliseconds(50))
      now += .milliseconds(50)
      try await launch.waitUntilIdle()
    }
  }

  /// The recording so far.
  func text() async throws -> String {
    try await launch.waitUntilIdle()
    await recorder.flush()
    return recorder.text
  }
}

/// The demo app on real services, kept as `Tests/Corpus/replay/demo-real-services.jsonl` for
/// the command-line tests: `fetchConfig` returns after 350 ms (the flow declares 800 ms) with
/// what the server said, and the host confirms every presentation and dismissal. The launch
/// asks for the passcode first; the config has arrived before the user unlocks, so what's new
/// presents as soon as the passcode's dismissal ends — before the declared 800 ms are over.
@MainActor
enum DemoOnRealServices {
  static let fixture = "Tests/Corpus/replay/demo-real-services.jsonl"

  /// The recording's text, made by the app.
  static func record() async throws -> String {
    var facts = DemoFlow.program().initialFacts
    facts["passcodeEnabled"] = .bool(true)
    let app = try RealServicesRecording(
      app: DemoFlow.app, program: DemoFlow.program(), facts: facts,
      work: ["fetchConfig": (.milliseconds(350), ["updateRequired": .bool(false)])],
      waitsForHandshakes: true)
    let model = app.model
    try await app.start()
    try await app.at(300)
    _ = await model.presentationFinished("passcode").value
    try await app.at(1_000)
    #expect(await model.tap("Unlock").value == nil)
    try await app.at(1_200)
    _ = await model.dismissalFinished().value
    try await app.at(1_500)
    _ = await model.presentationFinished("whatsNew").value
    try await app.at(2_000)
    #expect(await model.tap("Continue").value == nil)
    try await app.at(2_300)
    _ = await model.dismissalFinished().value
    try await app.at(3_000)
    #expect(await model.tap("Go to Secondary 1").value == nil)
    return try await app.text()
  }
}
