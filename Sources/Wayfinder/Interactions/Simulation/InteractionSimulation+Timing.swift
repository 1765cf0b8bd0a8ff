extension InteractionSimulation {
  /// The steps whose work (or splash) is going on and has not returned, in the order they
  /// began: those ``workReturned(_:_:in:)`` ends. With ``StepTiming/external`` timing they
  /// end only that way. O(steps running).
  public var awaitedReturns: [StepID] {
    scheduled.filter { $0.what == .returns }.map(\.step)
  }

  /// The steps whose timeout is set and has not fired, in the order they were set: those
  /// ``timeoutFired(_:in:)`` fires. O(steps running).
  public var awaitedTimeouts: [StepID] {
    scheduled.filter { $0.what == .timeout }.map(\.step)
  }

  /// The work of `step` — a background or presenting step's work, or a splash's wait —
  /// returned now with `result`: what a live coordinator hears from the step's task, and how
  /// such a step ends with ``StepTiming/external`` timing (a replay tells it when the recording
  /// says). What follows is the machine's decision: the step ends (as finished, failed, or
  /// cancelled — skipped when its time had run out), its facts and the facts the work
  /// returned are set, and the next steps start.
  ///
  /// - Returns: What happened; nothing when `step` has no work going on
  ///   (``awaitedReturns``), which is then ignored, as a live coordinator ignores a stale
  ///   return.
  @_specialize(exported:true,where Route == ScreenRoute)
  public mutating func workReturned(
    _ step: StepID, _ result: StepResult, in state: inout NavigationState<Route>
  ) -> Output {
    guard let index = scheduled.firstIndex(where: { $0.step == step && $0.what == .returns })
    else { return Output() }
    let due = scheduled[index]
    return perform(in: &state) { interpreter, host in
      host.scheduled.removeAll { $0.sequence == due.sequence }
      interpreter.stepReturned(step, generation: due.generation, result: result, on: &host)
    }
  }

  /// The timeout of `step` fired now: how a timeout ends with ``StepTiming/external`` timing.
  /// Its policy decides what follows (``StepTimeout/Policy``).
  ///
  /// - Returns: What happened; nothing when `step` has no timeout set (``awaitedTimeouts``),
  ///   which is then ignored.
  @_specialize(exported:true,where Route == ScreenRoute)
  public mutating func timeoutFired(
    _ step: StepID, in state: inout NavigationState<Route>
  ) -> Output {
    guard let index = scheduled.firstIndex(where: { $0.step == step && $0.what == .timeout })
    else { return Output() }
    let due = scheduled[index]
    return perform(in: &state) { interpreter, host in
      host.scheduled.removeAll { $0.sequence == due.sequence }
      interpreter.perform(
        interpreter.machine.timedOut(step, generation: due.generation), on: &host)
    }
  }
}
