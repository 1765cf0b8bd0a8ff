import Wayfinder

/// The prompt rules over every showing, written apart from the core's, and what the property
/// runs check of each launch event against them: no prompt under the gate, none shown that the
/// rules forbid, and a skip for a prompt rule only when the rules say so. Shared by the
/// simulation's run and the live coordinator's, so both check the same model.
struct PromptReference {
  /// Every showing, by step, in prompt time.
  var shown: [StepID: [Duration]] = [:]
  /// Whether the forced-update gate is up.
  var gateUp = false
  /// How many prompts showed.
  var prompts = 0

  /// Checks `event`, which happened at prompt time `now` in a launch from `source`.
  ///
  /// - Returns: What broke a rule, if anything.
  mutating func check(
    _ event: InteractionEvent, at now: Duration, launchedFrom source: LaunchSource
  ) -> [String] {
    guard let step = event.step else { return [] }
    var failures: [String] = []
    switch event.kind {
    case .stepStarted where step == "forceUpdate": gateUp = true
    case .stepFinished where step == "forceUpdate", .stepCancelled where step == "forceUpdate",
      .stepSkipped where step == "forceUpdate":
      gateUp = false
    case .stepStarted:
      if gateUp { failures.append("\(step) under the gate") }
      if let reason = blocker(step, at: now, source) {
        failures.append("\(step) shown: \(reason)")
      }
      shown[step, default: []].append(now)
      prompts += 1
    case .stepSkipped(let reason) where [.cooldown, .quota, .spacing, .source].contains(reason):
      let expected = blocker(step, at: now, source)
      if expected != reason.rawValue {
        failures.append("\(step) skipped for \(reason), reference says \(expected ?? "allowed")")
      }
    default: break
    }
    return failures
  }

  /// The rule that keeps `step` from showing at `now`, by its skip reason's name.
  private func blocker(
    _ step: StepID, at now: Duration, _ source: LaunchSource
  ) -> String? {
    guard let policy = PromptWorld.policies[step] else { return nil }
    let times = shown[step] ?? []
    if let sources = policy.sources, !sources.contains(source) { return "source" }
    if let cooldown = policy.cooldown, let last = times.last, now - last < cooldown {
      return "cooldown"
    }
    if let quota = policy.quota, times.filter({ now - $0 < quota.window }).count >= quota.count {
      return "quota"
    }
    let others = shown.filter { $0.key != step }.compactMap { $0.value.last }.max()
    if let spacing = policy.spacing, let others, now - others < spacing { return "spacing" }
    return nil
  }
}
