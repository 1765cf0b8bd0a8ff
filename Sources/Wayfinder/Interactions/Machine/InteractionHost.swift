/// What a shell gives the ``InteractionInterpreter``: the navigation state to change, the time, and
/// a way to run (or simulate) the work of steps.
///
/// ``InteractionCoordinator`` implements it over a ``Navigator`` and real tasks on its clock;
/// ``InteractionSimulation`` over a state value and a schedule on virtual time. Everything else —
/// what to present, when to dismiss, when deep links wait, what an event says — is decided once,
/// in the interpreter.
protocol InteractionHost<Route> {
  associatedtype Route: Hashable & Sendable

  /// The time elapsed on the shell's clock.
  var now: Duration { get }
  /// The navigation state as it is now.
  var state: NavigationState<Route> { get }

  /// Applies a navigation change; returns the error when it was refused.
  mutating func navigate(_ cause: TransitionCause<Route>) -> NavigationError?
  /// Applies the user's (or the app's) navigation command with the app's rules, keeping the
  /// transition; throws the refusal, changing nothing.
  mutating func apply(
    _ command: NavigationCommand<Route>
  ) throws(NavigationError) -> StateTransition<Route>
  /// Refuses steps this shell cannot run (a simulation needs a duration for work).
  func validate(_ steps: [InteractionStep<Route>]) throws(InteractionPlanError)
  /// Reports an event.
  mutating func emit(_ event: InteractionEvent)
  /// Runs step `step`'s work (background or presenting), or waits out a splash: the shell
  /// reports back through the interpreter's `stepReturned` when it is done.
  mutating func begin(
    _ step: StepID, generation: UInt64, kind: StepKind<Route>, facts: Facts,
    duration: Duration?)
  /// Evaluates `condition` on the main actor with `facts`; the shell reports back through the
  /// interpreter's `conditionChecked`.
  mutating func check(
    _ step: StepID, generation: UInt64,
    condition: @escaping InteractionStep<Route>.MainActorCondition, facts: Facts)
  /// Stops what ``begin(_:generation:kind:facts:duration:)`` started. Returns `true` when it
  /// has stopped at once (nothing will report back), `false` when the work reports back later.
  mutating func stop(_ step: StepID, generation: UInt64) -> Bool
  /// Reports the step's timeout at `deadline` (time elapsed on the shell's clock).
  mutating func startTimer(_ step: StepID, generation: UInt64, deadline: Duration)
  /// Forgets the step's timeout.
  mutating func cancelTimer(_ step: StepID, generation: UInt64)
  /// The run ended.
  mutating func runEnded(_ outcome: InteractionOutcome)
}
