/// Something that happened to a launch step or to the launch, stamped with the time on the
/// coordinator's clock.
///
/// Every started step ends with exactly one of ``Kind-swift.enum/stepFinished``,
/// ``Kind-swift.enum/stepSkipped(_:)``, ``Kind-swift.enum/stepCancelled`` or
/// ``Kind-swift.enum/stepFailed(_:)``; a step that never starts may still end with one of them
/// (skipped by its condition, cancelled while waiting). ``Kind-swift.enum/stepTimedOut(_:)``
/// reports that a step's time ran out and is followed by its end.
///
/// Events encode as one flat JSON object, ready for a JSON Lines trace:
/// `{"t":0.5,"event":"step.start","step":"passcode"}`.
public struct InteractionEvent: Hashable, Sendable, Encodable, CustomStringConvertible {
  /// Why a step was skipped.
  public enum SkipReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// Its condition was false when it was about to start.
    case condition
    /// Its time ran out under ``StepTimeout/Policy/skip``.
    case timeout
    /// It is a splash and home is already showing.
    case homeShowing
    /// It showed less than its cooldown ago (``PromptBlock/cooldown(left:)``).
    case cooldown
    /// It showed as often as its quota allows (``PromptBlock/quota(shown:_:)``).
    case quota
    /// Another prompt showed less than its spacing ago (``PromptBlock/spacing(left:)``).
    case spacing
    /// It does not run on this launch source (``PromptBlock/source(_:)``).
    case source
  }

  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// The step started: its modal was presented, its splash shown, its work begun.
    case stepStarted
    /// The step finished; its facts are set.
    case stepFinished
    /// The step was skipped and sets no facts.
    case stepSkipped(SkipReason)
    /// The step was cancelled (its modal dismissed, its work stopped) and sets no facts.
    case stepCancelled
    /// The step's time ran out; the policy says what follows.
    case stepTimedOut(StepTimeout.Policy)
    /// The step's work threw, or its modal could not be presented.
    case stepFailed(String)
    /// Every step of the launch has ended; home is showing.
    case launchFinished
    /// A step timed out under ``StepTimeout/Policy/fail``; the launch stops.
    case launchFailed(String)
    /// The launch was called off by ``InteractionCoordinator/cancelAll()``.
    case launchCancelled
    /// Every step of a run over home has ended: interactions run after home (an action's
    /// `run:`, ``InteractionCoordinator/enqueue(_:)``), or the sequence run again on foreground or
    /// when a saved state resumed. Nothing was launching, so this is not
    /// ``Kind-swift.enum/launchFinished``.
    case runFinished
    /// A run over home was called off by ``InteractionCoordinator/cancelAll()``.
    case runCancelled

    /// The trace name: `step.start`, `step.finish`, `step.skip`, `step.cancel`,
    /// `step.timeout`, `error` (a failed step or launch), `launch.finish`, `launch.cancel`, and
    /// for a run over home `run.finish`, `run.cancel`.
    public var name: String {
      switch self {
      case .stepStarted: "step.start"
      case .stepFinished: "step.finish"
      case .stepSkipped: "step.skip"
      case .stepCancelled: "step.cancel"
      case .stepTimedOut: "step.timeout"
      case .stepFailed, .launchFailed: "error"
      case .launchFinished: "launch.finish"
      case .launchCancelled: "launch.cancel"
      case .runFinished: "run.finish"
      case .runCancelled: "run.cancel"
      }
    }

    /// Whether this event ends a step.
    public var endsStep: Bool {
      switch self {
      case .stepFinished, .stepSkipped, .stepCancelled, .stepFailed: true
      case .stepStarted, .stepTimedOut, .launchFinished, .launchFailed, .launchCancelled,
        .runFinished, .runCancelled:
        false
      }
    }
  }

  /// When it happened: the time elapsed on the coordinator's clock since it was created.
  public var time: Duration
  /// What happened.
  public var kind: Kind
  /// The step it concerns; `nil` for events about the whole launch.
  public var step: StepID?
  /// For ``Kind-swift.enum/stepFinished``: the facts the step's work returned, set beside
  /// those the step declares (`sets:`); empty for every other event, and for a step whose work
  /// returned none. A recording keeps them, so that a replay sets what the app's work did.
  public var returned: Facts

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - time: When it happened.
  ///   - kind: What happened.
  ///   - step: The step it concerns; `nil` for the whole launch.
  ///   - returned: For a finished step, the facts its work returned.
  public init(time: Duration, kind: Kind, step: StepID?, returned: Facts = [:]) {
    self.time = time
    self.kind = kind
    self.step = step
    self.returned = returned
  }

  /// `0.500s step.start passcode`, `1.000s step.skip whatsNew (condition)`.
  public var description: String {
    var text = "\(Self.format(time)) \(kind.name)"
    if let step { text += " \(step)" }
    switch kind {
    case .stepSkipped(let reason): text += " (\(reason.rawValue))"
    case .stepTimedOut(let policy): text += " (\(policy.rawValue))"
    case .stepFailed(let message), .launchFailed(let message): text += ": \(message)"
    case .stepStarted, .stepFinished, .stepCancelled, .launchFinished, .launchCancelled,
      .runFinished, .runCancelled:
      break
    }
    return text
  }

  private static func format(_ time: Duration) -> String {
    let milliseconds = Int((time.inSeconds * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
      + "s"
  }

  private enum CodingKeys: String, CodingKey {
    case t, event, step, reason, policy, message, facts
  }

  /// Encodes `t` (seconds), `event` (``Kind-swift.enum/name``), `step` when there is one,
  /// `reason`, `policy` or `message` where the kind carries one, and `facts` when a finished
  /// step's work returned some.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time.inSeconds, forKey: .t)
    try container.encode(kind.name, forKey: .event)
    try container.encodeIfPresent(step, forKey: .step)
    switch kind {
    case .stepSkipped(let reason): try container.encode(reason, forKey: .reason)
    case .stepTimedOut(let policy): try container.encode(policy, forKey: .policy)
    case .stepFailed(let message), .launchFailed(let message):
      try container.encode(message, forKey: .message)
    case .stepStarted, .stepFinished, .stepCancelled, .launchFinished, .launchCancelled,
      .runFinished, .runCancelled:
      break
    }
    if !returned.values.isEmpty { try container.encode(returned, forKey: .facts) }
  }
}
