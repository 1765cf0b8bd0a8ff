import Testing
import WayfinderTesting
import Wayfinder

private let minute = Duration.seconds(60)
private let hour = minute * 60
private let day = hour * 24

/// The months of random use `PromptPropertyTests` gives the simulation, given to the live
/// `InteractionCoordinator` on a `InteractionTestClock`: every relaunch a new coordinator and navigator
/// carrying the prompt history over, the prompt clock going on across them. Checked against a
/// reference keeping every showing: no prompt inside its cooldown or spacing, over its quota,
/// from a source it excludes or under the gate; none skipped that the reference allows; no held
/// link lost. 10 seeds of 1,000 actions (10,000 in all), about a second in a debug build (3
/// seeds in `swift test`; see ``PropertyRuns``).
@Suite(.hangLimit) struct LivePromptPropertyTests {
  @Test @MainActor func theLiveCoordinatorHoldsThePoliciesOverMonthsOfRandomUse() async throws {
    var failures: [String] = []
    var actions = 0
    var prompts = 0
    let seeds = PropertyRuns.count(full: 10, sample: 3)
    for seed in UInt64(1)...UInt64(seeds) {
      let world = LivePromptWorld(seed: seed)
      try await world.play(actions: 1_000)
      actions += world.actions
      prompts += world.reference.prompts
      if let failure = world.failures.first {
        failures.append(
          "seed \(seed): \(failure)\n" + world.trace.suffix(10).joined(separator: "\n"))
        break
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    #expect(actions == seeds * 1_000)
    #expect(prompts > seeds * 100, "prompts do show")
  }
}

/// One app used at random through a live coordinator, and a reference model of every showing.
/// The prompt clock is the test clock's own time, which no relaunch resets.
@MainActor final class LivePromptWorld {
  let clock = InteractionTestClock()
  var random: SeededRandomNumberGenerator
  var navigator = LivePromptWorld.freshNavigator()
  var launch: InteractionCoordinator<String>
  var recorder: InteractionEventRecorder
  /// How many of the recorder's events are checked.
  var seen = 0
  /// The test clock's time when the coordinator was made: its events count from there.
  var base = Duration.zero
  var source: LaunchSource = .icon
  var reference = PromptReference()
  var linkOpened = false
  var actions = 0
  var failures: [String] = []
  var trace: [String] = []

  init(seed: UInt64) {
    random = SeededRandomNumberGenerator(seed: seed)
    launch = InteractionCoordinator(navigator: navigator, clock: clock)
    recorder = InteractionEventRecorder(launch)
  }

  static func freshNavigator() -> Navigator<String> {
    Navigator(
      NavigationState(flow: "main", root: "home", phase: .launching(screen: nil)),
      rules: PromptWorld.rules)
  }

  func play(actions count: Int) async throws {
    try await relaunch()
    while actions < count, failures.isEmpty {
      actions += 1
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1: try await relaunch()
      case 2: try await foreground()
      case 3, 4: try await wait()
      default: try await answer()
      }
      try await settle()
      checkLink()
    }
  }

  private func pickSource() -> LaunchSource {
    let sources: [LaunchSource] = [.icon, .icon, .link, .shortcut, .notification, "widget"]
    return sources[Int.random(in: 0..<sources.count, using: &random)]
  }

  private func relaunch() async throws {
    try await settle()  // the events of the coordinator going away, checked
    let history = await launch.promptHistory
    navigator = Self.freshNavigator()
    let clock = self.clock
    launch = InteractionCoordinator(
      navigator: navigator,
      facts: [
        "updateRequired": .bool(Int.random(in: 0..<10, using: &random) == 0),
        "updateAvailable": .bool(Bool.random(using: &random)),
      ], clock: clock, promptHistory: history, promptClock: { clock.now.offset })
    recorder = InteractionEventRecorder(launch)
    seen = 0
    base = clock.now.offset
    reference.gateUp = false
    linkOpened = false  // the app was quit: a link it held went with it
    source = pickSource()
    trace.append("relaunch from \(source)")
    try await launch.run(PromptWorld.steps, from: source)
    if source == .link || source == .shortcut { try await openLink() }
  }

  private func foreground() async throws {
    try await settle()
    guard await launch.presentedStep == nil else { return try await answer() }
    source = pickSource()
    trace.append("foreground from \(source)")
    try await launch.run(PromptWorld.steps, from: source)
    if source == .link { try await openLink() }
  }

  private func openLink() async throws {
    try await settle()
    try navigator.send(.open(url: "demo://item/7"))
    linkOpened = true
  }

  private func wait() async throws {
    let spans: [Duration] = [minute, minute * 6, hour, hour * 5, day, day * 3]
    let span = spans[Int.random(in: 0..<spans.count, using: &random)]
    trace.append("wait \(span)")
    await clock.advance(by: span)
  }

  /// The user answers the prompt up (finish or dismiss); an update lifts the gate.
  private func answer() async throws {
    try await settle()
    guard let step = await launch.presentedStep else { return }
    if step == "forceUpdate" {
      trace.append("update")
      return await launch.setFacts(["updateRequired": .bool(false)])
    }
    if Bool.random(using: &random) {
      trace.append("finish \(step)")
      _ = try await launch.finish(step)
    } else {
      trace.append("dismiss \(step)")
      _ = try await launch.cancel(step)
    }
  }

  /// Waits for what the last call set off, then checks the events it produced.
  private func settle() async throws {
    try await launch.waitUntilIdle()
    let events = recorder.events
    for event in events.dropFirst(seen) { check(event) }
    seen = events.count
  }

  private func check(_ event: InteractionEvent) {
    guard event.step != nil else { return }
    trace.append("  \(event)")
    failures += reference.check(event, at: base + event.time, launchedFrom: source)
  }

  /// A link opened is never lost: once nothing holds it, it has landed.
  private func checkLink() {
    let state = navigator.state
    guard linkOpened, !state.holdsDeepLinks else { return }
    linkOpened = false
    if state.pendingDeepLink != nil { failures.append("link still held") }
    if !state.home.tabs.contains(where: { $0.stack.routes.contains("item") }) {
      failures.append("link lost")
    }
  }
}
