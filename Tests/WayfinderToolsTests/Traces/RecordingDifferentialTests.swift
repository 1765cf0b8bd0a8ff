import Foundation
import Testing
import Wayfinder
import WayfinderFixtures
@testable import WayfinderFlowFiles
import WayfinderTesting
@testable import WayfinderTools
import WayfinderRecording

/// Random sessions of the demo app driven through its generated, typed API — the navigator
/// and the launch coordinator on a test clock, as an app runs them — recorded, then replayed
/// by the tools against `Flows/demo`: the replay must agree with the recording at every entry
/// and end in the identical state and facts.
@Suite("Recorded sessions replay to the same state")
struct RecordingDifferentialTests {
  static let definition = Result {
    try #require(FlowLoader.load(path: Fixtures.path("Flows/demo")).definition)
  }

  /// 200 sessions (40 in `swift test`; see ``PropertyRuns``).
  @Test func randomSessionsReplayToTheSameState() async throws {
    let definition = try Self.definition.get()
    let sessions = PropertyRuns.count(full: 200, sample: 40)
    var entries = 0
    for seed in UInt64(1)...UInt64(sessions) {
      let session = try await RandomDemoSession.run(seed: seed, moves: 60)
      entries += session.recorder.entries.count
      let trace = try TraceReader.read(
        Array(session.recorder.text.utf8), path: "seed-\(seed).jsonl")
      #expect(trace.records.map(\.entry) == session.recorder.entries, "seed \(seed): read back")
      var replay = try TraceReplay(trace, definition: definition)
      // The typed API pushes and presents anywhere, not only where the flow declares an
      // action: what is compared here is the state reached.
      replay.checksDeclaredEdges = false
      let replayed: AppSession
      do {
        replayed = try replay.playToEnd()
      } catch {
        Issue.record("seed \(seed): \(error)\n\(session.recorder.text)")
        continue
      }
      #expect(
        try RandomDemoSession.screenRoutes(session.state) == replayed.state,
        "seed \(seed): the replay ends elsewhere")
      #expect(session.facts == replayed.facts, "seed \(seed): the facts differ")
    }
    #expect(entries > sessions * 60, "every session recorded its moves and what followed")
  }

  /// The REPL's commands on virtual time, traced as `--trace` traces them, replay too.
  @Test func randomSessionCommandsOnVirtualTimeReplayToTheSameState() throws {
    let definition = try Self.definition.get()
    let commands: [SessionCommand] = [
      .tap(.number(1)), .tap(.number(2)), .tap(.number(3)), .tap(.label("Continue")), .back,
      .root, .selectTab("1"), .selectTab("tab2"), .selectTab("9"), .open("demo://item/7"),
      .open("demo://details"), .dismiss, .set(fact: "passcodeEnabled", value: "true"),
      .set(fact: "passcodeEnabled", value: "false"), .set(fact: "updateRequired", value: "maybe"),
      .set(fact: "lastSeenVersion", value: "2.0"), .wait(.milliseconds(700)), .relaunch(),
      .background, .foreground, .run(["notifications"]), .cancel("whatsNew"), .cancelAll,
    ]
    for seed in UInt64(1)...100 {
      var random = SeededRandomNumberGenerator(seed: seed)
      var (session, lines) = try RecordedSession.launched(definition)
      for _ in 0..<40 {
        let command = commands.randomElement(using: &random) ?? .back
        let input = session.traceInput(for: command)
        let before = session
        do {
          let output = try session.perform(command, settling: true)
          lines.append(TraceLine.entry(TraceEntry(time: before.time, event: input)))
          lines += output.traceEntries().map { TraceLine.entry($0) }
        } catch {
          lines.append(
            TraceLine.entry(TraceEntry(time: before.time, event: input, refusal: error.description))
          )
        }
      }
      let trace = try TraceReader.read(Array(lines.joined(separator: "\n").utf8), path: "s.jsonl")
      var replay = try TraceReplay(trace, definition: definition)
      do {
        let replayed = try replay.playToEnd()
        #expect(replayed.state == session.state, "seed \(seed)")
        #expect(replayed.facts == session.facts, "seed \(seed)")
        #expect(replayed.time == session.time, "seed \(seed)")
      } catch {
        Issue.record("seed \(seed): \(error)\n\(lines.joined(separator: "\n"))")
      }
    }
  }
}

