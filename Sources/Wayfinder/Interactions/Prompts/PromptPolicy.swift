/// When a step may show: its cooldown, quota, spacing from other prompts and the launch
/// sources it runs in, and when it counts as shown. The empty policy allows everything.
///
/// ```swift
/// .modal("review", screen: .review)
///   .limited(PromptPolicy(
///     quota: PromptQuota(3, per: .seconds(365 * 86_400)),
///     spacing: .seconds(600), sources: [.icon, .notification]))
/// ```
///
/// The rule is ``blocker(for:in:at:launchedFrom:)``, the one the sequence applies when the
/// step's turn comes, and the REPL prints.
public struct PromptPolicy: Hashable, Sendable {
  /// The least time since the step itself last showed.
  public var cooldown: Duration?
  /// At most so many showings per window.
  public var quota: PromptQuota?
  /// The least time since any other prompt last showed. A prompt is a step with a policy:
  /// steps without one (a gate, a login) are not counted.
  public var spacing: Duration?
  /// The launch sources the step runs in; `nil` means all.
  public var sources: Set<LaunchSource>?
  /// When the step counts as shown.
  public var counting: PromptCounting

  /// Creates a policy; every rule is off by default.
  public init(
    cooldown: Duration? = nil, quota: PromptQuota? = nil, spacing: Duration? = nil,
    sources: Set<LaunchSource>? = nil, counting: PromptCounting = .onRequest
  ) {
    self.cooldown = cooldown
    self.quota = quota
    self.spacing = spacing
    self.sources = sources
    self.counting = counting
  }

  /// Whether any rule is on.
  public var isEmpty: Bool {
    cooldown == nil && quota == nil && spacing == nil && sources == nil
  }

  /// How many showings of the step a history keeps: enough for its quota, and the last one.
  public var showingsKept: Int { max(quota?.count ?? 1, 1) }

  /// Whether step `step` may show at `now`, launched from `source`, and if not why: the launch
  /// source first, then the cooldown, the quota and the spacing. A clock set back before a
  /// showing counts as no time having passed. O(showings kept + steps in the history).
  ///
  /// - Returns: `nil` when it may show; otherwise the first rule it breaks.
  public func blocker(
    for step: StepID, in history: PromptHistory, at now: Duration,
    launchedFrom source: LaunchSource
  ) -> PromptBlock? {
    if let sources, !sources.contains(source) { return .source(source) }
    if let cooldown, let last = history.lastShowing(of: step) {
      let elapsed = max(now - last, .zero)
      if elapsed < cooldown { return .cooldown(left: cooldown - elapsed) }
    }
    if let quota {
      let shown = history.count(of: step, within: quota.window, before: now)
      if shown >= quota.count { return .quota(shown: shown, quota) }
    }
    if let spacing, let last = history.lastShowing(otherThan: step) {
      let elapsed = max(now - last, .zero)
      if elapsed < spacing { return .spacing(left: spacing - elapsed) }
    }
    return nil
  }
}
