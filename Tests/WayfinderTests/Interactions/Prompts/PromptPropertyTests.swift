import Testing
import WayfinderTesting
import Wayfinder

private let minute = Duration.seconds(60)
private let hour = minute * 60
private let day = hour * 24

/// Random launches, foregrounds, links, user answers and waits over simulated months, checked
/// against a reference that keeps every showing (not the bounded history): no prompt inside
/// its cooldown or spacing, over its quota, on a source it excludes, or under a gate; a prompt
/// the reference allows is never skipped for its policy (no starvation); no held link lost.
/// 50 seeds of 2,000 actions (10 in `swift test`; see ``PropertyRuns``).
@Suite struct PromptPropertyTests {
  @Test func policiesHoldOverMonthsOfRandomUse() async {
    let seeds = PropertyRuns.count(full: 50, sample: 10)
    let (failures, actions, prompts) = await offThePool {
      var failures: [String] = []
      var actions = 0
      var prompts = 0
      for seed in UInt64(1)...UInt64(seeds) {
        var world = PromptWorld(seed: seed)
        world.play(actions: 2_000)
        actions += world.actions
        prompts += world.reference.prompts
        if let failure = world.failures.first {
          failures.append(
            "seed \(seed): \(failure)\n" + world.trace.suffix(10).joined(separator: "\n"))
          if failures.count >= 3 { break }
        }
      }
      return (failures, actions, prompts)
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    #expect(actions >= seeds * 2_000)
    #expect(prompts > seeds * 200, "prompts do show")
  }
}

/// One app used at random: its launch sequence in a simulation, relaunched with the history
/// carried over, and a reference model of every showing.
struct PromptWorld {
  static let steps: [InteractionStep<String>] = [
    .gate("forceUpdate", screen: "forceUpdate", when: { $0.isTrue("updateRequired") }),
    .modal("permission", screen: "permission", after: ["forceUpdate"])
      .limited(PromptPolicy(cooldown: hour, spacing: minute * 10)),
    .modal("nudge", screen: "nudge", after: ["forceUpdate"], when: { $0.isTrue("updateAvailable") })
      .limited(PromptPolicy(cooldown: day, sources: [.icon, .notification])),
    .modal("review", screen: "review", after: ["forceUpdate"])
      .limited(
        PromptPolicy(
          quota: PromptQuota(3, per: day * 365), spacing: minute * 10, sources: [.icon])),
    .modal("tip", screen: "tip", after: ["forceUpdate"])
      .limited(PromptPolicy(quota: PromptQuota(2, per: hour), spacing: minute * 5)),
  ]
  static let policies = Dictionary(uniqueKeysWithValues: steps.map { ($0.id, $0.policy) })
  static let rules: NavigationRules<String> = {
    var links = DeepLinkRouter<String>()
    try? links.add("demo://item/{id:int}") { _ in DeepLinkTarget(path: ["item"]) }
    return NavigationRules(deepLinks: links)
  }()

  var random: SeededRandomNumberGenerator
  var simulation = InteractionSimulation<String>()
  var state = NavigationState<String>(flow: "main", root: "home", phase: .launching(screen: nil))
  var source: LaunchSource = .icon
  var reference = PromptReference()
  var linkOpened = false
  var actions = 0
  var failures: [String] = []
  var trace: [String] = []

  init(seed: UInt64) { random = SeededRandomNumberGenerator(seed: seed) }

  mutating func play(actions count: Int) {
    relaunch()
    while actions < count, failures.isEmpty {
      actions += 1
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1: relaunch()
      case 2: foreground()
      case 3, 4: wait()
      default: answer()
      }
      if !simulation.invariantViolations().isEmpty {
        failures.append("invariants: \(simulation.invariantViolations())")
      }
      checkLink()
    }
  }

  private mutating func pickSource() -> LaunchSource {
    let sources: [LaunchSource] = [.icon, .icon, .link, .shortcut, .notification, "widget"]
    return sources[Int.random(in: 0..<sources.count, using: &random)]
  }

  private mutating func relaunch() {
    simulation = InteractionSimulation(
      facts: [
        "updateRequired": .bool(Int.random(in: 0..<10, using: &random) == 0),
        "updateAvailable": .bool(Bool.random(using: &random)),
      ],
      promptHistory: simulation.promptHistory, promptOrigin: simulation.promptNow)
    state = NavigationState(flow: "main", root: "home", phase: .launching(screen: nil))
    reference.gateUp = false
    linkOpened = false  // the app was quit: a link it held went with it
    source = pickSource()
    trace.append("relaunch from \(source)")
    observe { world in try world.simulation.run(Self.steps, from: world.source, in: &world.state) }
    if source == .link || source == .shortcut { openLink() }
  }

  private mutating func foreground() {
    guard !simulation.isRunning else { return answer() }
    source = pickSource()
    trace.append("foreground from \(source)")
    observe { world in try world.simulation.run(Self.steps, from: world.source, in: &world.state) }
    if source == .link { openLink() }
  }

  private mutating func openLink() {
    guard let transition = try? state.applying(.open(url: "demo://item/7"), rules: Self.rules)
    else { return failures.append("link refused") }
    linkOpened = true
    observe { world in world.simulation.accept(transition, in: &world.state) }
  }

  private mutating func wait() {
    let spans: [Duration] = [minute, minute * 6, hour, hour * 5, day, day * 3]
    let span = spans[Int.random(in: 0..<spans.count, using: &random)]
    trace.append("wait \(span)")
    observe { world in world.simulation.advance(by: span, in: &world.state) }
  }

  /// The user answers the prompt up (finish or swipe away); an update lifts the gate.
  private mutating func answer() {
    guard let step = simulation.presentedStep else { return }
    if step == "forceUpdate" {
      trace.append("update")
      return observe { world in
        world.simulation.setFacts(["updateRequired": .bool(false)], in: &world.state)
      }
    }
    if Bool.random(using: &random) {
      trace.append("finish \(step)")
      observe { world in try world.simulation.finish(step, in: &world.state) }
    } else if let transition = try? state.applying(.dismissModal(step.modalID)) {
      trace.append("dismiss \(step)")
      observe { world in world.simulation.accept(transition, in: &world.state) }
    }
  }

  private mutating func observe(
    _ body: (inout PromptWorld) throws -> InteractionSimulation<String>.Output
  ) {
    do {
      let output = try body(&self)
      for event in output.events { check(event) }
    } catch {
      failures.append("refused: \(error)")
    }
  }

  private mutating func check(_ event: InteractionEvent) {
    guard event.step != nil else { return }
    trace.append("  \(event)")
    failures += reference.check(
      event, at: simulation.promptOrigin + event.time, launchedFrom: source)
  }

  /// A link opened is never lost: once nothing holds it, it has landed.
  private mutating func checkLink() {
    guard linkOpened, !state.holdsDeepLinks else { return }
    linkOpened = false
    if state.pendingDeepLink != nil { failures.append("link still held") }
    if !state.home.tabs.contains(where: { $0.stack.routes.contains("item") }) {
      failures.append("link lost")
    }
  }
}
