import Testing
import WayfinderTesting

@testable import Wayfinder

/// A home step shows home part-way through the launch: the steps before it run over the launch
/// screen, then home appears and a deep link held meanwhile lands, and only then do the steps
/// behind it present — over the linked screen. The slot, held links and early finishes keep
/// their rules.
@Suite(.hangLimit) struct HomeStepTests {
  /// The order of a Task-based launch sequencer: update nudge, passcode, home, the pending
  /// deep link, what's new.
  static let steps: [InteractionStep<String>] = [
    .modal("updateNudge", screen: "updateNudge"),
    .modal("passcode", screen: "passcode", after: ["updateNudge"]),
    .home("home", after: ["passcode"]),
    .modal("whatsNew", screen: "whatsNew", after: ["home"]),
  ]

  static func launching() throws -> (NavigationState<String>, NavigationRules<String>) {
    var links = DeepLinkRouter<String>()
    try links.add("demo://item/{id:int}") { _ in DeepLinkTarget(path: ["item"]) }
    try links.add("demo://settings") { _ in
      DeepLinkTarget(modal: .screen("settings", id: "settings"))
    }
    let state = NavigationState(flow: "main", root: "home", phase: .launching(screen: nil))
    return (state, NavigationRules(deepLinks: links))
  }

  static func lines(_ events: [InteractionEvent]) -> [String] {
    events.map { [$0.kind.name, $0.step?.rawValue].compactMap(\.self).joined(separator: " ") }
  }

