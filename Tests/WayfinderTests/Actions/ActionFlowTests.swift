import Testing
import WayfinderTesting
import Wayfinder

/// What an action that does several things does, in which order, on virtual time and on the
/// coordinator.
@Suite(.hangLimit) struct ActionFlowTests {
  /// What the notifications prompt looks like when its step presents it.
  static func isNotificationsPrompt(_ modal: Modal<ScreenRoute>?) -> Bool {
    modal?.id == "notifications" && modal?.interaction?.step == "notifications"
  }

  /// Checks the order "Accept and show settings" does things in.
  static func checkAcceptAndShowSettings(
    transitions: [StateTransition<ScreenRoute>], events: [InteractionEvent],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let causes = transitions.map(\.cause.description)
    let switched = transitions.firstIndex { $0.after.home.selectedTab == "settings" }
    let prompted = transitions.firstIndex { isNotificationsPrompt($0.after.modals.last) }
    #expect(switched != nil && prompted != nil, "\(causes)", sourceLocation: sourceLocation)
    guard let switched, let prompted else { return }
    #expect(switched < prompted, "\(causes)", sourceLocation: sourceLocation)
    #expect(
      transitions[switched].before.modals.isEmpty, "the tab switches under the finished terms",
      sourceLocation: sourceLocation)
    #expect(
      transitions[prompted].before.home.selectedTab == "settings",
      "the prompt presents over the new tab", sourceLocation: sourceLocation)
    let names = events.map { "\($0.kind.name) \($0.step?.rawValue ?? "")" }
    #expect(
      names == ["step.finish terms", "launch.finish ", "step.start notifications"],
      sourceLocation: sourceLocation)
  }

  @Test func acceptAndShowSettingsSwitchesTabUnderTheTermsThenPrompts() throws {
    var shell = try ActionSimulation.launched(ActionApp.termsOnly)
    #expect(shell.state.modals.last?.id == "terms")
    let output = try shell.tap("Accept and show settings", on: "terms")
    Self.checkAcceptAndShowSettings(transitions: output.transitions, events: output.events)
    #expect(shell.state.phase == .home)
    #expect(shell.state.home.selectedTab == "settings")
    #expect(shell.state.modals.map(\.id) == ["notifications"])
    #expect(shell.simulation.facts.isTrue("termsAccepted"))
    #expect(shell.simulation.status(of: "terms") == .finished)
    #expect(shell.simulation.status(of: "notifications") == .running)
  }

  @Test func acceptAndShowSettingsOnTheCoordinator() async throws {
    let shell = try await ActionCoordinator.launched(ActionApp.termsOnly)
    let before = shell.transitions.transitions.count
    let eventsBefore = shell.events.events.count
    try await shell.tap("Accept and show settings", on: "terms")
    Self.checkAcceptAndShowSettings(
      transitions: Array(shell.transitions.transitions.dropFirst(before)),
      events: Array(shell.events.events.dropFirst(eventsBefore)))
    var simulation = try ActionSimulation.launched(ActionApp.termsOnly)
    try simulation.tap("Accept and show settings", on: "terms")
    #expect(await shell.snapshot == simulation.snapshot.runtime)
  }

  /// A launch modal whose condition fails is skipped while an action holds presentation back:
  /// with what's new already seen, finishing the terms ends the launch within the action, so
  /// its tab switch lands on home rather than being refused as "while the app is launching".
  @Test func aStepWhoseConditionFailsIsSkippedWithinTheAction() async throws {
    var seen = ActionApp.facts
    seen["whatsNewSeen"] = .bool(true)
    var shell = try ActionSimulation.launched(facts: seen)
    #expect(shell.state.modals.last?.id == "terms")
    let output = try shell.tap("Accept and show settings", on: "terms")
    Self.checkAcceptAndShowSettings(
      transitions: output.transitions,
      events: output.events.filter {
        $0.step != "whatsNew"
      })
    #expect(shell.simulation.status(of: "whatsNew") == .skipped(.condition))
    #expect(shell.state.home.selectedTab == "settings")

    let live = try await ActionCoordinator.launched(facts: seen)
    try await live.tap("Accept and show settings", on: "terms")
    #expect(await live.snapshot == shell.snapshot.runtime)
  }

  /// Home showing with the facts of a fresh install: a foreground runs the terms over home,
  /// what's new waiting behind them.
  static func foregroundOverHome(
    infoUp: Bool
  ) throws -> ActionSimulation {
    var home = ActionApp.state(phase: .home)
    if infoUp { try home.apply(.present(.screen("info", id: "info"))) }
    let (simulation, state, output) = try InteractionSimulation.resume(
      home, facts: ActionApp.facts, of: ActionApp.program)
    #expect(output.entries.isEmpty, "saved on home with nothing pending: nothing runs")
    var shell = ActionSimulation(simulation: simulation, state: state)
    _ = shell.simulation.enterBackground(in: &shell.state)
    shell.events += try shell.simulation.enterForeground(of: ActionApp.program, in: &shell.state)
      .events
    return shell
  }

  @Test func finishAndPushPushesUnderTheModalThenTheNextModalPresents() throws {
    var shell = try Self.foregroundOverHome(infoUp: false)
    #expect(shell.state.modals.map(\.id) == ["terms"])
    let output = try shell.tap("Accept and read", on: "terms")
    #expect(shell.state.home["home"]?.path == ["article"], "pushed on home's selected tab")
    #expect(shell.state.modals.map(\.id) == ["whatsNew"])
    let pushed = try #require(output.transitions.firstIndex { $0.command == .push("article") })
    let presented = try #require(
      output.transitions.firstIndex { $0.after.modals.last?.id == "whatsNew" })
    #expect(output.transitions[pushed].before.modals.isEmpty, "under the finished terms")
    #expect(pushed < presented)
    #expect(
      output.events.map(\.kind.name) == ["step.finish", "step.start"]
        && output.events.map(\.step) == ["terms", "whatsNew"])
  }

  @Test func aRefusedPushNamesTheModalActuallyOnScreen() throws {
    var shell = try Self.foregroundOverHome(infoUp: true)
    #expect(shell.state.modals.map(\.id) == ["info", "terms"])
    let before = shell.snapshot
    #expect(
      throws: ActionRefusal.navigation(
        .modalWithoutNavigation(action: "push 'article'", modal: "info"))
    ) { try shell.tap("Accept and read", on: "terms") }
    #expect(shell.snapshot == before, "the terms are still up, what's new still waits")
  }

  @Test func finishAndPushOnTheCoordinator() async throws {
    let shell = ActionCoordinator(state: ActionApp.state(phase: .home), facts: ActionApp.facts)
    await shell.launch.enterBackground()
    try await shell.launch.enterForeground(of: ActionApp.program)
    #expect(shell.navigator.state.modals.map(\.id) == ["terms"])
    try await shell.tap("Accept and read", on: "terms")
    var simulation = try Self.foregroundOverHome(infoUp: false)
    try simulation.tap("Accept and read", on: "terms")
    #expect(await shell.snapshot == simulation.snapshot.runtime)
    #expect(shell.events.events == simulation.events)
    #expect(shell.navigator.state.home["home"]?.path == ["article"])
  }
}
