/// What a launch coordinator records when its navigator records (``Navigator/startRecording(_:)``):
/// each request as an input, when the machine has decided it and before what it does, and
/// every event as it is reported.
extension InteractionCoordinator {
  /// Records `input`, refused with `refusal` when given.
  func record(_ input: TraceEvent, refusal: String? = nil) {
    navigator.recording?.recorder.record(input, refusal: refusal)
  }

  /// Runs `decide`; records `input`, with the refusal when it throws.
  func recordingRefusal<Value>(
    _ input: TraceEvent, _ decide: () throws(StepRequestError) -> Value
  ) throws(StepRequestError) -> Value {
    do throws(StepRequestError) {
      let value = try decide()
      record(input)
      return value
    } catch {
      record(input, refusal: error.description)
      throw error
    }
  }

  /// What a run records: the launch, when it is the first run over a launching navigator;
  /// otherwise steps started now (`enqueue`) or merged into the run going on (`run`).
  func runInput(
    _ steps: [InteractionStep<Route>], replaysEnded: Bool, isLaunching: Bool
  ) -> TraceEvent {
    let ids = steps.map(\.id)
    if replaysEnded { return .run(ids) }
    if !hasRun, isLaunching { return .launch(facts: redacted(facts), steps: ids) }
    return .merge(ids)
  }

  /// `facts` as the recording keeps them.
  func redacted(_ facts: Facts) -> Facts {
    navigator.recording?.recorder.redaction.redacting(facts) ?? facts
  }
}

extension NavigatorRecording {
  /// A flow action the app performed on the screen `state` shows, with what it did, all at
  /// one moment; or its refusal.
  func recordTap(
    _ action: FlowAction, on state: NavigationState<Route>, refusal: String
  ) where Route: FlowRoute {
    recorder.record(tap(action, on: state), refusal: refusal)
  }

  /// A flow action performed, with the transitions and events it made.
  func recordTap(
    _ action: FlowAction, on state: NavigationState<Route>,
    transitions: [StateTransition<Route>], events: [InteractionEvent]
  ) where Route: FlowRoute {
    let redaction = recorder.redaction
    record(
      [tap(action, on: state)] + transitions.map { TraceEvent.transition($0, redacting: redaction) }
        + events.map { TraceEvent.launchEvent($0, redacting: redaction) })
  }

  private func tap(_ action: FlowAction, on state: NavigationState<Route>) -> TraceEvent
  where Route: FlowRoute {
    .tap(screen: state.visibleRoute?.screenRoute.screen ?? "", label: action.label)
  }
}
