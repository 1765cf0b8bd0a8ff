public import Wayfinder

/// The launch steps and where each one is, for drawing the launch screen.
public struct LaunchProgress: Hashable, Sendable {
  /// One step and its status.
  public struct Step: Hashable, Sendable {
    /// The step's identifier.
    public var id: String
    /// Where the step is, as the launch sequence says.
    public var status: StepStatus
    /// Whether the step runs in the background (rather than showing a screen).
    public var isBackground: Bool
    /// Why a skipped step was skipped, when its prompt policy says more than the status: the
    /// core's `PromptBlock` text (`cooldown: 20h left`, `not on link launches`).
    public var reason: String?

    /// Creates a step entry.
    public init(
      id: String, status: StepStatus, isBackground: Bool, reason: String? = nil
    ) {
      self.id = id
      self.status = status
      self.isBackground = isBackground
      self.reason = reason
    }
  }

  /// The steps in declaration order.
  public var steps: [Step]
  /// The deep link the launch holds, to land when it lets it, if any.
  public var heldLink: String?

  /// Creates launch progress.
  ///
  /// - Parameters:
  ///   - steps: The steps in declaration order.
  ///   - heldLink: The URL of the deep link the launch holds, if any.
  public init(steps: [Step], heldLink: String? = nil) {
    self.steps = steps
    self.heldLink = heldLink
  }
}
