/// How long a launch step may run, and what happens when it runs longer.
///
/// The time counts from the moment the step starts (a modal: when it is presented), on the
/// coordinator's clock.
///
/// ```swift
/// .background("fetchConfig", timeout: .skip(after: .seconds(2))) { context in ... }
/// ```
public struct StepTimeout: Hashable, Sendable {
  /// What the coordinator does when a step's time runs out.
  public enum Policy: String, Hashable, Sendable, Codable, CaseIterable {
    /// Stop the step (dismiss its modal, cancel its work) and go on as if it had been skipped:
    /// it ends as skipped and sets no facts.
    case skip
    /// Let the step run on, but stop waiting for it: its dependants may start and home may
    /// appear without it. A modal keeps the modal slot until it really ends.
    case `continue`
    /// Fail the launch: every step is cancelled and home does not appear.
    case fail
  }

  /// The time the step may run.
  public var duration: Duration
  /// What happens when that time has passed.
  public var policy: Policy

  /// Creates a timeout.
  public init(_ duration: Duration, policy: Policy) {
    self.duration = duration
    self.policy = policy
  }

  /// Stop the step after `duration` and treat it as skipped.
  public static func skip(after duration: Duration) -> Self { Self(duration, policy: .skip) }

  /// Stop waiting for the step after `duration`, letting it run on.
  public static func `continue`(after duration: Duration) -> Self {
    Self(duration, policy: .continue)
  }

  /// Fail the launch if the step has not ended after `duration`.
  public static func fail(after duration: Duration) -> Self { Self(duration, policy: .fail) }
}
