import Wayfinder
internal import WayfinderFlowFiles

extension AppSession {
  /// Applies a navigation command as an event of the life, so that an interaction modal the
  /// command removes ends its step.
  mutating func navigate(
    _ command: NavigationCommand<ScreenRoute>
  ) throws(SessionError) -> InteractionSimulation<ScreenRoute>.Output {
    try live(.navigate(command))
  }

  /// The session's words for a navigation the core refused: a gate's refusal names what
  /// lifts it.
  func refusal(_ error: NavigationError) -> SessionError {
    if case .gateHolds(let step, let action) = error,
      let hold = GateHold(step: step.rawValue, in: definition, facts: facts)
    {
      return .gateHolds(action: action, hold)
    }
    return .navigation(error)
  }

  /// What keeps a deep link opened now from landing: the launch, the step up (a gate, with
  /// what lifts it), or the steps still to come.
  var linkHold: SessionNotice.LinkHold {
    let up = state.presentedInteraction?.step.rawValue
    let gate = up.flatMap { GateHold(step: $0, in: definition, facts: facts) }
    switch (state.phase.isLaunching, gate, up) {
    case (true, let gate?, _): return .launchGate(gate)
    case (true, nil, _): return .launch(up: up)
    case (false, let gate?, _): return .gate(gate)
    case (false, nil, let up?): return .step(up)
    case (false, nil, nil):
      return .stepsToCome(
        launch.steps.filter { $0.status == .waiting && $0.kind.presentsModal }.map(\.id.rawValue))
    }
  }
}