  @Test func homeAppearsThenTheHeldLinkLandsThenTheStepsBehindItPresent() throws {
    var (state, rules) = try Self.launching()
    var launch = InteractionSimulation<String>()
    var events = try launch.run(Self.steps, in: &state).events
    events += try launch.apply(.open(url: "demo://item/7"), to: &state, rules: rules).events
    #expect(state.pendingDeepLink?.url == "demo://item/7", "held during the launch")

    events += try launch.finish("updateNudge", in: &state).events
    #expect(state.phase.isLaunching)
    let passcodeDone = try launch.finish("passcode", in: &state)
    events += passcodeDone.events
    #expect(state.phase == .home)
    #expect(state.pendingDeepLink == nil)
    #expect(state.home.selectedStack?.path == ["item"], "the link landed on home")
    #expect(state.modals.map(\.id) == ["whatsNew"], "what's new presents over the linked screen")
    #expect(launch.isRunning, "the run goes on behind home")
    // Home appeared, and the link landed, before what's new presented.
    let causes = passcodeDone.transitions.map(\.cause.description)
    let home = try #require(causes.firstIndex(of: "finish the launch"))
    let whatsNew = try #require(causes.firstIndex(of: "present step 'whatsNew'"))
    #expect(home < whatsNew)

    events += try launch.finish("whatsNew", in: &state).events
    #expect(!launch.isRunning)
    #expect(
      Self.lines(events) == [
        "step.start updateNudge", "step.finish updateNudge", "step.start passcode",
        "step.finish passcode", "step.start home", "step.finish home", "step.start whatsNew",
        "step.finish whatsNew", "launch.finish",
      ])
  }

  @Test func aLinkOpenedWhileAStepBehindHomeIsUpWaitsForIt() throws {
    var (state, rules) = try Self.launching()
    var launch = InteractionSimulation<String>()
    _ = try launch.run(Self.steps, in: &state)
    _ = try launch.finish("updateNudge", in: &state)
    _ = try launch.finish("passcode", in: &state)
    _ = try launch.apply(.open(url: "demo://item/8"), to: &state, rules: rules)
    #expect(state.pendingDeepLink?.url == "demo://item/8")
    #expect(state.modals.map(\.id) == ["whatsNew"])
    _ = try launch.finish("whatsNew", in: &state)
    #expect(state.pendingDeepLink == nil)
    #expect(state.visibleRoute == "item")
  }

  @Test func anInteractionNotBehindHomeStillHoldsTheLinkAfterHomeAppears() throws {
    var (state, rules) = try Self.launching()
    var launch = InteractionSimulation<String>()
    _ = try launch.run(
      [
        .home("home", priority: 1),
        .modal("survey", screen: "survey"),
      ], in: &state)
    // Home went first (priority); the survey is not behind it, so the link waits for it.
    #expect(state.phase == .home)
    #expect(state.modals.map(\.id) == ["survey"])
    _ = try launch.apply(.open(url: "demo://item/9"), to: &state, rules: rules)
    #expect(state.pendingDeepLink?.url == "demo://item/9")
    _ = try launch.finish("survey", in: &state)
    #expect(state.visibleRoute == "item")
    #expect(!launch.isRunning)
  }

  @Test func aLinkHeldWhenHomeAppearsWaitsForAnInteractionStillToCome() throws {
    var (state, rules) = try Self.launching()
    var launch = InteractionSimulation<String>()
    _ = try launch.run(
      [
        .background("fetch", lasting: .seconds(1)),
        .home("home"),
        .modal("survey", screen: "survey", after: ["fetch"]),
      ], in: &state)
    #expect(state.phase == .home)
    _ = try launch.apply(.open(url: "demo://item/9"), to: &state, rules: rules)
    #expect(state.pendingDeepLink != nil, "the survey, not behind home, is still to come")
    _ = launch.advance(by: .seconds(1), in: &state)
    #expect(state.modals.map(\.id) == ["survey"])
    _ = try launch.finish("survey", in: &state)
    #expect(state.visibleRoute == "item")
  }

  @Test func aStepBehindHomeWaitsForTheSheetTheHeldLinkPresented() throws {
    var (state, rules) = try Self.launching()
    var launch = InteractionSimulation<String>()
    _ = try launch.run(Self.steps, in: &state)
    _ = try launch.apply(.open(url: "demo://settings"), to: &state, rules: rules)
    _ = try launch.finish("updateNudge", in: &state)
    _ = try launch.finish("passcode", in: &state)
    #expect(state.phase == .home)
    #expect(state.modals.map(\.id) == ["settings"], "the link's sheet, and nothing over it")
    #expect(launch.status(of: "whatsNew") == .waiting)
    _ = try launch.apply(.dismiss, to: &state, rules: rules)
    #expect(state.modals.map(\.id) == ["whatsNew"])
  }

  @Test func homeNeverAppearsUnderAnInteraction() throws {
    var (state, _) = try Self.launching()
    var launch = InteractionSimulation<String>()
    _ = try launch.run(
      [
        .modal("passcode", screen: "passcode", priority: 1),
        .home("home"),
      ], in: &state)
    #expect(state.phase.isLaunching, "home waits for the modal slot")
    #expect(launch.status(of: "home") == .waiting)
    _ = try launch.finish("passcode", in: &state)
    #expect(state.phase == .home)
    #expect(launch.status(of: "home") == .finished)
  }

  @Test func anEarlyFinishBehindHomeStillWaitsForItsTurn() throws {
    var (state, _) = try Self.launching()
    var launch = InteractionSimulation<String>()
    _ = try launch.run(Self.steps, in: &state)
    _ = try launch.finish("whatsNew", in: &state)
    #expect(launch.status(of: "whatsNew") == .waiting, "remembered until its turn")
    _ = try launch.finish("updateNudge", in: &state)
    _ = try launch.finish("passcode", in: &state)
    #expect(state.phase == .home)
    #expect(state.modals.isEmpty)
    #expect(launch.status(of: "whatsNew") == .finished)
  }

  @Test func aSkippedHomeStepLeavesHomeForTheEndOfTheRun() throws {
    var (state, _) = try Self.launching()
    var launch = InteractionSimulation<String>()
    _ = try launch.run(
      [
        .home("home", when: { $0.isTrue("early") }),
        .modal("whatsNew", screen: "whatsNew", after: ["home"]),
      ], in: &state)
    #expect(launch.status(of: "home") == .skipped(.condition))
    #expect(state.phase.isLaunching)
    _ = try launch.finish("whatsNew", in: &state)
    #expect(state.phase == .home)
  }

  @Test func onForegroundAHomeStepJustEnds() throws {
    var (state, _) = try Self.launching()
    var launch = InteractionSimulation<String>()
    _ = try launch.run(Self.steps, in: &state)
    for step: StepID in ["updateNudge", "passcode", "whatsNew"] {
      _ = try launch.finish(step, in: &state)
    }
    var events = try launch.run(Self.steps, in: &state).events
    #expect(state.modals.map(\.id) == ["updateNudge"])
    events += try launch.finish("updateNudge", in: &state).events
    events += try launch.finish("passcode", in: &state).events
    #expect(!events.contains { $0.kind.name == "error" })
    #expect(launch.status(of: "home") == .finished)
    #expect(state.modals.map(\.id) == ["whatsNew"])
  }

  @Test func aHomeStepCannotBeFinishedByTheUser() throws {
    var (state, _) = try Self.launching()
    var launch = InteractionSimulation<String>()
    _ = try launch.run([.modal("passcode", screen: "passcode"), .home("home")], in: &state)
    #expect(throws: StepRequestError.notFinishable("home", kind: "home")) {
      _ = try launch.finish("home", in: &state)
    }
  }

  @Test func theCoordinatorKeepsTheSameOrder() async throws {
    let (state, rules) = try Self.launching()
    let navigator = Navigator(state, rules: rules)
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let recorder = InteractionEventRecorder(launch)
    try await launch.run(Self.steps)
    try navigator.send(.open(url: "demo://item/7"))
    try await launch.finish("updateNudge")
    try await launch.finish("passcode")
    let shown = navigator.state
    #expect(shown.phase == .home)
    #expect(shown.home.selectedStack?.path == ["item"])
    #expect(shown.modals.map(\.id) == ["whatsNew"])
    try await launch.finish("whatsNew")
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(
      Self.lines(recorder.events) == [
        "step.start updateNudge", "step.finish updateNudge", "step.start passcode",
        "step.finish passcode", "step.start home", "step.finish home", "step.start whatsNew",
        "step.finish whatsNew", "launch.finish",
      ])
  }
}
