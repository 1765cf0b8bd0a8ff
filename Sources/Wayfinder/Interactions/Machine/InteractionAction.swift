/// What the launch state machine asks its coordinator to do. The coordinator performs actions
/// in the order they are returned.
enum InteractionAction<Route: Hashable & Sendable>: Sendable {
  /// Evaluate the step's main-actor condition with `facts` and report
  /// ``InteractionMachine/conditionChecked(_:generation:holds:)``.
  case check(StepID, generation: UInt64, facts: Facts)
  /// Start a step: present its modal, show its splash, or run its work in a new task.
  case start(StepID, generation: UInt64, kind: StepKind<Route>, facts: Facts)
  /// Report ``InteractionMachine/timedOut(_:generation:)`` once `duration` has passed since
  /// the step started.
  case startTimer(StepID, generation: UInt64, duration: Duration)
  /// Stop the step's timer, if it still runs.
  case cancelTimer(StepID, generation: UInt64)
  /// Cancel the step's task; the step ends when the task returns.
  case cancel(StepID, generation: UInt64)
  /// End the step's modal wait as finished (the user finished it, or a gate's condition
  /// stopped holding); the step ends when its task returns.
  case complete(StepID, generation: UInt64)
  /// Tell observers; `facts` are those a finished step's work returned.
  case emit(InteractionEvent.Kind, step: StepID?, facts: Facts = [:])
  /// Send ``NavigationCommand/finishLaunch``: home appears, then a pending deep link unless
  /// deep links are still held (interactions before home are still to come).
  case finishLaunch(holdsDeepLinks: Bool)
  /// The run is over; wake whoever waits for it.
  case runEnded(InteractionOutcome)
}
