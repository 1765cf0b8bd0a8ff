import Testing
import WayfinderTesting
@testable import Wayfinder

/// App state that lives on the main actor, as a view model does.
@MainActor final class LaunchSettings {
  var showsWhatsNew = true
  var userName = "Ada"
}

/// Launch conditions and work that run on the main actor and read main-actor state.
@Suite(.hangLimit) struct MainActorConditionTests {
  typealias Machine = InteractionMachine<String>

  static func checks(_ actions: [InteractionAction<String>]) -> [StepID] {
    actions.compactMap { if case .check(let id, _, _) = $0 { id } else { nil } }
  }

  static let onMain: InteractionStep<String>.MainActorCondition = { _ in true }

  // MARK: The rule, in the state machine

  @Test func aModalHoldsTheSlotWhileItsConditionIsCheckedThenStarts() throws {
    var machine = Machine()
    let run = try machine.run(
      [
        .modal("whatsNew", screen: "whatsNew").when(Self.onMain),
        .modal("rating", screen: "rating"),
      ], isLaunching: true
    ).actions
    #expect(Self.checks(run) == ["whatsNew"])
    #expect(InteractionMachineTests.starts(run).isEmpty, "nothing starts before the answer")
    #expect(machine.modalSlot == "whatsNew")
    #expect(machine.invariantViolations().isEmpty)
    let generation = try #require(machine.generation(of: "whatsNew"))
    #expect(machine.conditionChecked("whatsNew", generation: generation + 1, holds: true).isEmpty)
    let answered = machine.conditionChecked("whatsNew", generation: generation, holds: true)
    #expect(InteractionMachineTests.events(answered) == ["step.start whatsNew"])
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test func aConditionThatDoesNotHoldSkipsTheStepAndFreesTheSlot() throws {
    var machine = Machine()
    _ = try machine.run(
      [
        .modal("whatsNew", screen: "whatsNew").when(Self.onMain),
        .modal("rating", screen: "rating"),
      ], isLaunching: true)
    let generation = try #require(machine.generation(of: "whatsNew"))
    let answered = machine.conditionChecked("whatsNew", generation: generation, holds: false)
    #expect(
      InteractionMachineTests.events(answered) == ["step.skip whatsNew", "step.start rating"])
  }

  @Test func cancellingWhileCheckingEndsAtOnceAndALateAnswerIsIgnored() throws {
    var machine = Machine()
    _ = try machine.run(
      [.background("sync", lasting: .seconds(1)).when(Self.onMain)], isLaunching: false)
    let generation = try #require(machine.generation(of: "sync"))
    let (outcome, actions) = try machine.cancel("sync")
    #expect(outcome == .done)
    #expect(InteractionMachineTests.events(actions) == ["step.cancel sync", "run.finish"])
    #expect(machine.conditionChecked("sync", generation: generation, holds: true).isEmpty)
    #expect(machine.invariantViolations().isEmpty)
  }

  @Test func finishingWhileCheckingIsRemembered() throws {
    var machine = Machine()
    _ = try machine.run(
      [.modal("whatsNew", screen: "whatsNew").when(Self.onMain)], isLaunching: false)
    let generation = try #require(machine.generation(of: "whatsNew"))
    #expect(try machine.userFinished("whatsNew").outcome == .remembered)
    let answered = machine.conditionChecked("whatsNew", generation: generation, holds: true)
    #expect(InteractionMachineTests.events(answered) == ["step.finish whatsNew", "run.finish"])
  }

  @Test func theSimulationRefusesWhatItCannotEvaluate() {
    var state = NavigationState(flow: "main", root: "home", phase: .launching(screen: nil))
    var launch = InteractionSimulation<String>()
    #expect(throws: InteractionPlanError.mainActorConditionNotSimulated("whatsNew")) {
      try launch.run([.modal("whatsNew", screen: "whatsNew").when(Self.onMain)], in: &state)
    }
  }

  // MARK: Through the coordinator

  @MainActor @Test func conditionsAndWorkReadMainActorState() async throws {
    let settings = LaunchSettings()
    settings.showsWhatsNew = false
    let navigator = try InteractionFixtures.navigator()
    let launch = InteractionCoordinator(navigator: navigator, clock: InteractionTestClock())
    let events = InteractionEventRecorder(launch)
    try await launch.run([
      .background("greeting") { @MainActor _ in
        ["greeting": .string("Hello, \(settings.userName)")]
      },
      .modal("whatsNew", screen: "whatsNew").when { _ in settings.showsWhatsNew },
      .modal("rating", screen: "rating", after: ["whatsNew"]).when { _ in
        !settings.showsWhatsNew
      },
    ])
    try await launch.waitUntilIdle()
    #expect(await launch.presentedStep == "rating")
    #expect(events.count("step.skip", "whatsNew") == 1)
    #expect(navigator.state.modals.map(\.id) == ["rating"])
    try await launch.finish("rating")
    #expect(await launch.waitUntilFinished() == .finished)
    #expect(await launch.facts["greeting"] == .string("Hello, Ada"))
  }
}
