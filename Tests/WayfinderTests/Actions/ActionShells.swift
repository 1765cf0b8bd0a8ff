import Testing
import Wayfinder
import WayfinderTesting

/// Everything a runtime shows of itself: the state, the facts, where every declared step is,
/// whether modals are held back, and which step holds the modal slot.
struct RuntimeSnapshot: Equatable {
  var state: NavigationState<ScreenRoute>
  var facts: Facts
  var statuses: [StepID: StepStatus]
  var isSuspended: Bool
  var presentedStep: StepID?
}

/// The ``RuntimeSnapshot`` of a simulation, with its virtual time and schedule.
struct SimulationSnapshot: Equatable {
  var runtime: RuntimeSnapshot
  var now: Duration
  var nextDeadline: Duration?
  var isRunning: Bool
  var holdsDeepLinks: Bool
}

/// A `InteractionSimulation` of ``ActionApp`` and the state it drives.
struct ActionSimulation {
  var program = ActionApp.program
  var simulation: InteractionSimulation<ScreenRoute>
  var state: NavigationState<ScreenRoute>
  /// Every event so far, in order.
  var events: [InteractionEvent] = []

  /// The app launched: the terms are up.
  static func launched(
    _ program: FlowProgram<ScreenRoute> = ActionApp.program, facts: Facts = ActionApp.facts
  ) throws -> ActionSimulation {
    let (simulation, state, output) = try InteractionSimulation.launch(program, facts: facts)
    return ActionSimulation(
      program: program, simulation: simulation, state: state, events: output.events)
  }

  /// The app launched, the terms accepted and what's new seen: home is showing.
  static func home() throws -> ActionSimulation {
    var shell = try launched()
    try shell.tap("Accept", on: "terms")
    try shell.tap("Continue", on: "whatsNew")
    return shell
  }

  /// Performs the action labelled `label` of screen `screen`.
  @discardableResult
  mutating func tap(
    _ label: String, on screen: String
  ) throws -> InteractionSimulation<ScreenRoute>.Output {
    let output = try simulation.perform(
      try ActionApp.action(label, on: screen), of: program, in: &state)
    events += output.events
    return output
  }

  var snapshot: SimulationSnapshot {
    var statuses: [StepID: StepStatus] = [:]
    for id in program.stepOrder { statuses[id] = simulation.status(of: id) }
    return SimulationSnapshot(
      runtime: RuntimeSnapshot(
        state: state, facts: simulation.facts, statuses: statuses,
        isSuspended: simulation.isSuspended, presentedStep: simulation.presentedStep),
      now: simulation.now, nextDeadline: simulation.nextDeadline,
      isRunning: simulation.isRunning, holdsDeepLinks: simulation.holdsDeepLinks)
  }
}

/// The transitions a navigator delivered, in order.
final class TransitionLog: Sendable {
  private let recorded = Locked<[StateTransition<ScreenRoute>]>([])
  private let observation: Locked<ObservationToken?> = Locked(nil)

  init(_ navigator: Navigator<ScreenRoute>) {
    let observation = navigator.observe { [weak self] transition in
      self?.recorded.withLock { $0.append(transition) }
    }
    self.observation.withLock { $0 = observation }
  }

  var transitions: [StateTransition<ScreenRoute>] { recorded.withLock { $0 } }
}

/// A navigator and a launch coordinator of ``ActionApp`` on a test clock, with every event and
/// transition they deliver recorded.
struct ActionCoordinator {
  let program: FlowProgram<ScreenRoute>
  let navigator: Navigator<ScreenRoute>
  let launch: InteractionCoordinator<ScreenRoute>
  let events: InteractionEventRecorder
  let transitions: TransitionLog

  init(
    _ program: FlowProgram<ScreenRoute> = ActionApp.program,
    state: NavigationState<ScreenRoute> = ActionApp.program.initialState, facts: Facts
  ) {
    self.program = program
    navigator = Navigator(state, rules: program.rules)
    launch = InteractionCoordinator(
      navigator: navigator, facts: facts, clock: InteractionTestClock())
    events = InteractionEventRecorder(launch)
    transitions = TransitionLog(navigator)
  }

  /// The app launched: the terms are up.
  static func launched(
    _ program: FlowProgram<ScreenRoute> = ActionApp.program, facts: Facts = ActionApp.facts
  ) async throws -> ActionCoordinator {
    let shell = ActionCoordinator(program, facts: facts)
    try await shell.launch.run(program.launchSteps)
    return shell
  }

  /// The app launched, the terms accepted and what's new seen: home is showing.
  static func home() async throws -> ActionCoordinator {
    let shell = try await launched()
    try await shell.tap("Accept", on: "terms")
    try await shell.tap("Continue", on: "whatsNew")
    return shell
  }

  /// Performs the action labelled `label` of screen `screen`.
  func tap(_ label: String, on screen: String) async throws {
    try await launch.perform(try ActionApp.action(label, on: screen), of: program)
  }

  var snapshot: RuntimeSnapshot {
    get async {
      var statuses: [StepID: StepStatus] = [:]
      for id in program.stepOrder { statuses[id] = await launch.status(of: id) }
      return RuntimeSnapshot(
        state: navigator.state, facts: await launch.facts, statuses: statuses,
        isSuspended: await launch.isSuspended, presentedStep: await launch.presentedStep)
    }
  }
}