/// A random session of the demo app through its typed API, recorded.
struct RandomDemoSession {
  let recorder: SessionRecorder
  let state: NavigationState<DemoRoute>
  let facts: Facts

  /// `state` as the flow files' routes: the same document read with `ScreenRoute`.
  static func screenRoutes(_ state: NavigationState<DemoRoute>) throws -> NavigationState<
    ScreenRoute
  > {
    try JSONDecoder().decode(NavigationState<ScreenRoute>.self, from: JSONEncoder().encode(state))
  }

  static func run(seed: UInt64, moves: Int) async throws -> RandomDemoSession {
    var random = SeededRandomNumberGenerator(seed: seed)
    let program = DemoFlow.program()
    let clock = InteractionTestClock()
    let recorder = SessionRecorder(app: DemoFlow.app, limit: 100_000, clock: clock)
    let navigator = Navigator(program.initialState, rules: program.rules)
    navigator.startRecording(recorder)
    var facts = program.initialFacts
    for fact in [DemoFact.passcodeEnabled, .updateRequired, .contactInfoConfirmed]
    where Bool.random(using: &random) {
      facts[fact] = .bool(Bool.random(using: &random))
    }
    let launch = InteractionCoordinator(navigator: navigator, facts: facts, clock: clock)
    try await launch.run(program.launchSteps)
    try await launch.waitUntilIdle()
    for _ in 0..<moves {
      try await move(&random, navigator: navigator, launch: launch, program: program, clock: clock)
    }
    return RandomDemoSession(recorder: recorder, state: navigator.state, facts: await launch.facts)
  }

  private static let routes: [DemoRoute] = [
    .primary, .secondary1, .secondary2, .tertiary, .item(id: 42), .item(id: -7), .tab2Home,
  ]
  private static let urls = [
    "demo://item/7", "demo://tertiary", "demo://details", "demo://nowhere",
  ]

  /// One thing a user, the app or time does, then waits until the coordinator has settled.
  private static func move(
    _ random: inout SeededRandomNumberGenerator, navigator: Navigator<DemoRoute>,
    launch: InteractionCoordinator<DemoRoute>, program: FlowProgram<DemoRoute>,
    clock: InteractionTestClock
  ) async throws {
    let steps = DemoStep.allCases.map(\.id)
    switch Int.random(in: 0..<24, using: &random) {
    case 0..<6:
      // A button of the screen on top, as the app's views perform them.
      let actions = navigator.state.visibleRoute.map { program.actions(on: $0) } ?? []
      if let action = actions.randomElement(using: &random) {
        try? await launch.perform(action, of: program)
      }
    case 6:
      _ = try? navigator.send(.pop())
    case 7:
      _ = try? navigator.send(.popToRoot())
    case 8:
      _ = try? navigator.send(.dismiss)
    case 9:
      let tab = DemoTab.allCases.randomElement(using: &random) ?? .tab1
      _ = try? navigator.send(.selectTab(tab.id))
    case 10:
      let route = routes.randomElement(using: &random) ?? .primary
      _ = try? navigator.send(.push(route))
    case 11:
      _ = try? navigator.send(.open(url: urls.randomElement(using: &random) ?? ""))
    case 12:
      let fact =
        [DemoFact.passcodeEnabled, .updateRequired, .notificationsAllowed]
        .randomElement(using: &random) ?? .passcodeEnabled
      await launch.setFacts([fact.name: .bool(Bool.random(using: &random))])
    case 13:
      _ = try? await launch.finish(steps.randomElement(using: &random) ?? "passcode")
    case 14:
      _ = try? await launch.cancel(steps.randomElement(using: &random) ?? "passcode")
    case 15:
      _ = try? await launch.enqueue([DemoFlow.step(.notifications)])
    case 16:
      await launch.enterBackground()
      try? await launch.enterForeground(of: program)
    case 17:
      _ = try? navigator.send(.present(DemoModal.details.presentation(.details)))
    default:
      // Time passes in steps of the app's own durations, so every deadline falls on one.
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        await clock.advance(by: .milliseconds(100))
        try await launch.waitUntilIdle()
      }
    }
    try await launch.waitUntilIdle()
  }
}
