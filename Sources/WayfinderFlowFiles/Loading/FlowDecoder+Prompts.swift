internal import Wayfinder
internal import WayfinderPersistence

extension FlowDecoder {
  /// The keys of a step that make it a prompt: when it may show and when it counts as shown.
  static let promptKeys = ["cooldown", "quota", "spacing", "from", "counted"]

  /// The most showings a quota may allow per window: a step's prompt history keeps that many.
  static let largestQuota = 1_000

  /// Decodes `cooldown:`, `quota: { count: 3, per: 365d }`, `spacing:`, `from: [icon, widget]`
  /// and `counted: requested|appeared` into the step's ``StepDefinition/prompts``.
  ///
  /// A gate refuses them all (it shows while its condition holds); a splash or background
  /// step, which never counts as shown, refuses the keys that only act on its own showings.
  /// Names in `from:` are checked against `sources:` by the validator, once every file is read.
  mutating func decodePrompts(_ fields: Fields, into step: inout StepDefinition) {
    let present = Self.promptKeys.compactMap { key in fields[key].map { (key, $0) } }
    guard !present.isEmpty else { return }
    var policy = PromptPolicy()
    var isPrompt = false
    for (key, field) in present {
      switch step.kind {
      case .gate:
        bag.report(.promptRuleOnGate(step: step.id, key: key), at: location(field.key))
        continue
      case .home: continue  // Refused by the step's shape.
      case .splash, .background:
        guard ["cooldown", "quota", "counted"].contains(key) else { break }
        bag.report(
          .promptRuleNeverCounted(step: step.id, kind: step.kind.rawValue, key: key),
          at: location(field.key))
        continue
      case .modal: break
      }
      switch key {
      case "cooldown":
        policy.cooldown = positiveDuration(field.value, key: "cooldown")
        isPrompt = true
      case "spacing":
        policy.spacing = positiveDuration(field.value, key: "spacing")
        isPrompt = true
      case "quota":
        policy.quota = quota(field.value)
        isPrompt = true
      case "from":
        policy.sources = sources(field.value, into: &step)
        isPrompt = true
      default:
        policy.counting =
          choice(field.value, key: "counted", of: PromptCounting.self) ?? .onRequest
        if present.count == 1 {
          bag.report(.countedWithoutRules(step: step.id), at: location(field.key))
        }
      }
    }
    guard isPrompt else { return }
    checkOverlap(of: policy, step: step.id, fields: fields)
    step.prompts = policy
  }

  /// A duration longer than zero; zero is reported.
  private mutating func positiveDuration(_ node: DocumentNode, key: String) -> Duration? {
    guard let value = duration(node, key: key) else { return nil }
    guard value > .zero else {
      bag.report(.zeroPromptDuration(key: key), at: location(node))
      return nil
    }
    return value
  }

  /// `{ count: 3, per: 365d }`.
  private mutating func quota(_ node: DocumentNode) -> PromptQuota? {
    guard
      let fields = fields(node, key: "quota", allowed: ["count", "per"], place: "'quota'")
    else { return nil }
    guard let countField = fields["count"], let perField = fields["per"] else {
      bag.report(
        .missingKey(fields["count"] == nil ? "count" : "per", in: "'quota'"), at: location(node))
      return nil
    }
    let window = positiveDuration(perField.value, key: "per")
    guard let count = int(countField.value, key: "count") else { return nil }
    guard (1...Self.largestQuota).contains(count) else {
      bag.report(.quotaCount(count), at: location(countField.value))
      return nil
    }
    return window.map { PromptQuota(count, per: $0) }
  }

  /// The names of `from:`, with where each is for the validator; an empty list is reported.
  private mutating func sources(
    _ node: DocumentNode, into step: inout StepDefinition
  ) -> Set<LaunchSource>? {
    let items = sequence(node, key: "from", acceptsSingle: true)
    if items.isEmpty, case .sequence = node {
      bag.report(
        .wrongType(
          key: "from", expected: "a list of at least one launch source", found: "an empty list"),
        at: location(node))
      return nil
    }
    var names: Set<LaunchSource> = []
    for item in items {
      guard let name = identifier(item, key: "from") else { continue }
      let source = LaunchSource(rawValue: name)
      names.insert(source)
      step.sourceLocations.append(.init(source: source, location: location(item)))
    }
    return names.isEmpty ? nil : names
  }

  /// Warns when the cooldown and the quota overlap so that one of them can never bind.
  ///
  /// With a cooldown `c`, showings are at least `c` apart, so a window of `w` (the quota's
  /// window, half open) holds at most ⌈w / c⌉ of them: a quota of `n ≥ ⌈w / c⌉` never binds.
  /// The other way, a quota of one per `w` keeps showings at least `w` apart: a cooldown
  /// `c ≤ w` never binds. Other pairs both bind, each in its own case.
  private mutating func checkOverlap(of policy: PromptPolicy, step: String, fields: Fields) {
    guard let cooldown = policy.cooldown, let quota = policy.quota,
      let quotaField = fields["quota"], let cooldownField = fields["cooldown"]
    else { return }
    if quota.count == 1, cooldown <= quota.window {
      bag.report(
        .cooldownNeverBinds(
          step: step, cooldown: PromptBlock.spelled(cooldown),
          window: PromptBlock.spelled(quota.window)),
        at: location(cooldownField.key))
      return
    }
    let most = Self.ceilingRatio(quota.window, cooldown)
    if most <= quota.count {
      bag.report(
        .quotaNeverBinds(
          step: step, quota: quota.description, cooldown: PromptBlock.spelled(cooldown),
          most: most), at: location(quotaField.key))
    }
  }

  /// ⌈`window` / `cooldown`⌉, both positive, in whole milliseconds (flow file durations are).
  static func ceilingRatio(_ window: Duration, _ cooldown: Duration) -> Int {
    let window = window / .milliseconds(1)
    let cooldown = max(cooldown / .milliseconds(1), 1)
    return Int((window / cooldown).rounded(.up))
  }
}
