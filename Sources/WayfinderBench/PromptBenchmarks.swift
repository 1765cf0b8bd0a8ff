import Foundation
import Wayfinder

/// What prompt policies add to scheduling: the 10 000 zero-work steps of the launch rows, each
/// with a cooldown, a quota, a spacing and launch sources that all let it run, checked against
/// a history holding 20 prompts shown long ago, against the same steps with no policy. Every
/// step's turn asks its policy (`PromptPolicy.blocker`), so the difference is the rule's cost.
/// The goal: within 10 % of scheduling without policies.
enum PromptBenchmarks {
  static func row() -> BenchmarkRow {
    let nodes = LaunchBenchmarks.dag(count: 10_000, fanIn: 2, window: 50, waits: nil, seed: 7)
    var plain: [Double] = []
    var limited: [Double] = []
    for _ in 0..<5 {
      plain.append(LaunchBenchmarks.blocking { await run(nodes, limited: false) } ?? 1_000)
      limited.append(LaunchBenchmarks.blocking { await run(nodes, limited: true) } ?? 1_000)
    }
    let baseline = Sample(plain)
    let wayfinder = Sample(limited)
    return BenchmarkRow(
      measure:
        "schedule 10 000 zero-work steps, each with a prompt policy (cooldown, quota, spacing, "
        + "sources; 20 prompts in the history; 5 rounds, in turn)",
      wayfinder: Figure.milliseconds(wayfinder.median),
      baseline: "no policies \(Figure.milliseconds(baseline.median))",
      sample: wayfinder.over(baseline), format: LaunchBenchmarks.format,
      goal: .ratio(.atMost, 1.10, "× no policies"))
  }

  static let policy = PromptPolicy(
    cooldown: .seconds(3_600), quota: PromptQuota(3, per: .seconds(365 * 86_400)),
    spacing: .seconds(600), sources: [.icon, .notification])

  /// Seconds from building the steps to the end of the launch.
  static func run(_ nodes: [LaunchBenchmarks.Node], limited: Bool) async -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    let steps: [InteractionStep<String>] = nodes.enumerated().map { index, node in
      let step = InteractionStep<String>.background(
        StepID("s\(index)"), after: node.dependencies.map { StepID("s\($0)") }
      ) { _ in [:] }
      return limited ? step.limited(policy) : step
    }
    // 20 prompts shown a year and more ago: every rule is looked up, none blocks.
    let history = PromptHistory(
      Dictionary(
        uniqueKeysWithValues: (0..<20).map { (StepID("prompt\($0)"), [Duration.zero]) }))
    let launch = InteractionCoordinator(
      navigator: LaunchBenchmarks.navigator(), promptHistory: history,
      promptClock: { .seconds(400 * 86_400) })
    do { try await launch.run(steps, from: .icon) } catch { return 1_000 }
    _ = await launch.waitUntilFinished()
    return start.duration(to: clock.now).inSeconds
  }
}
