import Testing
import Wayfinder
import WayfinderTesting
import WayfinderRecording

/// A launch coordinator over a recording navigator records its requests as inputs — the
/// launch with its facts, actions as taps, finishes, cancels, facts, background and foreground
/// — each before what it did, and its events as they happen.
@Suite struct CoordinatorRecordingTests {
  @Test func requestsActionsAndEventsAreRecordedInOrder() async throws {
    let program = ActionApp.program
    let clock = InteractionTestClock()
    let recorder = SessionRecorder(
      app: "Actions", redacting: TraceRedaction(facts: ["maintenance"]), clock: clock)
    let navigator = Navigator(program.initialState, rules: program.rules)
    navigator.startRecording(recorder)
    let launch = InteractionCoordinator(
      navigator: navigator, facts: program.initialFacts, clock: clock)
    try await launch.run(program.launchSteps)
    try await launch.waitUntilIdle()
    await clock.advance(by: .milliseconds(250))
    try await launch.perform(try ActionApp.action("Accept", on: "terms"), of: program)
    await #expect(throws: ActionRefusal.self) {
      try await launch.perform(try ActionApp.action("Premium", on: "terms"), of: program)
    }
    await launch.enterBackground()
    try await launch.enterForeground(of: program)
    try await launch.finish("whatsNew")
    await #expect(throws: StepRequestError.self) { try await launch.cancel("nope") }
    await launch.setFacts(["maintenance": .bool(false)])
    try await launch.enqueue(ActionApp.interactionSteps.filter { $0.id == "notifications" })
    await launch.presentationFinished("notifications")
    try await launch.waitUntilIdle()
    #expect(
      recorder.lines == [
        #"{"trace":"wayfinder","version":4,"app":"Actions","clock":"real","limit":10000,"#
          + #""redacted":{"facts":["maintenance"]}}"#,
        #"{"t":0,"event":"launch","facts":{"maintenance":{"redacted":true},"#
          + #""notificationsAllowed":false,"termsAccepted":false,"whatsNewSeen":false},"#
          + #""steps":["terms","whatsNew"]}"#,
        #"{"t":0,"event":"transition","command":"present step 'terms'","screen":"terms"}"#,
        #"{"t":0,"event":"step.start","step":"terms"}"#,
        #"{"t":0,"event":"transition","command":"hold deep links","screen":"terms"}"#,
        #"{"t":0.25,"event":"tap","screen":"terms","label":"Accept"}"#,
        #"{"t":0.25,"event":"transition","command":"end step 'terms'"}"#,
        #"{"t":0.25,"event":"transition","command":"present step 'whatsNew'","screen":"whatsNew"}"#,
        #"{"t":0.25,"event":"step.finish","step":"terms"}"#,
        #"{"t":0.25,"event":"step.start","step":"whatsNew"}"#,
        #"{"t":0.25,"event":"tap","screen":"whatsNew","label":"Premium","#
          + #""refused":"'Premium' is unavailable: it needs premium."}"#,
        #"{"t":0.25,"event":"background"}"#,
        #"{"t":0.25,"event":"foreground"}"#,
        #"{"t":0.25,"event":"finish","step":"whatsNew"}"#,
        #"{"t":0.25,"event":"transition","command":"end step 'whatsNew'"}"#,
        #"{"t":0.25,"event":"step.finish","step":"whatsNew"}"#,
        // Answered before the app left, the terms are asked again, and skipped: accepted.
        #"{"t":0.25,"event":"step.skip","step":"terms","reason":"condition"}"#,
        #"{"t":0.25,"event":"transition","command":"release deep links"}"#,
        #"{"t":0.25,"event":"transition","command":"finish the launch","screen":"feed"}"#,
        #"{"t":0.25,"event":"launch.finish"}"#,
        #"{"t":0.25,"event":"cancel","step":"nope","refused":"Unknown step 'nope'. Steps: terms, whatsNew."}"#,
        #"{"t":0.25,"event":"set","facts":{"maintenance":{"redacted":true}}}"#,
        #"{"t":0.25,"event":"run","steps":["notifications"]}"#,
        #"{"t":0.25,"event":"transition","command":"present step 'notifications'","screen":"notifications"}"#,
        #"{"t":0.25,"event":"step.start","step":"notifications"}"#,
        #"{"t":0.25,"event":"transition","command":"hold deep links","screen":"notifications"}"#,
        #"{"t":0.25,"event":"presentationFinished","modal":"notifications"}"#,
      ])
  }
}
