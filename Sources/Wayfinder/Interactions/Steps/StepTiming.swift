/// When the steps whose end the environment decides end in a ``InteractionSimulation``: a splash, a
/// background step's work, a presenting step's work, and a step's timeout.
///
/// On a real clock, work ends when the work returns and a splash or a timeout when its sleep
/// does: the environment decides, not the flow. A simulation plays them on virtual time after
/// the durations the steps declare, unless it is told when they ended, as a replay of a
/// recording is:
///
/// ```swift
/// var launch = InteractionSimulation<Page>(timing: .external)
/// _ = try launch.run(steps, in: &state)
/// _ = launch.advance(by: .milliseconds(2_300), in: &state)   // nothing ends by itself
/// _ = launch.workReturned("fetchConfig", .finished([:]), in: &state)
/// ```
///
/// What follows an end — the next step, a skip by condition, home — is still the machine's
/// decision either way.
public enum StepTiming: Hashable, Sendable {
  /// Each ends after the duration or timeout its step declares, as time passes.
  case declared
  /// Each ends only when told: ``InteractionSimulation/workReturned(_:_:in:)`` for a splash or a
  /// piece of work, ``InteractionSimulation/timeoutFired(_:in:)`` for a timeout — as a live
  /// coordinator's work ends when it returns. Work then needs no duration.
  case external
}
