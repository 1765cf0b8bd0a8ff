import Testing
import Wayfinder

/// What tapping a button of an alert or confirmation dialog does: it closes the alert first,
/// then does the rest on what lies under it, as one event; on a step's alert a `finish` button
/// finishes the step and any other cancels it; a gate's alert stays up until the gate lifts.
@Suite struct DialogTapTests {
  static let facts: Facts = ["maintenance": .bool(false), "deleted": .bool(false)]

  static let actions: [String: [FlowAction]] = [
    "inbox": [
      FlowAction(
        "Compose", .present("compose", root: "compose", style: .sheet, hasNavigation: false)),
      FlowAction(
        "Delete all",
        .present(
          "confirmDelete", root: "confirmDelete", style: .confirmationDialog, hasNavigation: false)),
    ],
    "compose": [
      FlowAction("Close", .present("discard", root: "discard", style: .alert, hasNavigation: false))
    ],
    "discard": [
      FlowAction("Discard", .dismiss, sets: ["discarded": .bool(true)], role: .destructive),
      FlowAction("Keep editing", role: .cancel),
      FlowAction("Elsewhere", .switchTab("nowhere")),
    ],
    "confirmDelete": [
      FlowAction("Delete", sets: ["deleted": .bool(true)], role: .destructive),
      FlowAction("Cancel", finishesStep: true, role: .cancel),
    ],
    "location": [
      FlowAction("Allow", sets: ["locationAllowed": .bool(true)], finishesStep: true),
      FlowAction("Not now", sets: ["locationAsked": .bool(true)], role: .cancel),
    ],
    "maintenance": [
      FlowAction("Check again", sets: ["checks": .int(1)]),
      FlowAction("Done", finishesStep: true),
      FlowAction("Fixed", sets: ["maintenance": .bool(false)], role: .cancel),
    ],
  ]

  static let program = FlowProgram<ScreenRoute>(
    version: AppVersion([1, 0]), initialFacts: facts,
    initialState: NavigationState(flow: "main", root: "inbox", phase: .launching(screen: nil)),
    launchSteps: [],
    interactionSteps: [
      .modal("location", screen: "location", style: .alert),
      .gate(
        "maintenance", screen: "maintenance", style: .alert, when: { $0.isTrue("maintenance") }),
    ],
    actions: actions)

  /// The app on home, nothing up.
  struct Shell {
    var simulation: InteractionSimulation<ScreenRoute>
    var state: NavigationState<ScreenRoute>

    init() throws {
      (simulation, state, _) = try InteractionSimulation.launch(DialogTapTests.program)
    }

    @discardableResult
    mutating func tap(_ label: String) throws(ActionRefusal)
      -> InteractionSimulation<ScreenRoute>.Output
    {
      let screen = state.visibleRoute?.screen ?? ""
      let action = DialogTapTests.actions[screen]?.first { $0.label == label }
      return try simulation.perform(
        action ?? FlowAction(label), of: DialogTapTests.program, in: &state)
    }

    mutating func run(_ step: StepID) throws {
      _ = try simulation.run(try DialogTapTests.program.steps([step]), in: &state)
    }
  }

  @Test func aButtonClosesTheAlertThenActsOnWhatLiesUnderIt() throws {
    var shell = try Shell()
    try shell.tap("Compose")
    try shell.tap("Close")
    #expect(shell.state.modals.map(\.id) == ["compose", "discard"])
    try shell.tap("Discard")
    #expect(shell.state.modals.isEmpty, "the alert closed, then the sheet under it")
    #expect(shell.simulation.facts.isTrue("discarded"))
  }

  @Test func aCancelButtonOnlyClosesTheAlert() throws {
    var shell = try Shell()
    try shell.tap("Compose")
    try shell.tap("Close")
    try shell.tap("Keep editing")
    #expect(shell.state.modals.map(\.id) == ["compose"])
  }

  @Test func aRefusedButtonLeavesTheAlertUp() throws {
    var shell = try Shell()
    try shell.tap("Compose")
    try shell.tap("Close")
    let before = shell.state
    #expect(throws: ActionRefusal.navigation(.noTabBar(flow: "main"))) {
      try shell.tap("Elsewhere")
    }
    #expect(shell.state == before)
  }

  @Test func aFinishOnTheAppsDialogIsItsClose() throws {
    var shell = try Shell()
    try shell.tap("Delete all")
    #expect(shell.state.modals.map(\.style) == [.confirmationDialog])
    try shell.tap("Cancel")
    #expect(shell.state.modals.isEmpty)
    try shell.tap("Delete all")
    try shell.tap("Delete")
    #expect(shell.state.modals.isEmpty)
    #expect(shell.simulation.facts.isTrue("deleted"))
  }

  @Test func aStepsAlertFinishesByItsFinishButton() throws {
    var shell = try Shell()
    try shell.run("location")
    #expect(shell.state.modals.map(\.id) == ["location"])
    #expect(shell.state.modals.last?.interaction?.role == .required)
    try shell.tap("Allow")
    #expect(shell.state.modals.isEmpty)
    #expect(shell.simulation.status(of: "location") == .finished)
    #expect(shell.simulation.facts.isTrue("locationAllowed"))
  }

  @Test func anyOtherButtonOfAStepsAlertCancelsTheStep() throws {
    var shell = try Shell()
    try shell.run("location")
    let output = try shell.tap("Not now")
    #expect(shell.state.modals.isEmpty)
    #expect(shell.simulation.status(of: "location") == .cancelled)
    #expect(shell.simulation.facts.isTrue("locationAsked"))
    #expect(output.events.map(\.kind.name) == ["step.cancel", "run.finish"])
  }

  @Test func aGatesAlertHoldsUntilTheGateLifts() throws {
    var shell = try Shell()
    _ = shell.simulation.setFacts(["maintenance": .bool(true)], in: &shell.state)
    try shell.run("maintenance")
    #expect(shell.state.modals.map(\.id) == ["maintenance"])
    try shell.tap("Check again")
    #expect(shell.state.modals.map(\.id) == ["maintenance"], "the gate holds")
    #expect(throws: ActionRefusal.gateStillHolds(label: "Done", step: "maintenance")) {
      try shell.tap("Done")
    }
    try shell.tap("Fixed")
    #expect(shell.state.modals.isEmpty)
    #expect(shell.simulation.status(of: "maintenance") == .finished)
  }

  @Test func aStepWaitsForTheAppsAlert() throws {
    var shell = try Shell()
    try shell.tap("Delete all")
    try shell.run("location")
    #expect(shell.state.modals.map(\.id) == ["confirmDelete"], "the prompt waits")
    try shell.tap("Cancel")
    #expect(shell.state.modals.map(\.id) == ["location"])
  }

  @Test func aGateClosesTheAppsAlert() throws {
    var shell = try Shell()
    try shell.tap("Delete all")
    _ = shell.simulation.setFacts(["maintenance": .bool(true)], in: &shell.state)
    try shell.run("maintenance")
    #expect(shell.state.modals.map(\.id) == ["maintenance"])
    #expect(shell.state.invariantViolations().isEmpty)
  }
}
