// The hosts through which the interpreter asks a coordinator for work, and the requests they
// record for the actor to carry out once the interpreter has returned.

extension InteractionCoordinator {
  typealias Request = CoordinatorRequest<Route>

  /// The host the interpreter drives: the navigator, the clock, and a list of requests the
  /// actor carries out once the interpreter has returned.
  struct Host: CoordinatorHost {
    let navigator: Navigator<Route>
    let timebase: InteractionTimebase
    let hub: InteractionEventHub
    let recording: NavigatorRecording<Route>?
    var requests: [Request] = []

    var now: Duration { timebase.now() }
    var state: NavigationState<Route> { navigator.state }

    mutating func navigate(_ cause: TransitionCause<Route>) -> NavigationError? {
      do throws(NavigationError) {
        try navigator.apply(cause)
        return nil
      } catch {
        return error
      }
    }

    mutating func emit(_ event: InteractionEvent) {
      recording?.record([event])
      if hub.isObserved { hub.deliver(event) }
    }

    mutating func apply(
      _ command: NavigationCommand<Route>
    ) throws(NavigationError) -> StateTransition<Route> {
      // Not `send`: the command is the sequence's doing, an outcome, not an input to record.
      try navigator.apply(.command(command))
    }

  }

  /// The host of an action: the same requests as ``Host``, but navigation is made on a copy
  /// of the navigator's state and events are held, so the whole action is kept or dropped at
  /// once.
  struct DraftHost: CoordinatorHost {
    let rules: NavigationRules<Route>
    let timebase: InteractionTimebase
    var state: NavigationState<Route>
    var drafted: [StateTransition<Route>] = []
    var heldEvents: [InteractionEvent] = []
    var requests: [Request] = []

    var now: Duration { timebase.now() }

    mutating func navigate(_ cause: TransitionCause<Route>) -> NavigationError? {
      do throws(NavigationError) {
        keep(try state.applying(cause, rules: rules))
        return nil
      } catch {
        return error
      }
    }

    mutating func apply(
      _ command: NavigationCommand<Route>
    ) throws(NavigationError) -> StateTransition<Route> {
      let transition = try state.applying(command, rules: rules)
      keep(transition)
      return transition
    }

    mutating func keep(_ transition: StateTransition<Route>) {
      state = transition.after
      drafted.append(transition)
    }

    mutating func emit(_ event: InteractionEvent) {
      heldEvents.append(event)
    }

  }

}

/// Work, a splash's wait or a timer the interpreter asked of a ``InteractionCoordinator``, carried
/// out once the interpreter has returned.
enum CoordinatorRequest<Route: Hashable & Sendable> {
  case begin(
    StepID, generation: UInt64, kind: StepKind<Route>, facts: Facts,
    duration: Duration?, startedAt: Duration)
  case stop(StepID, generation: UInt64)
  case check(
    StepID, generation: UInt64, condition: InteractionStep<Route>.MainActorCondition,
    facts: Facts)
  case startTimer(StepID, generation: UInt64, deadline: Duration)
  case cancelTimer(StepID, generation: UInt64)
  case runEnded(InteractionOutcome)
}

/// A host of the coordinator's: it records the work the interpreter asks for, for the actor to
/// start once the interpreter has returned.
protocol CoordinatorHost: InteractionHost {
  var requests: [CoordinatorRequest<Route>] { get set }
}

extension CoordinatorHost {
  func validate(_ steps: [InteractionStep<Route>]) throws(InteractionPlanError) {}

  mutating func begin(
    _ step: StepID, generation: UInt64, kind: StepKind<Route>, facts: Facts,
    duration: Duration?
  ) {
    requests.append(
      .begin(
        step, generation: generation, kind: kind, facts: facts, duration: duration,
        startedAt: now))
  }

  mutating func check(
    _ step: StepID, generation: UInt64,
    condition: @escaping InteractionStep<Route>.MainActorCondition, facts: Facts
  ) {
    requests.append(.check(step, generation: generation, condition: condition, facts: facts))
  }

  mutating func stop(_ step: StepID, generation: UInt64) -> Bool {
    requests.append(.stop(step, generation: generation))
    return false
  }

  mutating func startTimer(_ step: StepID, generation: UInt64, deadline: Duration) {
    requests.append(.startTimer(step, generation: generation, deadline: deadline))
  }

  mutating func cancelTimer(_ step: StepID, generation: UInt64) {
    requests.append(.cancelTimer(step, generation: generation))
  }

  mutating func runEnded(_ outcome: InteractionOutcome) {
    requests.append(.runEnded(outcome))
  }
}
